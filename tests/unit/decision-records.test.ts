// The decision records tell the truth about each other (decision 143): every record is in the index with the date and
// status of its own Date and Status lines, a relation ("amends 031", "amended by 062", "superseded in part by 055")
// stands on both records it joins, and no file name or heading needs the issue tracker, which is not in the repository.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS = path.resolve(__dirname, '../../docs/decisions');
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const INDEX_ROW = /^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \| (\d{4}-\d{2}-\d{2}) \| (.+) \|$/gm;
const TRACKER_REFERENCE = /\b(issue|task)\s+#?\d+/i;

type Kind = 'amends' | 'supersedes' | 'supersedes in part';
/** What a Status line says, relations keyed by the other record: `amends` and `amendedBy` are one relation seen from its two ends. */
interface Status {
  state: string;
  out: Map<string, Kind>;
  in: Map<string, Kind>;
}

/** A relation's words on the later record (out) and on the earlier one (in). */
const RELATION_WORDS: Record<string, { kind: Kind; side: 'out' | 'in' }> = {
  amends: { kind: 'amends', side: 'out' },
  'amended by': { kind: 'amends', side: 'in' },
  supersedes: { kind: 'supersedes', side: 'out' },
  'superseded by': { kind: 'supersedes', side: 'in' },
  'supersedes in part': { kind: 'supersedes in part', side: 'out' },
  'superseded in part by': { kind: 'supersedes in part', side: 'in' },
};
const RELATION_OR_NUMBER = /\b(supersedes in part|superseded in part by|supersedes|superseded by|amends|amended by)\b|\b(\d{3})\b/gi;

/** The Status line without its notes in brackets, as the index shows it. */
const withoutNotes = (status: string) => status.replace(/\s*\([^()]*\)/g, '').trim();

function parseStatus(status: string): Status {
  const bare = withoutNotes(status);
  const parsed: Status = { state: /^\w+/.exec(bare)?.[0] ?? '', out: new Map(), in: new Map() };
  let relation: (typeof RELATION_WORDS)[string] | undefined;
  for (const [, words, number] of bare.matchAll(RELATION_OR_NUMBER)) {
    if (words) relation = RELATION_WORDS[words.toLowerCase()];
    else if (relation) parsed[relation.side].set(number!, relation.kind);
  }
  return parsed;
}

interface DecisionRecord {
  number: string;
  file: string;
  text: string;
  date: string | undefined;
  status: string | undefined;
}

const records: DecisionRecord[] = readdirSync(DECISIONS).flatMap((file) => {
  const number = RECORD_FILE.exec(file)?.[1];
  if (!number) return [];
  const text = readFileSync(path.join(DECISIONS, file), 'utf8');
  return [{ number, file, text, date: /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1], status: /^Status: (.+)$/m.exec(text)?.[1] }];
});
const byNumber = new Map(records.map((record) => [record.number, record]));
const indexText = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
const indexRows = [...indexText.matchAll(INDEX_ROW)].map(([, number, link, title, date, status]) => ({ number: number!, link: link!, title: title!, date: date!, status: status! }));

describe('decision records', () => {
  it('are files named NNN-short-title.md, each with a Date line and a Status line under its title', () => {
    const stray = readdirSync(DECISIONS).filter((file) => file !== 'README.md' && !RECORD_FILE.test(file));
    expect(stray, 'files in docs/decisions that are not NNN-lower-case-title.md').toEqual([]);
    expect(records.filter((r) => !r.date || !r.status).map((r) => r.file), 'records without a "Date: YYYY-MM-DD" or a "Status: …" line').toEqual([]);
    expect(records.filter((r) => !/^(Accepted|Superseded)\b/.test(r.status ?? '')).map((r) => `${r.file}: ${r.status}`), 'a state other than Accepted or Superseded').toEqual([]);
  });

  it('are each in the index once, by their file name, with their own date and status', () => {
    expect(records.filter((r) => !indexRows.some((row) => row.number === r.number)).map((r) => r.file), 'records missing from the index').toEqual([]);
    const numbers = indexRows.map((row) => row.number);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i), 'numbers listed twice').toEqual([]);
    const wrong = indexRows.flatMap((row) => {
      const record = byNumber.get(row.number);
      if (!record) return [`${row.number}: no such record`];
      const problems: string[] = [];
      if (row.link !== record.file) problems.push(`${row.number}: the index links ${row.link}, the file is ${record.file}`);
      if (row.date !== record.date) problems.push(`${row.number}: dated ${row.date} in the index, ${record.date} in the record`);
      if (row.status !== withoutNotes(record.status ?? '')) problems.push(`${row.number}: the index says "${row.status}", the record "${withoutNotes(record.status ?? '')}"`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('state each relation on both records: "amended by 062" only where 062 says it amends that record', () => {
    const oneSided = records.flatMap((record) => {
      const status = parseStatus(record.status ?? '');
      const problems: string[] = [];
      for (const [side, other] of [['out', 'in'], ['in', 'out']] as const) {
        for (const [number, kind] of status[side]) {
          const named = byNumber.get(number);
          if (!named) problems.push(`${record.number} names ${number}, which is no record`);
          else if (parseStatus(named.status ?? '')[other].get(record.number) !== kind) {
            const said = side === 'out' ? `${kind} ${number}` : `is ${kind === 'amends' ? 'amended' : kind === 'supersedes' ? 'superseded' : 'superseded in part'} by ${number}`;
            problems.push(`${record.number} ${said}, but ${number}'s Status line does not say so: "${named.status}"`);
          }
        }
      }
      return problems;
    });
    expect(oneSided).toEqual([]);
  });

  it('are Superseded exactly when a record supersedes them whole', () => {
    const wrong = records.filter((record) => {
      const status = parseStatus(record.status ?? '');
      return (status.state === 'Superseded') !== [...status.in.values()].includes('supersedes');
    });
    expect(wrong.map((r) => `${r.number}: ${r.status}`)).toEqual([]);
  });

  it('need no issue tracker: no file name, heading or index title names an issue', () => {
    const found = [
      ...records.filter((r) => TRACKER_REFERENCE.test(r.file.replace(/-/g, ' '))).map((r) => r.file),
      ...records.flatMap((r) => r.text.split('\n').filter((line) => line.startsWith('#') && TRACKER_REFERENCE.test(line)).map((line) => `${r.file}: ${line}`)),
      ...indexRows.filter((row) => TRACKER_REFERENCE.test(row.title)).map((row) => `index ${row.number}: ${row.title}`),
    ];
    expect(found).toEqual([]);
  });
});

describe('reading a Status line', () => {
  it('takes relations outside notes, each number under the words before it', () => {
    const status = parseStatus('Accepted; amends 052 (the daily limit) and 054; superseded in part by 055 (the file rail, not 099); amended by 120, 130');
    expect(status.state).toBe('Accepted');
    expect(Object.fromEntries(status.out)).toEqual({ '052': 'amends', '054': 'amends' });
    expect(Object.fromEntries(status.in)).toEqual({ '055': 'supersedes in part', '120': 'amends', '130': 'amends' });
  });
});
