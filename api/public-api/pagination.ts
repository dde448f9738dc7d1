/** Pages of the public API's lists: a cursor on (createdAt, id) descending, read back strictly, and the list object. */
import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ErrorCodes } from '../../domain/errors';
import { parseIsoInstant } from '../../domain/input-limits';
import { ProblemError } from './problem';

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = parseIsoInstant(at ?? '');
  if (!date || !/^[0-9a-f-]{36}$/.test(id ?? '')) throw new ProblemError(ErrorCodes.validation, 'The cursor is not valid', { cursor: 'Pass nextCursor of the previous page' });
  return { at: date, id };
}

export function afterCursor(table: { createdAt: AnyPgColumn; id: AnyPgColumn }, cursor: { at: Date; id: string } | null): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(table.createdAt, cursor.at), and(eq(table.createdAt, cursor.at), lt(table.id, cursor.id)));
}

export function page<T extends { createdAt: Date; id: string }, R>(rows: T[], limit: number, view: (row: T) => R) {
  const hasMore = rows.length > limit;
  const items = rows.slice(0, limit);
  return { object: 'list' as const, data: items.map(view), hasMore, nextCursor: hasMore ? encodeCursor(items[items.length - 1]) : null };
}
