/**
 * Reads on the embedded database as named prepared statements (decision 039): PostgreSQL parses and plans a
 * statement text once per process instead of on every call.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { parseDescribeStatementResults, parseResults } = parse;

/** Distinct statement texts kept prepared; the least recently used one is deallocated beyond this. */
export const PREPARED_STATEMENTS_MAX = 500;

interface Prepared {
  name: string;
  /** The parameters' type oids, as PostgreSQL inferred them when it parsed the statement. */
  paramTypes: number[];
}

type Query = PGlite['query'];

/** The protocol messages of one exchange, in one buffer (PGlite's execProtocol takes a single message string). */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Only plain reads outside transactions take this path (a transaction's queries go through its own object). */
function isRead(text: string): boolean {
  return /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(text);
}

/**
 * Replaces `client.query` (what drizzle calls outside transactions) so that a SELECT is parsed once as a named
 * statement and then only bound and executed. Anything else, and any read that fails on the prepared path (a
 * schema change, a bad parameter), runs through PGlite's own query(), which answers with its usual errors.
 */
export function preparePgliteReads(client: PGlite): { statements(): number } {
  const plain: Query = client.query.bind(client);
  const prepared = new Map<string, Prepared>();
  let counter = 0;
  const { serialize } = protocol;

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last, so the first entry is the one to let go.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `payloft_${++counter}`;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const entry = { name, paramTypes: parseDescribeStatementResults(messages) };
    prepared.set(text, entry);
    if (prepared.size > PREPARED_STATEMENTS_MAX) {
      const [oldestText, oldest] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldestText);
      await client.execProtocol(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), { syncToFs: false });
    }
    return entry;
  }

  /** What PGlite's own query() runs per call, less the parsing and planning: bind, describe, execute, sync. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await prepare(text, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i];
      const toText = options?.serializers?.[oid] ?? client.serializers[oid];
      return toText ? toText(param) : String(param);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  async function forget(text: string): Promise<void> {
    const entry = prepared.get(text);
    if (!entry) return;
    prepared.delete(text);
    try {
      await client.execProtocol(concat([serialize.close({ type: 'S', name: entry.name }), serialize.sync()]), { syncToFs: false });
    } catch {
      // Gone already: nothing to release.
    }
  }

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!isRead(text) || options?.blob) return plain<T>(text, params, options);
    await client.waitReady;
    let failed = false;
    // The same mutexes as PGlite's own query(): no transaction and no other statement in between.
    const answer = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch {
          failed = true;
          await forget(text);
          return undefined;
        }
      }),
    );
    return failed ? plain<T>(text, params, options) : (answer as Results<T>);
  } as Query;

  return { statements: () => prepared.size };
}
