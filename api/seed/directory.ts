/** Demo rows of the financial-institution directory: the banks of the demo's routing numbers. */
import type { FinancialInstitutionValues } from '../../domain/financial-institutions';
import { financialInstitutions } from '../db/schema';
import type { Database } from '../db/client';

const CREDIT_AND_RFP = 'Credit Transfer, Request for Payment';

export const DEMO_INSTITUTIONS: readonly FinancialInstitutionValues[] = [
  { routingId: '026009593', participantId: 'FN0000101', participantName: 'Bank of America, N.A.', institutionId: 'BA00001', institutionName: 'Bank of America, N.A.', receiveServices: CREDIT_AND_RFP, receivingConnection: 'Direct', participantActivationDate: '2023-07-20' },
  { routingId: '051000017', participantId: 'FN0000102', participantName: 'Bank of America, N.A.', institutionId: 'BA00001', institutionName: 'Bank of America, N.A.', receiveServices: 'Credit Transfer', receivingConnection: 'Direct', participantActivationDate: '2023-07-20' },
  { routingId: '121042882', participantId: 'FN0000201', participantName: 'Wells Fargo Bank, N.A.', institutionId: 'WF00001', institutionName: 'Wells Fargo Bank, N.A.', receiveServices: CREDIT_AND_RFP, receivingConnection: 'Direct', participantActivationDate: '2023-07-20' },
  { routingId: '122000247', participantId: 'FN0000202', participantName: 'Wells Fargo Bank, N.A.', institutionId: 'WF00001', institutionName: 'Wells Fargo Bank, N.A.', receiveServices: 'Credit Transfer', receivingConnection: 'Direct', participantActivationDate: '2023-07-20' },
  { routingId: '071000013', participantId: 'FN0000301', participantName: 'JPMorgan Chase Bank, N.A.', institutionId: 'JP00001', institutionName: 'JPMorgan Chase Bank, N.A.', receiveServices: CREDIT_AND_RFP, receivingConnection: 'Direct', participantActivationDate: '2023-07-20' },
  { routingId: '084000026', participantId: 'FN0000401', participantName: 'U.S. Bank National Association', institutionId: 'US00001', institutionName: 'U.S. Bank N.A.', receiveServices: 'Credit Transfer', receivingConnection: 'Direct', participantActivationDate: '2023-10-02' },
  { routingId: '081902101', participantId: 'FN0000501', participantName: 'First Community Bank', institutionId: 'FC00001', institutionName: 'First Community Bank', receiveServices: 'Credit Transfer', receivingConnection: 'Service Provider', participantActivationDate: '2024-03-18' },
  { routingId: '121143260', participantId: 'FN0000601', participantName: 'Western Alliance Bank', institutionId: 'WA00001', institutionName: 'Bridge Bank, a division of Western Alliance Bank', receiveServices: CREDIT_AND_RFP, receivingConnection: 'Service Provider', participantActivationDate: '2024-01-08' },
];

export async function seedFinancialInstitutions(tx: Pick<Database, 'insert'>): Promise<void> {
  await tx.insert(financialInstitutions).values([...DEMO_INSTITUTIONS]).onConflictDoNothing();
}
