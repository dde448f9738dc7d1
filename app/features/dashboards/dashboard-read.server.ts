/**
 * A dashboard's read that the services refuse (spec §8: "Dashboard fetch failure shows an error notification"): the
 * page stays, its figures empty, and the refusal is the error notification of this very response, rendered by the
 * layout's Toasts from the page's data (`pageNotice`), so it shows without JavaScript. A flash would not do: the root
 * loader reads the session's flash while the page's loader is still running, so it would show one page late.
 * The services unreachable is not a refusal: that still answers the layout's banner (withServiceBanner).
 */
import { randomUUID } from 'node:crypto';
import { Messages } from '../../../domain/messages';
import { NOT_DELIVERED, statusLabel } from '../../../domain/report-columns';
import { ApiError } from '../../platform/api.server';
import type { PaymentFigures } from './payment-figures';

/** The notice a page's loader returns as `pageNotice`; the layout shows it as it shows the session's. */
export interface PageNotice {
  id: string;
  type: 'danger';
  message: string;
}

/** The read's value, or null and the notice of its refusal (spec §8: the error's own message, else the generic one). */
export async function readDashboard<T>(read: Promise<T>): Promise<{ value: T; pageNotice: null } | { value: null; pageNotice: PageNotice }> {
  try {
    return { value: await read, pageNotice: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { value: null, pageNotice: { id: randomUUID(), type: 'danger', message: error.message || Messages.somethingWentWrong } };
  }
}

/** The figure card's label for payments not delivered to the bank, in the lists' words (PaymentCharts' `notDeliveredLabel`). */
export const NOT_DELIVERED_LABEL = statusLabel(NOT_DELIVERED);

/** A period's figures when none could be read: zeros, no days (the charts say there is nothing to show). */
export function emptyFigures(period: number): PaymentFigures {
  return {
    period,
    timeZone: 'UTC',
    from: '',
    to: '',
    days: [],
    count: 0,
    volume: 0,
    succeeded: { count: 0, amount: 0 },
    failed: { count: 0, amount: 0 },
    pendingApprovalCount: 0,
    notDelivered: { count: 0, amount: 0 },
    upcoming: [],
  };
}
