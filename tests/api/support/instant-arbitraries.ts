// The property tests' random instant payments (fast-check), for both networks: valid routing numbers, ids in each
// network's patterns, and any text a person may type as a name or remittance.
import fc from 'fast-check';
import type { CreditTransfer } from '../../../api/rails/instant/messages';
import { networkMessageId } from '../../../domain/instant-profiles';
import type { InstantNetwork } from '../../../domain/instant-payments';

/** Routing numbers with valid check digits (the sandbox's own and real banks' published ones). */
const ROUTING = ['021000021', '084000026', '071000013', '011000015', '121143260', '121000358'];
export const routing = fc.constantFrom(...ROUTING);
export const hex = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: n, maxLength: n });
export const uuid = fc.tuple(hex(8), hex(4), hex(3), fc.constantFrom('8', '9', 'a', 'b'), hex(3), hex(12)).map(([a, b, c, v, d, e]) => `${a}-${b}-4${c}-${v}${d}-${e}`);
/** Any text a person may type as a name, control and astral characters included, up to twice the limit. */
export const name = fc.string({ unit: 'binary', minLength: 0, maxLength: 280 });
export const account = fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'), minLength: 4, maxLength: 17 });
/** An instant to the second (the messages carry no fractions). */
export const at = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => new Date(Math.floor(d.getTime() / 1000) * 1000));

/** A random credit transfer on `network`, its ids in that network's patterns. */
export const transferOf = (network: InstantNetwork) =>
  fc
    .record({ at, debtorRouting: routing, creditorRouting: routing, uetr: uuid, cents: fc.integer({ min: 1, max: 99_999_999_999 }), debtorName: name, creditorName: name, debtorAccount: account, creditorAccount: account, remittance: fc.option(name), seed: hex(32) })
    .map(
      (r): CreditTransfer => ({
        network,
        messageId: networkMessageId(network, r.at, r.debtorRouting, `P${r.seed}`),
        createdAt: r.at,
        endToEndId: `PL${r.seed.slice(0, 33)}`,
        uetr: r.uetr,
        amountCents: r.cents,
        settlementDate: r.at.toISOString().slice(0, 10),
        debtor: { name: r.debtorName, accountNumber: r.debtorAccount, routingNumber: r.debtorRouting },
        creditor: { name: r.creditorName, accountNumber: r.creditorAccount, routingNumber: r.creditorRouting },
        remittance: r.remittance,
      }),
    );
