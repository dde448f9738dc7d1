/** The recall: camt.056, our request that a settled transfer be sent back (RTP's Request for Return of Funds), and camt.029, the answer. */
import { RECALL_REASON_CODES, type RecallReason } from '../../../../domain/instant-payments';
import {
  CAMT029_RULES,
  CAMT056_RULES,
  CANCELLATION_STATUSES,
  CONFIRMATION_OF,
  INVESTIGATION_CONFIRMATIONS,
  MESSAGE_VERSIONS,
  STATUS_OF_CONFIRMATION,
  checkAmount,
  checkCode,
  checkDate,
  checkDateTime,
  checkReasonCode,
  checkText,
  checkUetr,
  type CancellationStatus,
  type Problem,
} from '../../../../domain/iso20022-rules';
import { fedNowShaped, rtpShaped, type Envelope } from './envelope';
import { InvalidMessageError } from './invalid-message';
import { agent, amountOf, build, dateTime, member } from './xml-build';
import { centsOf, finish, memberCheck, memberOf, read, type Read } from './xml-read';

/** The original transfer as a recall and its resolution name it. */
export interface OriginalTransfer {
  messageId: string;
  endToEndId: string;
  uetr: string;
  amountCents: number;
  settlementDate: string;
  /** The original pacs.008's creation time (FedNow's usage guideline requires it). */
  createdAt?: Date;
  /** Its instruction id (RTP's: TCH's Request for Return of Funds names the transfer by it). */
  instructionId?: string;
}

/** camt.056: our request that the receiving bank send a settled transfer back. */
export interface CancellationRequest {
  assignmentId: string;
  caseId: string;
  createdAt: Date;
  /** Our participant (assigner and case creator) and the receiving bank (assignee). */
  assigner: string;
  assignee: string;
  cancellationId: string;
  original: OriginalTransfer;
  reason: RecallReason;
  additionalInfo: string | null;
}

/** camt.029: the receiving bank's answer to a recall. */
export interface RecallResolution {
  assignmentId: string;
  createdAt: Date;
  assigner: string;
  assignee: string;
  caseId: string;
  caseCreator: string;
  confirmation: (typeof INVESTIGATION_CONFIRMATIONS)[number];
  /** The original pacs.008's message id (ISO, FedNow); null in TCH's, which names the request it answers instead. */
  originalMessageId: string | null;
  /** The original pacs.008's creation time (FedNow's usage guideline requires it). */
  originalCreatedAt?: Date;
  /** Null in TCH's resolution, which carries neither the end-to-end id nor, necessarily, the UETR. */
  originalEndToEndId: string | null;
  originalUetr: string | null;
  /** TCH (RTP): the Request for Return of Funds (camt.056) this answers, by message id and creation time. */
  request?: { messageId: string; createdAt: Date };
  /** TCH: the amount the money will be sent back with (RsltnRltdInf) when it says IPAY. */
  returnedAmountCents?: number;
  status: CancellationStatus;
  reason: string | null;
  additionalInfo: string | null;
}

export function buildCamt056(c: CancellationRequest, envelope?: Envelope): string {
  if (rtpShaped(envelope)) {
    // TCH's Request for Return of Funds: members alone, the original group beside the transaction, which is named by
    // instruction, transaction and clearing system reference (TCH's reference of the transfer, which Payloft does not
    // keep: its instruction id stands for it) as well as end-to-end id and UETR.
    const instruction = c.original.instructionId;
    if (!instruction || !c.original.createdAt) throw new InvalidMessageError(['Undrlyg/TxInf/OrgnlInstrId: a TCH request for return of funds names the instruction']);
    const xml = build(
      'camt056',
      [
        'FIToFIPmtCxlReq',
        [
          ['Assgnmt', [['Id', c.assignmentId], ['Assgnr', [member('Agt', c.assigner)]], ['Assgne', [member('Agt', c.assignee)]], ['CreDtTm', dateTime(c.createdAt)]]],
          ['Case', [['Id', c.caseId], ['Cretr', [member('Agt', c.assigner)]]]],
          [
            'Undrlyg',
            [
              ['OrgnlGrpInfAndCxl', [['OrgnlMsgId', c.original.messageId], ['OrgnlMsgNmId', MESSAGE_VERSIONS.pacs008], ['OrgnlCreDtTm', dateTime(c.original.createdAt)]]],
              [
                'TxInf',
                [
                  ['OrgnlInstrId', instruction],
                  ['OrgnlEndToEndId', c.original.endToEndId],
                  ['OrgnlTxId', instruction],
                  ['OrgnlUETR', c.original.uetr],
                  ['OrgnlClrSysRef', instruction],
                  ['OrgnlIntrBkSttlmAmt', amountOf(c.original.amountCents), { Ccy: 'USD' }],
                  ['OrgnlIntrBkSttlmDt', c.original.settlementDate],
                  ['CxlRsnInf', [['Rsn', [['Cd', c.reason]]], c.additionalInfo ? ['AddtlInf', c.additionalInfo] : null]],
                ],
              ],
            ],
          ],
        ],
      ],
      envelope,
      { id: c.assignmentId, at: c.createdAt },
    );
    parseCamt056(xml);
    return xml;
  }
  const xml = build('camt056', [
    'FIToFIPmtCxlReq',
    [
      ['Assgnmt', [['Id', c.assignmentId], ['Assgnr', [agent('Agt', c.assigner)]], ['Assgne', [agent('Agt', c.assignee)]], ['CreDtTm', dateTime(c.createdAt)]]],
      ['Case', [['Id', c.caseId], ['Cretr', [agent('Agt', c.assigner)]]]],
      [
        'Undrlyg',
        [
          [
            'TxInf',
            [
              // FedNow's usage guideline has no cancellation id: the case is the request's reference.
              fedNowShaped(envelope) ? null : ['CxlId', c.cancellationId],
              ['OrgnlGrpInf', [['OrgnlMsgId', c.original.messageId], ['OrgnlMsgNmId', MESSAGE_VERSIONS.pacs008], c.original.createdAt ? ['OrgnlCreDtTm', dateTime(c.original.createdAt)] : null]],
              ['OrgnlEndToEndId', c.original.endToEndId],
              ['OrgnlUETR', c.original.uetr],
              ['OrgnlIntrBkSttlmAmt', amountOf(c.original.amountCents), { Ccy: 'USD' }],
              ['OrgnlIntrBkSttlmDt', c.original.settlementDate],
              ['CxlRsnInf', [['Rsn', [['Cd', c.reason]]], c.additionalInfo ? ['AddtlInf', c.additionalInfo] : null]],
            ],
          ],
        ],
      ],
    ],
  ], envelope, { id: c.assignmentId, at: c.createdAt });
  parseCamt056(xml);
  return xml;
}

export function buildCamt029(r: RecallResolution, envelope?: Envelope): string {
  if (rtpShaped(envelope)) {
    // TCH's Response to a Request for Return of Funds: IPAY (the money comes back as a new credit transfer), PECR or
    // RJCR with its reason, about the request it answers (its case, message id and time), the transfer by UETR.
    if (!r.request) throw new InvalidMessageError(['CxlDtls/OrgnlGrpInfAndSts/OrgnlMsgId: a TCH resolution names the request it answers']);
    const confirmation = r.status === 'ACCR' ? 'IPAY' : r.status === 'RJCR' ? 'RJCR' : 'PECR';
    const xml = build(
      'camt029',
      [
        'RsltnOfInvstgtn',
        [
          ['Assgnmt', [['Id', r.assignmentId], ['Assgnr', [member('Agt', r.assigner)]], ['Assgne', [member('Agt', r.assignee)]], ['CreDtTm', dateTime(r.createdAt)]]],
          ['Sts', [['Conf', confirmation]]],
          [
            'CxlDtls',
            [
              [
                'OrgnlGrpInfAndSts',
                [
                  ['RslvdCase', [['Id', r.caseId], ['Cretr', [member('Agt', r.caseCreator)]]]],
                  ['OrgnlMsgId', r.request.messageId],
                  ['OrgnlMsgNmId', MESSAGE_VERSIONS.camt056],
                  ['OrgnlCreDtTm', dateTime(r.request.createdAt)],
                  r.reason ? ['CxlStsRsnInf', [['Rsn', [['Cd', r.reason]]]]] : null,
                ],
              ],
              r.originalUetr || r.returnedAmountCents
                ? [
                    'TxInfAndSts',
                    [
                      r.originalUetr ? ['OrgnlUETR', r.originalUetr] : null,
                      r.returnedAmountCents ? ['RsltnRltdInf', [['IntrBkSttlmAmt', amountOf(r.returnedAmountCents), { Ccy: 'USD' }]]] : null,
                    ],
                  ]
                : null,
            ],
          ],
        ],
      ],
      envelope,
      { id: r.assignmentId, at: r.createdAt },
    );
    parseCamt029(xml);
    return xml;
  }
  const xml = build('camt029', [
    'RsltnOfInvstgtn',
    [
      ['Assgnmt', [['Id', r.assignmentId], ['Assgnr', [agent('Agt', r.assigner)]], ['Assgne', [agent('Agt', r.assignee)]], ['CreDtTm', dateTime(r.createdAt)]]],
      ['RslvdCase', [['Id', r.caseId], ['Cretr', [agent('Agt', r.caseCreator)]]]],
      ['Sts', [['Conf', r.confirmation]]],
      [
        'CxlDtls',
        [
          [
            'TxInfAndSts',
            [
              ['OrgnlGrpInf', [['OrgnlMsgId', r.originalMessageId ?? ''], ['OrgnlMsgNmId', MESSAGE_VERSIONS.pacs008], r.originalCreatedAt ? ['OrgnlCreDtTm', dateTime(r.originalCreatedAt)] : null]],
              ['OrgnlEndToEndId', r.originalEndToEndId ?? ''],
              ['OrgnlUETR', r.originalUetr ?? ''],
              // FedNow's usage guideline says the status once, in Sts/Conf.
              fedNowShaped(envelope) ? null : ['TxCxlSts', r.status],
              r.reason ? ['CxlStsRsnInf', [['Rsn', [['Cd', r.reason]]], r.additionalInfo ? ['AddtlInf', r.additionalInfo] : null]] : null,
            ],
          ],
        ],
      ],
    ],
  ], envelope, { id: r.assignmentId, at: r.createdAt });
  parseCamt029(xml);
  return xml;
}

const assignmentChecks = (r: Read): Problem[] => [
  ...checkText(r.text('Assgnmt/Id'), 35, 'Assgnmt/Id'),
  ...memberCheck(r, 'Assgnmt/Assgnr/Agt'),
  ...memberCheck(r, 'Assgnmt/Assgne/Agt'),
  ...checkDateTime(r.text('Assgnmt/CreDtTm'), 'Assgnmt/CreDtTm'),
];

export function parseCamt056(xml: string): CancellationRequest {
  const r = read(xml, 'camt056', CAMT056_RULES);
  const tx = 'Undrlyg/TxInf';
  // The original group inside the transaction (ISO, FedNow) or beside it (TCH's Request for Return of Funds).
  const og = r.text(`${tx}/OrgnlGrpInf/OrgnlMsgId`) !== null ? `${tx}/OrgnlGrpInf` : 'Undrlyg/OrgnlGrpInfAndCxl';
  const problems: Problem[] = [
    ...assignmentChecks(r),
    ...checkText(r.text('Case/Id'), 35, 'Case/Id'),
    ...memberCheck(r, 'Case/Cretr/Agt'),
    ...(r.text(`${tx}/CxlId`) === null ? [] : checkText(r.text(`${tx}/CxlId`), 35, `${tx}/CxlId`)),
    ...checkText(r.text(`${og}/OrgnlMsgId`), 35, `${og}/OrgnlMsgId`),
    ...(r.text(`${og}/OrgnlMsgNmId`) === MESSAGE_VERSIONS.pacs008 ? [] : [`${og}/OrgnlMsgNmId: must name pacs.008.001.08`]),
    ...checkText(r.text(`${tx}/OrgnlEndToEndId`), 35, `${tx}/OrgnlEndToEndId`),
    ...checkUetr(r.text(`${tx}/OrgnlUETR`), `${tx}/OrgnlUETR`),
    ...checkAmount(r.text(`${tx}/OrgnlIntrBkSttlmAmt`), r.attr(`${tx}/OrgnlIntrBkSttlmAmt`, 'Ccy'), `${tx}/OrgnlIntrBkSttlmAmt`),
    ...checkDate(r.text(`${tx}/OrgnlIntrBkSttlmDt`), `${tx}/OrgnlIntrBkSttlmDt`),
    ...checkCode(r.text(`${tx}/CxlRsnInf/Rsn/Cd`), RECALL_REASON_CODES, `${tx}/CxlRsnInf/Rsn/Cd`),
    ...(r.text(`${tx}/CxlRsnInf/AddtlInf`) === null ? [] : checkText(r.text(`${tx}/CxlRsnInf/AddtlInf`), 105, `${tx}/CxlRsnInf/AddtlInf`)),
    // The case is opened by the agent that assigns it: a request on someone else's case is not ours to make.
    ...(memberOf(r, 'Case/Cretr/Agt') === memberOf(r, 'Assgnmt/Assgnr/Agt') ? [] : ['Case/Cretr: must be the assigner']),
  ];
  return finish(problems, () => ({
    assignmentId: r.text('Assgnmt/Id')!,
    caseId: r.text('Case/Id')!,
    createdAt: new Date(r.text('Assgnmt/CreDtTm')!),
    assigner: memberOf(r, 'Assgnmt/Assgnr/Agt')!,
    assignee: memberOf(r, 'Assgnmt/Assgne/Agt')!,
    cancellationId: r.text(`${tx}/CxlId`) ?? r.text('Case/Id')!,
    original: {
      messageId: r.text(`${og}/OrgnlMsgId`)!,
      endToEndId: r.text(`${tx}/OrgnlEndToEndId`)!,
      uetr: r.text(`${tx}/OrgnlUETR`)!,
      amountCents: centsOf(r.text(`${tx}/OrgnlIntrBkSttlmAmt`)!),
      settlementDate: r.text(`${tx}/OrgnlIntrBkSttlmDt`)!,
      ...(r.text(`${og}/OrgnlCreDtTm`) ? { createdAt: new Date(r.text(`${og}/OrgnlCreDtTm`)!) } : {}),
      ...(r.text(`${tx}/OrgnlInstrId`) !== null ? { instructionId: r.text(`${tx}/OrgnlInstrId`)! } : {}),
    },
    reason: r.text(`${tx}/CxlRsnInf/Rsn/Cd`) as RecallReason,
    additionalInfo: r.text(`${tx}/CxlRsnInf/AddtlInf`),
  }));
}

export function parseCamt029(xml: string): RecallResolution {
  const r = read(xml, 'camt029', CAMT029_RULES);
  const tx = 'CxlDtls/TxInfAndSts';
  // TCH (RTP's answer to a Request for Return of Funds) names the request it answers, its case and the refusal's
  // reason in CxlDtls/OrgnlGrpInfAndSts; ISO and FedNow name the original transfer in the transaction.
  const group = 'CxlDtls/OrgnlGrpInfAndSts';
  const tch = r.text(`${group}/OrgnlMsgId`) !== null;
  const casePath = r.text('RslvdCase/Id') !== null || !tch ? 'RslvdCase' : `${group}/RslvdCase`;
  const confirmation = r.text('Sts/Conf');
  // Where the transaction's status is not given (FedNow, TCH), the investigation's confirmation says it.
  const status = r.text(`${tx}/TxCxlSts`) ?? (confirmation && Object.hasOwn(STATUS_OF_CONFIRMATION, confirmation) ? STATUS_OF_CONFIRMATION[confirmation as keyof typeof STATUS_OF_CONFIRMATION] : null);
  const reasonPath = r.text(`${tx}/CxlStsRsnInf/Rsn/Cd`) !== null || !tch ? `${tx}/CxlStsRsnInf` : `${group}/CxlStsRsnInf`;
  const reason = r.text(`${reasonPath}/Rsn/Cd`);
  const returned = r.text(`${tx}/RsltnRltdInf/IntrBkSttlmAmt`);
  const problems: Problem[] = [
    ...assignmentChecks(r),
    ...checkText(r.text(`${casePath}/Id`), 35, `${casePath}/Id`),
    ...memberCheck(r, `${casePath}/Cretr/Agt`),
    ...checkCode(confirmation, INVESTIGATION_CONFIRMATIONS, 'Sts/Conf'),
    ...(tch
      ? [
          ...checkText(r.text(`${group}/OrgnlMsgId`), 35, `${group}/OrgnlMsgId`),
          ...(r.text(`${group}/OrgnlMsgNmId`) === MESSAGE_VERSIONS.camt056 ? [] : [`${group}/OrgnlMsgNmId: must name camt.056.001.08`]),
          ...checkDateTime(r.text(`${group}/OrgnlCreDtTm`), `${group}/OrgnlCreDtTm`),
          ...(r.text(`${tx}/OrgnlUETR`) === null ? [] : checkUetr(r.text(`${tx}/OrgnlUETR`), `${tx}/OrgnlUETR`)),
          ...(returned === null ? [] : checkAmount(returned, r.attr(`${tx}/RsltnRltdInf/IntrBkSttlmAmt`, 'Ccy'), `${tx}/RsltnRltdInf/IntrBkSttlmAmt`)),
        ]
      : [
          ...checkText(r.text(`${tx}/OrgnlGrpInf/OrgnlMsgId`), 35, `${tx}/OrgnlGrpInf/OrgnlMsgId`),
          ...(r.text(`${tx}/OrgnlGrpInf/OrgnlMsgNmId`) === MESSAGE_VERSIONS.pacs008 ? [] : [`${tx}/OrgnlGrpInf/OrgnlMsgNmId: must name pacs.008.001.08`]),
          ...checkText(r.text(`${tx}/OrgnlEndToEndId`), 35, `${tx}/OrgnlEndToEndId`),
          ...checkUetr(r.text(`${tx}/OrgnlUETR`), `${tx}/OrgnlUETR`),
        ]),
    ...checkCode(status, CANCELLATION_STATUSES, `${tx}/TxCxlSts`),
  ];
  if (r.text(`${tx}/TxCxlSts`) !== null && status && (CANCELLATION_STATUSES as readonly string[]).includes(status) && confirmation !== CONFIRMATION_OF[status as CancellationStatus]) {
    problems.push(`Sts/Conf: ${confirmation ?? 'missing'} disagrees with ${tx}/TxCxlSts ${status}`);
  }
  // A refusal says why (FedNow's usage guideline makes the reason mandatory with RJCR); an acceptance carries none.
  if (status === 'RJCR' && reason === null) problems.push(`${reasonPath}/Rsn/Cd: required when the recall is refused (RJCR)`);
  if (status === 'ACCR' && reason !== null) problems.push(`${reasonPath}: not allowed when the recall is accepted`);
  if (reason !== null) problems.push(...checkReasonCode(reason, `${reasonPath}/Rsn/Cd`));
  const info = r.text(`${reasonPath}/AddtlInf`);
  if (info !== null) problems.push(...checkText(info, 105, `${reasonPath}/AddtlInf`));
  return finish(problems, () => ({
    assignmentId: r.text('Assgnmt/Id')!,
    createdAt: new Date(r.text('Assgnmt/CreDtTm')!),
    assigner: memberOf(r, 'Assgnmt/Assgnr/Agt')!,
    assignee: memberOf(r, 'Assgnmt/Assgne/Agt')!,
    caseId: r.text(`${casePath}/Id`)!,
    caseCreator: memberOf(r, `${casePath}/Cretr/Agt`)!,
    confirmation: confirmation as RecallResolution['confirmation'],
    originalMessageId: tch ? null : r.text(`${tx}/OrgnlGrpInf/OrgnlMsgId`)!,
    originalEndToEndId: r.text(`${tx}/OrgnlEndToEndId`),
    originalUetr: r.text(`${tx}/OrgnlUETR`),
    status: status as CancellationStatus,
    reason,
    additionalInfo: info,
    ...(r.text(`${tx}/OrgnlGrpInf/OrgnlCreDtTm`) ? { originalCreatedAt: new Date(r.text(`${tx}/OrgnlGrpInf/OrgnlCreDtTm`)!) } : {}),
    ...(tch ? { request: { messageId: r.text(`${group}/OrgnlMsgId`)!, createdAt: new Date(r.text(`${group}/OrgnlCreDtTm`)!) } } : {}),
    ...(returned !== null ? { returnedAmountCents: centsOf(returned) } : {}),
  }));
}
