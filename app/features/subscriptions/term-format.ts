/** A service level's term in words and dollars, without MUI: the pages drawn by the stylesheet read it from here. */
import { formatCents } from '../../../domain/money';
import type { Term } from './subscriptions.server';

export function formatTerm(term: Term | null): string {
  if (!term) return '—';
  const unit = term.duration === 1 ? term.unit : `${term.unit}s`;
  return `${term.duration} ${unit}, ${formatCents(term.price)}`;
}
