/** Public API rules without a database: idempotency decisions, problem details mapping, Standard Webhooks signing of a known payload. */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../domain/errors';
import { apiError, validationError } from '../../api/lib/errors';
import { canonicalJson, decideIdempotency, requestFingerprint } from '../../api/public-api/idempotency';
import { problemFromError, problemOf, ProblemError } from '../../api/public-api/problem';
import { signDelivery, verifyDelivery } from '../../api/webhooks/signing';
import { eventOfTransition } from '../../api/modules/payments/webhook-events';
import { webhookBackoffMs } from '../../api/webhooks/deliver';
import { buildOpenApiDocument } from '../../api/public-api/openapi';

describe('idempotency rules', () => {
  const fp = requestFingerprint('POST', '/api/v1/payments', { amount: '100', vendorId: 'v' });
  it('sees the same body in another key order as the same request, and another body as another', () => {
    expect(requestFingerprint('post', '/api/v1/payments', { vendorId: 'v', amount: '100' })).toBe(fp);
    expect(requestFingerprint('POST', '/api/v1/payments', { vendorId: 'v', amount: '101' })).not.toBe(fp);
    expect(requestFingerprint('POST', '/api/v1/vendors', { vendorId: 'v', amount: '100' })).not.toBe(fp);
    expect(canonicalJson({ b: [2, { d: 1, c: 0 }], a: null })).toBe('{"a":null,"b":[2,{"c":0,"d":1}]}');
  });

  it('executes a free key, replays a finished one, refuses another body and a key in progress', () => {
    expect(decideIdempotency(null, fp)).toEqual({ action: 'execute' });
    expect(decideIdempotency({ fingerprint: fp, responseStatus: 201, responseBody: { id: 1 } }, fp)).toEqual({ action: 'replay', status: 201, body: { id: 1 } });
    expect(decideIdempotency({ fingerprint: 'other', responseStatus: 201, responseBody: {} }, fp)).toEqual({ action: 'conflict' });
    expect(decideIdempotency({ fingerprint: fp, responseStatus: null, responseBody: null }, fp)).toEqual({ action: 'inProgress' });
  });
});

describe('problem details', () => {
  it('maps the services’ typed errors to RFC 9457 problems with the error code as type', () => {
    expect(problemFromError(validationError('Please fill the form correctly.', { amount: 'Required' }))!.problem).toEqual({
      type: ErrorCodes.validation,
      title: 'The request is not valid',
      status: 400,
      detail: 'Please fill the form correctly.',
      errors: { amount: 'Required' },
    });
    expect(problemFromError(apiError(ErrorCodes.requestDuplicated, 'dup'))!.problem.status).toBe(409);
    expect(problemFromError(apiError(ErrorCodes.notFound, 'Vendor not found'))!.problem).toMatchObject({ status: 404, type: ErrorCodes.notFound });
    expect(problemFromError(new ProblemError(ErrorCodes.rateLimited, 'slow', undefined, { 'retry-after': '5' }))).toMatchObject({ problem: { status: 429 }, headers: { 'retry-after': '5' } });
  });

  it('leaves unexpected errors unmapped, and an unknown code is a bare 500', () => {
    expect(problemFromError(new Error('boom'))).toBeNull();
    expect(problemOf('nope')).toEqual({ type: 'internalServerError', title: 'Internal server error', status: 500 });
  });
});

describe('webhook signatures', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  it('signs a known payload as the Standard Webhooks reference does', () => {
    const at = new Date(1614265330 * 1000);
    const headers = signDelivery(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', at, '{"test": 2432232314}');
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
    expect(new Webhook(secret).sign('msg_p5jXN8AQM9LWM0D4loKWxJek', at, '{"test": 2432232314}')).toBe(headers['webhook-signature']);
  });

  it('verifies a fresh delivery and refuses a tampered one', () => {
    const body = JSON.stringify({ type: 'payment.succeeded', data: { amount: '100' } });
    const headers = signDelivery(secret, 'msg_1', new Date(), body);
    expect(verifyDelivery(secret, body, { ...headers })).toMatchObject({ type: 'payment.succeeded' });
    expect(() => verifyDelivery(secret, body.replace('100', '900'), { ...headers })).toThrow();
  });
});

describe('webhook events and retries', () => {
  it('names the event of each state change', () => {
    expect(['created', 'scheduled', 'processing', 'success', 'error', 'canceled'].map((s) => eventOfTransition(s as never))).toEqual([
      'payment.created',
      'payment.approved',
      'payment.processing',
      'payment.succeeded',
      'payment.failed',
      'payment.canceled',
    ]);
    expect(eventOfTransition('pendingApproval')).toBeNull();
  });

  it('backs off exponentially to 10 hours, which spreads the attempts over the 3-day window', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(webhookBackoffMs)).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 36_000_000]);
  });
});

describe('the OpenAPI document', () => {
  /** Every schema object of the document, wherever it sits. */
  const schemasIn = (node: unknown): Record<string, unknown>[] =>
    Array.isArray(node) ? node.flatMap(schemasIn) : node && typeof node === 'object' ? [node as Record<string, unknown>, ...Object.values(node).flatMap(schemasIn)] : [];

  it('puts null in the enum of every schema that admits null, so a validator and a generated client accept null', () => {
    const nullableEnums = schemasIn(buildOpenApiDocument()).filter((s) => Array.isArray(s.enum) && Array.isArray(s.type) && s.type.includes('null'));
    expect(nullableEnums.length).toBeGreaterThan(0);
    for (const schema of nullableEnums) expect(schema.enum).toContain(null);
    expect((buildOpenApiDocument().components!.schemas!.Payment as { properties: Record<string, unknown> }).properties.collectionType).toMatchObject({ type: ['string', 'null'], enum: expect.arrayContaining([null, 'instantCollection']) });
  });

  it('describes every tag and carries a licence (Redocly recommended rules)', () => {
    const document = buildOpenApiDocument();
    expect(document.tags!.every((tag) => tag.description)).toBe(true);
    expect(document.info.license).toMatchObject({ name: expect.any(String), identifier: expect.any(String) });
  });
});
