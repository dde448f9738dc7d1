/** Every payment kind the database accepts has its direction in domain/payment-kinds.ts, and it is the one NACHA expects. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directionOfKind, MICRO_DEPOSIT_DIRECTION, PAYMENT_DIRECTIONS, PAYMENT_KINDS, prenoteDirectionFor, type PaymentKind } from '../../domain/payment-kinds';

const MIGRATIONS = join(import.meta.dirname, '../../api/db/migrations');

/** The kinds of the newest `payments_kind_check` in the committed migrations: what a row in a database can hold. */
function kindsTheDatabaseAccepts(): string[] {
  const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort();
  let kinds: string[] = [];
  for (const file of files) {
    const match = /payments_kind_check" CHECK \("payments"\."kind" in \(([^)]*)\)\)/.exec(readFileSync(join(MIGRATIONS, file), 'utf8'));
    if (match) kinds = [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  }
  return kinds;
}

describe('the direction of every payment kind', () => {
  it('is in the table for each kind the schema lists and each kind the database accepts', () => {
    const kinds = new Set<string>([...PAYMENT_KINDS, ...kindsTheDatabaseAccepts()]);
    expect(kindsTheDatabaseAccepts().length).toBeGreaterThan(0);
    for (const kind of kinds) expect(PAYMENT_DIRECTIONS[kind as PaymentKind], `payment kind ${kind} has no direction`).toMatch(/^(credit|debit)$/);
    expect(Object.keys(PAYMENT_DIRECTIONS).sort()).toEqual([...kinds].sort());
  });

  it('pays out to vendors, customers (on demand), API payees and the Payment Test; pulls in collections and subscription invoices', () => {
    expect(PAYMENT_DIRECTIONS).toEqual({ vendor: 'credit', api: 'credit', onDemand: 'credit', test: 'credit', instantCollection: 'debit', subscription: 'debit' });
  });

  it('gives a prenote the direction of the entry it announces, micro-deposits a credit, and refuses a kind it does not know', () => {
    expect(prenoteDirectionFor('instantCollection')).toBe('debit');
    expect(prenoteDirectionFor('test')).toBe('credit');
    expect(MICRO_DEPOSIT_DIRECTION).toBe('credit');
    expect(() => directionOfKind('refund' as PaymentKind)).toThrow(/refund has no direction/);
  });
});
