/**
 * U.S. Bank's ACH Originations API as we could read it (decision 071): the shapes the connector sends and reads, and
 * the sandbox and the contract test check. Each field says where it comes from:
 * - [portal] U.S. Bank's developer portal (developer.usbank.com): the "ACH Originations v1.1 Sandbox API" Postman
 *   collection (token request, the Initiate ACH headers and the request's opening fields) and the API library's search
 *   excerpt of the Initiate request (`POST /v1/transactions/domestic`, `transaction.clientDetails.clientID`,
 *   `clientRequestID`, `requestorDetails.companyName`, a response `achDetails` object).
 * - [rfc6749] OAuth 2.0's client-credentials grant (RFC 6749 §4.4, §5.1, §5.2), which the collection's token call is.
 * - [assumed] Not in the public pages we could read (the full reference is behind the portal's sign-in): written from
 *   the portal's names where there are some, to be checked against the reference before a first live payment.
 */
import { z } from 'zod';

/** [portal] The token path under the token host; [rfc6749] form body `grant_type=client_credentials`, Basic client auth. */
export const TOKEN_PATH = '/auth/oauth2/v1/token';
/** [portal] Initiate ACH. [assumed] Retrieve one by its clientRequestID below it. */
export const TRANSACTIONS_PATH = '/v1/transactions/domestic';

/** [portal] Headers of every API call: a fresh Correlation-ID (a GUID) and, on the initiate call, an Idempotency-Key. */
export const requestHeadersSchema = z.object({
  authorization: z.string().regex(/^Bearer \S+$/),
  'content-type': z.string().startsWith('application/json'),
  accept: z.string().startsWith('application/json'),
  'correlation-id': z.string().uuid(),
});
export const initiateHeadersSchema = requestHeadersSchema.extend({ 'idempotency-key': z.string().min(1).max(64) });

/** [portal] + [rfc6749] The token request. */
export const tokenRequestHeadersSchema = z.object({
  authorization: z.string().regex(/^Basic [A-Za-z0-9+/]+=*$/),
  'content-type': z.string().startsWith('application/x-www-form-urlencoded'),
  'correlation-id': z.string().uuid(),
});
export const tokenRequestBodySchema = z.object({ grant_type: z.literal('client_credentials') });
/** [rfc6749 §5.1] */
export const tokenResponseSchema = z.object({ access_token: z.string().min(1), token_type: z.string().regex(/^bearer$/i), expires_in: z.coerce.number().int().positive() });
/** [rfc6749 §5.2] */
export const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

const money = z.string().regex(/^\d{1,13}\.\d{2}$/);

/** The Initiate ACH body. */
export const initiateRequestSchema = z
  .object({
    transaction: z
      .object({
        /** [portal] */
        clientDetails: z.object({ clientID: z.string().min(1), clientRequestID: z.string().min(1).max(64) }).strict(),
        /** [portal] companyName; [assumed] companyID (the ACH company id the bank gave the originator). */
        requestorDetails: z.object({ companyName: z.string().min(1).max(16), companyID: z.string().min(1).max(10) }).strict(),
        /** [assumed] */
        receiverDetails: z
          .object({
            name: z.string().min(1).max(22),
            routingNumber: z.string().regex(/^\d{9}$/),
            accountNumber: z.string().regex(/^[0-9A-Za-z]{1,17}$/),
            accountType: z.enum(['CHECKING', 'SAVINGS']),
          })
          .strict(),
        /** [portal] the object's name (achDetails); [assumed] its fields. */
        achDetails: z
          .object({
            transactionType: z.enum(['CREDIT', 'DEBIT']),
            amount: money,
            standardEntryClassCode: z.enum(['CCD', 'PPD', 'WEB']),
            sameDay: z.boolean(),
            effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            description: z.string().max(80).optional(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();
export type InitiateRequest = z.infer<typeof initiateRequestSchema>;

/** [assumed] The statuses a transaction goes through. */
export const TRANSACTION_STATUSES = ['RECEIVED', 'ACCEPTED', 'PROCESSED', 'SETTLED', 'RETURNED', 'REJECTED', 'CANCELLED'] as const;

/** [assumed] The answer to Initiate (201) and to Retrieve (200). */
export const transactionResponseSchema = z.object({
  transaction: z.object({
    transactionID: z.string().min(1),
    clientRequestID: z.string().min(1),
    transactionStatus: z.enum(TRANSACTION_STATUSES),
    statusReason: z.string().optional(),
    returnDetails: z.object({ returnCode: z.string().regex(/^R\d{2}$/), returnReason: z.string() }).optional(),
    achDetails: z.object({ amount: money, effectiveDate: z.string() }).passthrough(),
  }),
});
export type TransactionResponse = z.infer<typeof transactionResponseSchema>;

/** [assumed] Errors (400, 401, 404, 409, 422, 5xx). */
export const errorResponseSchema = z.object({ errors: z.array(z.object({ code: z.string(), message: z.string() })).min(1) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
