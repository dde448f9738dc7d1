import { describe, expect, it } from 'vitest';
import { approvalSchema } from './approvals';
import { Messages } from './messages';

describe('approvalSchema', () => {
  it('takes the ticked rows with the list button, or one row whose own button wins', () => {
    expect(approvalSchema.parse({ decision: 'approve', ids: ['a', '', 'b'] })).toEqual({ decision: 'approve', ids: ['a', 'b'], confirmed: false, reason: '' });
    expect(approvalSchema.parse({ one: 'reject:c', decision: 'approve', ids: ['a'] })).toEqual({ decision: 'reject', ids: ['c'], confirmed: false, reason: '' });
  });

  it("reads the confirm step's form with its trimmed reason", () => {
    expect(approvalSchema.parse({ decision: 'reject', ids: ['a'], confirmed: 'yes', reason: ' late ' })).toEqual({ decision: 'reject', ids: ['a'], confirmed: true, reason: 'late' });
  });

  it('refuses a post without a known decision or without a payment', () => {
    for (const posted of [{ decision: 'approve', ids: [] }, { decision: 'pay', ids: ['a'] }, { one: 'pay:a', ids: [] }, { one: 'approve:', ids: [] }]) {
      const parsed = approvalSchema.safeParse(posted);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(Messages.selectPayments);
    }
  });
});
