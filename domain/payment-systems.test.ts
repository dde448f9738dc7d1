import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MAX_BYTES, certificateTooLarge, paymentSystemName, wellsFargoFormSchema } from './payment-systems';

describe('payment system display names (spec §1)', () => {
  it('names every bank and the braintree vendor of the display-name list', () => {
    expect(['jackHenry', 'bankOfAmerica', 'usBank', 'wellsFargo', 'bridgeBank', 'braintree'].map(paymentSystemName)).toEqual([
      'Jack Henry',
      'Bank of America',
      'U.S. Bank',
      'Wells Fargo',
      'Bridge Community Bank',
      'Braintree',
    ]);
  });
});

describe('the Wells Fargo form (uploads and their remove boxes)', () => {
  const base = { gatewayEntityId: 'GW-1', paymentType: 'ACH' };
  it('takes a PEM file up to the limit, reads an unticked box as false and a ticked one as true', () => {
    const file = new File(['x'.repeat(CERTIFICATE_MAX_BYTES)], 'certificate.pem');
    const parsed = wellsFargoFormSchema.parse({ ...base, certificateFile: file, clearKeyFile: 'on' });
    expect(parsed).toMatchObject({ certificateFile: file, clearCertificateFile: false, clearKeyFile: true, passphrase: '' });
    expect(parsed.keyFile).toBeUndefined();
  });
  it('refuses a file one byte over the limit by its size', () => {
    const result = wellsFargoFormSchema.safeParse({ ...base, keyFile: new File(['x'.repeat(CERTIFICATE_MAX_BYTES + 1)], 'big.key') });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['keyFile', certificateTooLarge]]);
  });
});
