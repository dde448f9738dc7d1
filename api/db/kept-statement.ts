/**
 * Statements built once per database (decision 162). Drizzle makes a query's SQL text from its builder on every call:
 * a walk of the whole query with a class check at every node, which cost a page more than its queries' answers. A
 * kept statement is built the first time it is asked for on a database, with a named placeholder
 * (`sql.placeholder('name')`) where each value goes, and then only executed with the values. Like the list's
 * statements (decision 112) it is the protocol's unnamed statement: nothing stays behind on a pooled connection.
 *
 * A statement whose text depends on the call (a condition there or not) takes a variant: one statement per variant.
 * A statement asked for in a transaction is built for that transaction (it runs on its connection) and goes with it.
 */
import type { Database } from './client';

interface Preparable {
  prepare(name: string): unknown;
}

/** The protocol's unnamed statement: a named one would stay on each pooled connection for as long as it lives. */
const UNNAMED = '';

/**
 * The statement `build` makes, built once per database (and variant). Returns a function of the database (and the
 * variant) answering the prepared statement, to `execute({ name: value, … })`.
 */
export function keptStatement<Q extends Preparable, V extends string | boolean = never>(build: (db: Database, variant: V) => Q) {
  const built = new WeakMap<Database, Map<V, ReturnType<Q['prepare']>>>();
  return (db: Database, ...variant: [V] extends [never] ? [] : [V]): ReturnType<Q['prepare']> => {
    const key = variant[0] as V;
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = new Map()));
    let statement = statements.get(key);
    if (!statement) {
      statement = build(db, key).prepare(UNNAMED) as ReturnType<Q['prepare']>;
      statements.set(key, statement);
    }
    return statement;
  };
}
