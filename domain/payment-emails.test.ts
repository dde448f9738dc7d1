import { describe, expect, it } from 'vitest';
import { businessPaymentEmail, payerReceiptEmail, paymentEmailEvent, PAYMENT_EMAIL_EVENTS, receiptTimeZone } from './payment-emails';

const facts = {
  businessName: 'Northwind Supply Co.',
  party: 'Acme <Paper>',
  amountCents: 2_468_10,
  at: new Date('2026-11-24T16:05:00Z'),
  timeZone: 'America/Chicago',
  purchaseId: 'PUR-ABC123',
  referenceNumber: 'INV-7',
  reason: null,
  link: 'https://app.example/transactions/details/42',
};

describe('paymentEmailEvent', () => {
  it('maps each move of a payment sent out', () => {
    expect(['pendingApproval', 'scheduled', 'processing', 'success', 'error', 'returned', 'canceled'].map((to) => paymentEmailEvent('vendor', to))).toEqual([
      'approvalNeeded',
      null,
      'sent',
      null,
      'failed',
      'returned',
      null,
    ]);
    expect(paymentEmailEvent('api', 'processing')).toBe('sent');
    // The bank returned it before it settled: the engine fails it with the return code, the business reads "returned".
    expect(paymentEmailEvent('vendor', 'error', 'R01')).toBe('returned');
    expect(paymentEmailEvent('vendor', 'error', null)).toBe('failed');
    expect(paymentEmailEvent('instantCollection', 'error', 'R01')).toBe('collectionFailed');
    expect(paymentEmailEvent('onDemand', 'error')).toBe('failed');
  });
  it('maps a collection: it arrives when it settles, and fails on an error or a return', () => {
    expect(['processing', 'success', 'error', 'returned'].map((to) => paymentEmailEvent('instantCollection', to))).toEqual([null, 'collectionArrived', 'collectionFailed', 'collectionFailed']);
  });
  it('sends nothing about subscription invoices and test payments', () => {
    for (const to of ['pendingApproval', 'processing', 'success', 'error']) {
      expect(paymentEmailEvent('subscription', to)).toBeNull();
      expect(paymentEmailEvent('test', to)).toBeNull();
    }
  });
});

describe('businessPaymentEmail', () => {
  it('names the party, the amount, the date in the business zone with the zone, and links to the payment', () => {
    for (const event of PAYMENT_EMAIL_EVENTS) {
      const email = businessPaymentEmail(event, facts);
      expect(email.text).toContain('Acme <Paper>');
      expect(email.text).toContain('$2,468.10');
      expect(email.text).toContain('Date: 11-24-2026 10:05 AM (America/Chicago)');
      expect(email.text).toContain('Purchase ID: PUR-ABC123');
      expect(email.text).toContain('Reference: INV-7');
      expect(email.text).toContain(facts.link);
      expect(email.html).toContain(`href="${facts.link}"`);
      expect(email.html).toContain('Acme &lt;Paper&gt;');
      expect(email.html).not.toContain('<Paper>');
      expect(email.html).not.toContain('<img');
    }
    expect(businessPaymentEmail('approvalNeeded', facts).subject).toBe('Payment of $2,468.10 to Acme <Paper> needs your approval');
    // The approver reads the day it is due, beside when it was asked.
    expect(businessPaymentEmail('approvalNeeded', { ...facts, dueDate: '2026-12-04' }).text).toContain('Amount: $2,468.10\nDue: 12-04-2026\nDate: 11-24-2026 10:05 AM (America/Chicago)');
    expect(businessPaymentEmail('sent', { ...facts, dueDate: '2026-12-04' }).text).not.toContain('Due:');
  });
  it('gives the reason of a failure or a return', () => {
    const email = businessPaymentEmail('returned', { ...facts, reason: 'R01 Insufficient Funds' });
    expect(email.subject).toBe('Payment of $2,468.10 to Acme <Paper> was returned');
    expect(email.text).toContain('Reason: R01 Insufficient Funds');
  });
});

describe('payerReceiptEmail', () => {
  it('is a receipt when the collection arrives, and says what to do next when it fails', () => {
    const receipt = payerReceiptEmail('collectionArrived', { ...facts, party: 'Lena Cruz' });
    expect(receipt.subject).toBe('Receipt: $2,468.10 paid to Northwind Supply Co.');
    expect(receipt.text).toContain('Date: 11-24-2026 10:05 AM (America/Chicago)');
    const failed = payerReceiptEmail('collectionFailed', { ...facts, party: 'Lena Cruz', reason: 'R03 No Account/Unable to Locate Account' });
    expect(failed.text).toContain('Reason: R03 No Account/Unable to Locate Account');
    expect(failed.text).toContain('Nothing was taken from your account.');
  });
});

describe('receipt for a customer business', () => {
  it('names the business paid, the amount, who paid, the date with its zone and the reference', () => {
    const receipt = payerReceiptEmail('collectionArrived', { ...facts, businessName: 'Bayside Auto Care', party: 'Coastal Fleet Services', referenceNumber: 'FLEET-1' });
    expect(receipt.subject).toBe('Receipt: $2,468.10 paid to Bayside Auto Care');
    for (const line of ['Amount: $2,468.10', 'Paid by: Coastal Fleet Services', 'Date: 11-24-2026 10:05 AM (America/Chicago)', 'Reference: FLEET-1', 'Keep this e-mail as your receipt.']) {
      expect(receipt.text).toContain(line);
    }
    expect(receipt.html).not.toContain('<img');
  });
  it('a failed one gives the reason and what to do next', () => {
    const failed = payerReceiptEmail('collectionFailed', { ...facts, businessName: 'Bayside Auto Care', party: 'Coastal Fleet Services', reason: 'R01 Insufficient funds' });
    expect(failed.text).toContain('Reason: R01 Insufficient funds');
    expect(failed.text).toContain('Nothing was taken from your account. Please check your bank details with Bayside Auto Care, or contact them to pay another way.');
  });
  it("dates it in the business's zone when it has a real one, else UTC (decision 032), never the processing rule's", () => {
    expect(receiptTimeZone('America/Los_Angeles', 'America/New_York')).toBe('America/Los_Angeles');
    expect(receiptTimeZone(null, 'America/New_York')).toBe('UTC');
    expect(receiptTimeZone('Mars/Olympus', 'America/New_York')).toBe('UTC');
  });
});
