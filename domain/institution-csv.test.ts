import { describe, expect, it } from 'vitest';
import { normaliseActivationDate } from './financial-institutions';
import { institutionCsvRows, parseInstitutionCsv } from './institution-csv';
import { Messages } from './messages';

const HEADER = 'Routing Number,Participant ID,Participant Name,Institution ID,Institution Name,Receive Services,Receiving Connection,Participant Activation Date';

describe('parseInstitutionCsv', () => {
  it('reads the Federal Reserve participant-list layout, skipping a title line and blank lines', () => {
    const text = [
      'FedNow Service Participants as of 11/01/2026',
      HEADER,
      '021000021,P0001,"JPMorgan Chase Bank, N.A.",I0001,"JPMorgan Chase Bank, N.A.","Credit Transfer, Request for Payment",Direct,07/20/2023',
      '',
      '026009593,P0002,Bank of America,I0002,"Bank of America, N.A.",Credit Transfer,Service Provider,2023-07-20',
    ].join('\r\n');
    const result = parseInstitutionCsv(text);
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          routingId: '021000021',
          participantId: 'P0001',
          participantName: 'JPMorgan Chase Bank, N.A.',
          institutionId: 'I0001',
          institutionName: 'JPMorgan Chase Bank, N.A.',
          receiveServices: 'Credit Transfer, Request for Payment',
          receivingConnection: 'Direct',
          participantActivationDate: '2023-07-20',
        },
        expect.objectContaining({ routingId: '026009593', institutionName: 'Bank of America, N.A.', receivingConnection: 'Service Provider', participantActivationDate: '2023-07-20' }),
      ],
    });
  });

  it('matches columns by header name in any order and case, with a BOM', () => {
    const text = '\uFEFFinstitution name,RTN,participant name\nFirst Community Bank,081902101,First Community Bank\n';
    const result = parseInstitutionCsv(text);
    expect(result.ok && result.rows[0]).toMatchObject({ routingId: '081902101', institutionName: 'First Community Bank', participantId: '', participantActivationDate: '' });
  });

  it('reports every bad row with its line and keeps nothing', () => {
    const text = [
      HEADER,
      '021000021,P1,Chase,I1,Chase,,,',
      '021000022,P2,Bad checksum,I2,Bad,,,',
      '12345,P3,Short,I3,Short,,,',
      '026009593,P4,,I4,No participant,,,',
      '021000021,P5,Again,I5,Again,,,',
      '011000138,P6,Bad date,I6,Bad date,,,13/45/2023',
      '011000138,P7,Too few',
    ].join('\n');
    const result = parseInstitutionCsv(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { line: 3, message: `Routing Number: ${Messages.routingNumberChecksum}` },
      { line: 4, message: `Routing Number: ${Messages.routingNumberLength}` },
      { line: 5, message: `Participant Name: ${Messages.required}` },
      { line: 6, message: `Routing Number: ${Messages.institutionImportDuplicate(2)}` },
      { line: 7, message: `Participant Activation Date: ${Messages.activationDateFormat}` },
      { line: 8, message: Messages.institutionImportColumns },
    ]);
  });

  it('refuses a file without the layout’s header, an empty one and an unreadable one', () => {
    expect(parseInstitutionCsv('name,number\nChase,021000021')).toEqual({ ok: false, errors: [{ line: 1, message: Messages.institutionImportHeader('Routing Number') }] });
    expect(parseInstitutionCsv('Routing Number,Participant Name\n021000021,Chase')).toEqual({ ok: false, errors: [{ line: 1, message: Messages.institutionImportHeader('Institution Name') }] });
    expect(parseInstitutionCsv(`${HEADER}\n`)).toEqual({ ok: false, errors: [{ line: 1, message: Messages.institutionImportEmpty }] });
    const broken = parseInstitutionCsv(`${HEADER}\n"021000021,unterminated`);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.errors[0].message).toBe(Messages.institutionImportUnreadable);
  });

  it('exports in the same layout, so an export imports again, with formulas neutralised', () => {
    const rows = [{ routingId: '021000021', participantId: '', participantName: '=cmd', institutionId: '', institutionName: 'Chase', receiveServices: '', receivingConnection: '', participantActivationDate: '' }];
    const csv = institutionCsvRows(rows).map((r) => r.map((c) => `"${c}"`).join(',')).join('\n');
    const back = parseInstitutionCsv(csv);
    expect(back.ok && back.rows[0]).toMatchObject({ routingId: '021000021', participantName: "'=cmd" });
  });
});

describe('normaliseActivationDate', () => {
  it('takes MM/DD/YYYY and ISO days, refuses impossible days', () => {
    expect(normaliseActivationDate('7/2/2023')).toBe('2023-07-02');
    expect(normaliseActivationDate('2024-02-29')).toBe('2024-02-29');
    expect(normaliseActivationDate('2023-02-29')).toBeNull();
    expect(normaliseActivationDate(' ')).toBe('');
    expect(normaliseActivationDate('soon')).toBeNull();
  });
});
