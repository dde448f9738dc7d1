/** pacs.008, the credit transfer: built in its network's shape (RTP's return of funds is one marked RTRN) and read back. */
import type { InstantNetwork } from '../../../../domain/instant-payments';
import { PACS008_RULES, checkAmount, checkDate, checkDateTime, checkText, checkUetr, type Problem } from '../../../../domain/iso20022-rules';
import { NETWORK_PROFILES, networkText } from '../../../../domain/instant-profiles';
import { NETWORK_CODES, networkOfClearingSystem, rtpShaped, type Envelope } from './envelope';
import { RTP_RETURN_OF_FUNDS, accountOf, agent, amountOf, build, dateTime, member, rtpInstructionId, rtpPaymentType, settlement, type Tree } from './xml-build';
import { centsOf, finish, memberCheck, memberOf, read } from './xml-read';

export interface PartyAccount {
  name: string;
  accountNumber: string;
  routingNumber: string;
}

export interface CreditTransfer {
  network: InstantNetwork;
  messageId: string;
  createdAt: Date;
  endToEndId: string;
  uetr: string;
  amountCents: number;
  settlementDate: string;
  debtor: PartyAccount;
  creditor: PartyAccount;
  remittance: string | null;
  /** PmtId/InstrId when the transfer carries one (RTP's, by which TCH's status reports name it). */
  instructionId?: string;
  /**
   * RTP's return of funds (TCH has no pacs.004): the message id of the transfer this one sends back, carried as a
   * referred document of type RTRN (RmtInf/Strd/RfrdDocInf).
   */
  returnOf?: string;
}

export function buildPacs008(t: CreditTransfer, envelope?: Envelope): string {
  const profile = NETWORK_PROFILES[t.network];
  if (rtpShaped(envelope)) {
    const xml = build('pacs008', rtpCreditTransfer(t), envelope, { id: t.messageId, at: t.createdAt });
    parsePacs008(xml);
    return xml;
  }
  const xml = build('pacs008', [
    'FIToFICstmrCdtTrf',
    [
      ['GrpHdr', [['MsgId', t.messageId], ['CreDtTm', dateTime(t.createdAt)], ['NbOfTxs', '1'], settlement(t.network)]],
      [
        'CdtTrfTxInf',
        [
          ['PmtId', [['EndToEndId', t.endToEndId], ['UETR', t.uetr]]],
          ['PmtTpInf', [['LclInstrm', [['Prtry', NETWORK_CODES[t.network].localInstrument]]], ['CtgyPurp', [['Prtry', profile.categoryPurpose]]]]],
          ['IntrBkSttlmAmt', amountOf(t.amountCents), { Ccy: 'USD' }],
          ['IntrBkSttlmDt', t.settlementDate],
          ['ChrgBr', 'SLEV'],
          agent('InstgAgt', t.debtor.routingNumber),
          agent('InstdAgt', t.creditor.routingNumber),
          ['Dbtr', [['Nm', networkText(t.debtor.name, 140, 'Payloft')]]],
          accountOf('DbtrAcct', t.debtor.accountNumber),
          agent('DbtrAgt', t.debtor.routingNumber),
          agent('CdtrAgt', t.creditor.routingNumber),
          ['Cdtr', [['Nm', networkText(t.creditor.name, 140, 'Account holder')]]],
          accountOf('CdtrAcct', t.creditor.accountNumber),
          t.remittance && networkText(t.remittance, 140, '') ? ['RmtInf', [['Ustrd', networkText(t.remittance, 140, '')]]] : null,
        ],
      ],
    ],
  ], envelope, { id: t.messageId, at: t.createdAt });
  // What we build is read back as a receiver would: a message we could not accept is never sent.
  parsePacs008(xml);
  return xml;
}

/**
 * pacs.008 as TCH's usage guideline takes it: the total and the settlement date in the group header, an instruction
 * and a transaction id (the message id without its `M`, TCH's dated pattern), service level, local instrument and
 * category purpose, agents by member id alone.
 */
function rtpCreditTransfer(t: CreditTransfer): Tree {
  const reference = rtpInstructionId(t.messageId);
  const remittance = t.remittance ? networkText(t.remittance, 140, '') : '';
  // A return of funds names the transfer it sends back (TCH's referred document of type RTRN).
  const returned: Tree | null = t.returnOf ? ['Strd', [['RfrdDocInf', [['Tp', [['CdOrPrtry', [['Prtry', RTP_RETURN_OF_FUNDS]]]]], ['Nb', t.returnOf]]]]] : null;
  return [
    'FIToFICstmrCdtTrf',
    [
      [
        'GrpHdr',
        [
          ['MsgId', t.messageId],
          ['CreDtTm', dateTime(t.createdAt)],
          ['NbOfTxs', '1'],
          ['TtlIntrBkSttlmAmt', amountOf(t.amountCents), { Ccy: 'USD' }],
          ['IntrBkSttlmDt', t.settlementDate],
          settlement('rtp'),
        ],
      ],
      [
        'CdtTrfTxInf',
        [
          ['PmtId', [['InstrId', reference], ['EndToEndId', t.endToEndId], ['TxId', reference], ['UETR', t.uetr]]],
          rtpPaymentType(),
          ['IntrBkSttlmAmt', amountOf(t.amountCents), { Ccy: 'USD' }],
          ['ChrgBr', 'SLEV'],
          member('InstgAgt', t.debtor.routingNumber),
          member('InstdAgt', t.creditor.routingNumber),
          ['Dbtr', [['Nm', networkText(t.debtor.name, 140, 'Payloft')]]],
          accountOf('DbtrAcct', t.debtor.accountNumber),
          member('DbtrAgt', t.debtor.routingNumber),
          member('CdtrAgt', t.creditor.routingNumber),
          ['Cdtr', [['Nm', networkText(t.creditor.name, 140, 'Account holder')]]],
          accountOf('CdtrAcct', t.creditor.accountNumber),
          remittance || returned ? ['RmtInf', [remittance ? ['Ustrd', remittance] : null, returned]] : null,
        ],
      ],
    ],
  ];
}

const P8 = 'CdtTrfTxInf';

export function parsePacs008(xml: string): CreditTransfer {
  const r = read(xml, 'pacs008', PACS008_RULES);
  const network = networkOfClearingSystem(r.text('GrpHdr/SttlmInf/ClrSys/Cd') ?? '');
  // RTP's return of funds: the transfer it sends back, named as a referred document of type RTRN.
  const returnOf = r.text(`${P8}/RmtInf/Strd/RfrdDocInf/Tp/CdOrPrtry/Prtry`) === RTP_RETURN_OF_FUNDS ? r.text(`${P8}/RmtInf/Strd/RfrdDocInf/Nb`) ?? '' : null;
  // FedNow dates the transaction; RTP dates the group.
  const settlementPath = r.text(`${P8}/IntrBkSttlmDt`) !== null ? `${P8}/IntrBkSttlmDt` : 'GrpHdr/IntrBkSttlmDt';
  const problems: Problem[] = [
    ...checkText(r.text('GrpHdr/MsgId'), 35, 'GrpHdr/MsgId'),
    ...checkDateTime(r.text('GrpHdr/CreDtTm'), 'GrpHdr/CreDtTm'),
    ...(r.text('GrpHdr/NbOfTxs') === '1' ? [] : ['GrpHdr/NbOfTxs: must be 1']),
    ...(r.text('GrpHdr/SttlmInf/SttlmMtd') === 'CLRG' ? [] : ['GrpHdr/SttlmInf/SttlmMtd: must be CLRG']),
    ...(network ? [] : ['GrpHdr/SttlmInf/ClrSys/Cd: must be FDN or TCH']),
    ...checkText(r.text(`${P8}/PmtId/EndToEndId`), 35, `${P8}/PmtId/EndToEndId`),
    ...checkUetr(r.text(`${P8}/PmtId/UETR`), `${P8}/PmtId/UETR`),
    ...checkAmount(r.text(`${P8}/IntrBkSttlmAmt`), r.attr(`${P8}/IntrBkSttlmAmt`, 'Ccy'), `${P8}/IntrBkSttlmAmt`),
    ...checkDate(r.text(settlementPath), settlementPath),
    ...(r.text(`${P8}/ChrgBr`) === 'SLEV' ? [] : [`${P8}/ChrgBr: must be SLEV`]),
    ...['InstgAgt', 'InstdAgt', 'DbtrAgt', 'CdtrAgt'].flatMap((a) => memberCheck(r, `${P8}/${a}`)),
    ...checkText(r.text(`${P8}/Dbtr/Nm`), 140, `${P8}/Dbtr/Nm`),
    ...checkText(r.text(`${P8}/Cdtr/Nm`), 140, `${P8}/Cdtr/Nm`),
    ...checkText(r.text(`${P8}/DbtrAcct/Id/Othr/Id`), 34, `${P8}/DbtrAcct/Id/Othr/Id`),
    ...checkText(r.text(`${P8}/CdtrAcct/Id/Othr/Id`), 34, `${P8}/CdtrAcct/Id/Othr/Id`),
    ...(r.text(`${P8}/RmtInf/Ustrd`) === null ? [] : checkText(r.text(`${P8}/RmtInf/Ustrd`), 140, `${P8}/RmtInf/Ustrd`)),
    ...(returnOf === null ? [] : checkText(returnOf, 35, `${P8}/RmtInf/Strd/RfrdDocInf/Nb`)),
  ];
  return finish(problems, () => ({
    network: network!,
    messageId: r.text('GrpHdr/MsgId')!,
    createdAt: new Date(r.text('GrpHdr/CreDtTm')!),
    endToEndId: r.text(`${P8}/PmtId/EndToEndId`)!,
    uetr: r.text(`${P8}/PmtId/UETR`)!,
    amountCents: centsOf(r.text(`${P8}/IntrBkSttlmAmt`)!),
    settlementDate: r.text(settlementPath)!,
    debtor: { name: r.text(`${P8}/Dbtr/Nm`)!, accountNumber: r.text(`${P8}/DbtrAcct/Id/Othr/Id`)!, routingNumber: memberOf(r, `${P8}/DbtrAgt`)! },
    creditor: { name: r.text(`${P8}/Cdtr/Nm`)!, accountNumber: r.text(`${P8}/CdtrAcct/Id/Othr/Id`)!, routingNumber: memberOf(r, `${P8}/CdtrAgt`)! },
    remittance: r.text(`${P8}/RmtInf/Ustrd`),
    ...(r.text(`${P8}/PmtId/InstrId`) !== null ? { instructionId: r.text(`${P8}/PmtId/InstrId`)! } : {}),
    ...(returnOf !== null ? { returnOf } : {}),
  }));
}
