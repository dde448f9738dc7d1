/**
 * How a report's values enter its SQL: inline, as the parameters of a statement built for this call (the default), or
 * as named placeholders of a statement built once per shape and executed with the values (the list's statement cache,
 * list.ts). The condition builders take either, so each condition is written once.
 */
import { Param, sql, type DriverValueEncoder } from 'drizzle-orm';

/**
 * A value as the condition builders put it into SQL. `column` is the column the value is compared with, so that a
 * placeholder's value is converted as drizzle converts a value compared with that column (a Date to an ISO text, ...).
 */
export type Bind = <T>(value: T, column?: DriverValueEncoder<unknown, unknown>) => T;

/** The value itself: drizzle binds it as a parameter of the statement being built. */
export const inline: Bind = (value) => value;

/**
 * Named placeholders (v0, v1, ... in the order the builders ask for them) and their values for `execute`. A placeholder
 * is typed as its value so the builders' conditions take it; drizzle reads it as a placeholder.
 */
export function placeholders(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let count = 0;
  const bind: Bind = (value, column) => {
    const name = `v${count++}`;
    values[name] = value;
    const placeholder = sql.placeholder(name);
    return (column ? new Param(placeholder, column) : placeholder) as typeof value;
  };
  return { bind, values };
}
