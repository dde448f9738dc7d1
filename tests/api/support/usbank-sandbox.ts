/**
 * A stand-in for U.S. Bank's ACH Originations API on 127.0.0.1 (decision 071): it checks every request against the
 * shapes in api/rails/usbank/shapes.ts and answers in them, keeps transactions per client, honours Idempotency-Key
 * (the same key and body: the first answer; the same key with another body: 409), and has hooks for faults.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  initiateHeadersSchema,
  initiateRequestSchema,
  requestHeadersSchema,
  TOKEN_PATH,
  tokenRequestBodySchema,
  tokenRequestHeadersSchema,
  TRANSACTIONS_PATH,
  transactionResponseSchema,
  type InitiateRequest,
  type TransactionResponse,
} from '../../../api/rails/usbank/shapes';

type Status = TransactionResponse['transaction']['transactionStatus'];

export interface SandboxTransaction {
  transactionID: string;
  clientID: string;
  idempotencyKey: string;
  bodyHash: string;
  request: InitiateRequest;
  status: Status;
  returnDetails?: { returnCode: string; returnReason: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

/** Receiving accounts with a fixed fate, like the sandbox rail's (README, "Sandboxes"). */
export const USBANK_SANDBOX_ACCOUNTS = { returnsR01: '000000000001', rejected: '000000000009' } as const;

export interface UsBankSandbox {
  url: string;
  requests: RecordedRequest[];
  transactions: Map<string, SandboxTransaction>;
  /** The next n calls to a path answer this status (a 503, say) without doing anything. */
  failNext(path: 'token' | 'initiate' | 'status', status: number, n?: number): void;
  /** The next initiate is taken and stored, then the connection is dropped before the answer. */
  dropAfterNextInitiate(): void;
  /** Every token issued so far stops working (as when they expire). */
  expireTokens(): void;
  /** The bank's end of day: accepted transactions settle (or are returned, for the R01 account). */
  settle(): void;
  close(): Promise<void>;
}

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
const problem = (status: number, code: string, message: string) => json(status, { errors: [{ code, message }] });
const lower = (req: IncomingMessage) => Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : (v ?? '')]));

export async function startUsBankSandbox(clients: Record<string, string>): Promise<UsBankSandbox> {
  const tokens = new Map<string, string>(); // token -> clientID
  const transactions = new Map<string, SandboxTransaction>(); // clientRequestID -> transaction
  const requests: RecordedRequest[] = [];
  const failures: Record<string, number[]> = { token: [], initiate: [], status: [] };
  let dropNext = false;

  const view = (t: SandboxTransaction): TransactionResponse => {
    const body: TransactionResponse = {
      transaction: {
        transactionID: t.transactionID,
        clientRequestID: t.request.transaction.clientDetails.clientRequestID,
        transactionStatus: t.status,
        ...(t.returnDetails && { returnDetails: t.returnDetails }),
        ...(t.status === 'REJECTED' && { statusReason: 'Receiver account is closed' }),
        achDetails: { amount: t.request.transaction.achDetails.amount, effectiveDate: t.request.transaction.achDetails.effectiveDate },
      },
    };
    // The sandbox answers only in the published shape: a slip here fails the test that made it.
    return transactionResponseSchema.parse(body);
  };

  const clientOf = (headers: Record<string, string>) => {
    const token = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
    return token ? tokens.get(token) : undefined;
  };

  function handle(method: string, path: string, headers: Record<string, string>, raw: string): { status: number; body: string; drop?: boolean } {
    if (method === 'POST' && path === TOKEN_PATH) {
      const failed = failures.token.shift();
      if (failed) return problem(failed, 'unavailable', 'Try again later');
      if (!tokenRequestHeadersSchema.safeParse(headers).success) return json(400, { error: 'invalid_request' });
      const form = Object.fromEntries(new URLSearchParams(raw));
      if (!tokenRequestBodySchema.safeParse(form).success) return json(400, { error: 'unsupported_grant_type' });
      const [id, secret] = Buffer.from(headers.authorization.slice('Basic '.length), 'base64').toString().split(':');
      if (!id || clients[id] === undefined || clients[id] !== secret) return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      const token = randomUUID().replace(/-/g, '');
      tokens.set(token, id);
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3599 });
    }
    if (method === 'POST' && path === TRANSACTIONS_PATH) {
      const failed = failures.initiate.shift();
      if (failed) return problem(failed, 'unavailable', 'Try again later');
      const clientID = clientOf(headers);
      if (!clientID) return problem(401, 'invalid_token', 'The access token is missing, expired or unknown');
      const h = initiateHeadersSchema.safeParse(headers);
      if (!h.success) return problem(400, 'invalid_headers', h.error.issues.map((i) => i.path.join('.')).join(', '));
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return problem(400, 'invalid_json', 'The body is not JSON');
      }
      const body = initiateRequestSchema.safeParse(parsed);
      if (!body.success) return problem(400, 'invalid_request', body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      if (body.data.transaction.clientDetails.clientID !== clientID) return problem(403, 'client_mismatch', 'clientID is not the client of the access token');
      const bodyHash = createHash('sha256').update(raw).digest('hex');
      const requestId = body.data.transaction.clientDetails.clientRequestID;
      const existing = [...transactions.values()].find((t) => t.clientID === clientID && t.idempotencyKey === h.data['idempotency-key']);
      if (existing) {
        if (existing.bodyHash !== bodyHash) return problem(409, 'idempotency_conflict', 'The Idempotency-Key was used with another request');
        return json(201, view(existing));
      }
      if (transactions.has(requestId)) return problem(409, 'duplicate_request', 'clientRequestID was used before');
      if (body.data.transaction.receiverDetails.accountNumber === USBANK_SANDBOX_ACCOUNTS.rejected) {
        return problem(422, 'account_closed', 'The receiver account is closed');
      }
      const t: SandboxTransaction = { transactionID: `ACH${randomUUID().slice(0, 8).toUpperCase()}`, clientID, idempotencyKey: h.data['idempotency-key'], bodyHash, request: body.data, status: 'ACCEPTED' };
      transactions.set(requestId, t);
      const drop = dropNext;
      dropNext = false;
      return { ...json(201, view(t)), drop };
    }
    if (method === 'GET' && path.startsWith(`${TRANSACTIONS_PATH}/`)) {
      const failed = failures.status.shift();
      if (failed) return problem(failed, 'unavailable', 'Try again later');
      const clientID = clientOf(headers);
      if (!clientID) return problem(401, 'invalid_token', 'The access token is missing, expired or unknown');
      if (!requestHeadersSchema.safeParse(headers).success) return problem(400, 'invalid_headers', 'Missing headers');
      const t = transactions.get(decodeURIComponent(path.slice(TRANSACTIONS_PATH.length + 1)));
      // Another client's transaction does not exist for this one.
      if (!t || t.clientID !== clientID) return problem(404, 'not_found', 'No such transaction');
      return json(200, view(t));
    }
    return problem(404, 'not_found', 'No such resource');
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = lower(req);
      const path = (req.url ?? '/').split('?')[0];
      const answer = handle(req.method ?? 'GET', path, headers, raw);
      requests.push({ method: req.method ?? 'GET', path, headers, body: raw, status: answer.status });
      if (answer.drop) {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    transactions,
    failNext: (path, status, n = 1) => failures[path].push(...Array.from({ length: n }, () => status)),
    dropAfterNextInitiate: () => {
      dropNext = true;
    },
    expireTokens: () => tokens.clear(),
    settle: () => {
      for (const t of transactions.values()) {
        if (t.status !== 'ACCEPTED') continue;
        if (t.request.transaction.receiverDetails.accountNumber === USBANK_SANDBOX_ACCOUNTS.returnsR01) {
          t.status = 'RETURNED';
          t.returnDetails = { returnCode: 'R01', returnReason: 'Insufficient Funds' };
        } else t.status = 'SETTLED';
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
