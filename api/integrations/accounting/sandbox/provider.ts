/**
 * The accounting SANDBOX provider (local, dev, demo, tests): under `/sandbox/{slug}/` it answers the documented
 * endpoints each connector calls (OAuth consent page and token endpoint, then the system's own API paths) with the
 * sandbox books of ./data.ts. Codes and tokens are HMAC-signed and stateless, and the books' payments and first
 * answers live in the database (decision 077), so several service copies agree.
 */
import { decimalDollars } from '../../../../domain/money';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCOUNTING_SYSTEMS, type AccountingSystemKey } from '../../../../domain/accounting';
import type { Database } from '../../../db/client';
import { SANDBOX_CLIENT } from './client';
import { changedAfter, dollars, json, odataEquals, paymentAnswer, since, type ApiHandler } from './answers';
import { openSandboxBills, recordSandboxPayment, SANDBOX_COMPANIES, sandboxBillPayments, sandboxVendors } from './data';
import { quickBooksSandbox, quickBooksUnauthorized } from './quickbooks';
import { xeroSandbox, xeroUnauthorized } from './xero';

export interface SandboxOptions {
  /** Signs codes and tokens. */
  secret: string;
  /** Redirect URIs must start with this (the registered redirect, as every real provider insists). */
  webPublicUrl: string;
  /**
   * APP_ENV local: a loopback origin is registered too (localhost, 127.0.0.1, [::1]), as a developer registers both with
   * a real provider, since the callback follows the host the user is on there (webPublicUrlFor).
   */
  loopbackRegistered?: boolean;
  /** Where the sandbox keeps its books' payments and first answers (decision 077): shared by every copy. */
  db: Database;
}

type Claims = { kind: 'code' | 'access' | 'refresh'; system: AccountingSystemKey; companyId: string; exp: number; redirectUri?: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isRegisteredRedirect(redirectUri: string, options: SandboxOptions): boolean {
  if (redirectUri.startsWith(`${options.webPublicUrl}/`)) return true;
  if (!options.loopbackRegistered || !URL.canParse(redirectUri)) return false;
  const url = new URL(redirectUri);
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
}

function sign(claims: Claims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

function verify(token: string | null | undefined, secret: string, kind: Claims['kind'], system: AccountingSystemKey): Claims | null {
  const [body, mac] = (token ?? '').split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Claims;
  return claims.kind === kind && claims.system === system && claims.exp > Date.now() ? claims : null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function consentPage(systemName: string, params: URLSearchParams, companies: { id: string; name: string }[], error?: string): Response {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type']
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params.get(k) ?? '')}">`)
    .join('');
  const options = companies.map((c, i) => `<option value="${escapeHtml(c.id)}"${i === 0 ? ' selected' : ''}>${escapeHtml(c.name)}</option>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Connect to ${escapeHtml(systemName)} (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}button{font-size:1rem;padding:.5rem 1rem;margin-right:.5rem}select{font-size:1rem;padding:.25rem}.note{background:#fff4e5;padding:.75rem;border-radius:4px}</style></head>
<body><main><h1>Connect Payloft to ${escapeHtml(systemName)}</h1>
<p class="note">This is the ${escapeHtml(systemName)} <strong>sandbox</strong> served by Payloft's own services: no real accounting system is reached.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<p>Payloft asks to read your vendors and bills and to record bill payments.</p>
<form method="post">${hidden}<p><label for="company">Company</label><br><select id="company" name="company">${options}</select></p>
<button type="submit" name="decision" value="allow">Connect</button><button type="submit" name="decision" value="deny">Cancel</button></form></main></body></html>`;
  return new Response(html, { status: error ? 400 : 200, headers: { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' } });
}

function clientOf(request: Request, form: URLSearchParams): { id: string; secret: string } {
  const basic = /^Basic (.+)$/i.exec(request.headers.get('authorization') ?? '');
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic[1]!, 'base64').toString().split(':');
    return { id, secret };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

const TOKEN_TTL_S = 3600;
const REFRESH_TTL_S = 100 * 86_400;

/** Handles a `/sandbox/...` request; null when the path is not the sandbox's. */
export async function handleSandbox(request: Request, options: SandboxOptions): Promise<Response | null> {
  const url = new URL(request.url);
  const match = /^\/sandbox\/([a-z-]+)(\/.*)$/.exec(url.pathname);
  if (!match) return null;
  const system = ACCOUNTING_SYSTEMS.find((s) => s.slug === match[1]);
  if (!system) return json(404, { error: 'Unknown sandbox system' });
  const key = system.key;
  const rest = match[2]!;

  if (rest === '/oauth/authorize') {
    const params = request.method === 'POST' ? new URLSearchParams(await request.text()) : url.searchParams;
    const redirectUri = params.get('redirect_uri') ?? '';
    const companies = SANDBOX_COMPANIES[key];
    if (params.get('client_id') !== SANDBOX_CLIENT.clientId || params.get('response_type') !== 'code') return consentPage(system.name, params, companies, 'Unknown client or response type.');
    if (!isRegisteredRedirect(redirectUri, options)) return consentPage(system.name, params, companies, 'The redirect address is not registered for this client.');
    if (request.method !== 'POST') return consentPage(system.name, params, companies);
    const back = new URL(redirectUri);
    back.searchParams.set('state', params.get('state') ?? '');
    if (params.get('decision') !== 'allow') back.searchParams.set('error', 'access_denied');
    else {
      const company = companies.find((c) => c.id === params.get('company')) ?? companies[0]!;
      back.searchParams.set('code', sign({ kind: 'code', system: key, companyId: company.id, redirectUri, exp: Date.now() + 600_000 }, options.secret));
      if (key === 'quickBooks') back.searchParams.set('realmId', company.id);
    }
    return new Response(null, { status: 303, headers: { location: back.toString() } });
  }

  if (rest === '/oauth/token' && request.method === 'POST') {
    const form = new URLSearchParams(await request.text());
    const client = clientOf(request, form);
    if (client.id !== SANDBOX_CLIENT.clientId || client.secret !== SANDBOX_CLIENT.clientSecret) return json(401, { error: 'invalid_client' });
    let companyId: string;
    if (form.get('grant_type') === 'authorization_code') {
      const code = verify(form.get('code'), options.secret, 'code', key);
      if (!code || code.redirectUri !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
      companyId = code.companyId;
    } else if (form.get('grant_type') === 'refresh_token') {
      const refresh = verify(form.get('refresh_token'), options.secret, 'refresh', key);
      if (!refresh) return json(400, { error: 'invalid_grant' });
      companyId = refresh.companyId;
    } else return json(400, { error: 'unsupported_grant_type' });
    const now = Date.now();
    return json(200, {
      access_token: sign({ kind: 'access', system: key, companyId, exp: now + TOKEN_TTL_S * 1000 }, options.secret),
      refresh_token: sign({ kind: 'refresh', system: key, companyId, exp: now + REFRESH_TTL_S * 1000 }, options.secret),
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_S,
      ...(key === 'cdr' ? { company_id: companyId } : {}),
      // Intuit says how long the refresh token lasts (100 days), as its token endpoint does.
      ...(key === 'quickBooks' ? { x_refresh_token_expires_in: REFRESH_TTL_S } : {}),
    });
  }

  if (!rest.startsWith('/api/')) return json(404, { error: 'Not found' });
  const bearer = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const access = verify(bearer, options.secret, 'access', key);
  if (!access) return key === 'xero' ? xeroUnauthorized() : key === 'quickBooks' ? quickBooksUnauthorized() : json(401, { error: 'invalid_token' });
  const body = request.method === 'GET' ? null : ((await request.json().catch(() => null)) as Record<string, unknown> | null);
  return API_HANDLERS[key](options.db, rest.slice(4), url, request, access.companyId, body);
}

const API_HANDLERS: Record<AccountingSystemKey, ApiHandler> = {
  quickBooks: quickBooksSandbox,
  xero: xeroSandbox,

  async sage(db, path, url, request, business, body) {
    if (path === '/v3.1/businesses') return json(200, { $items: SANDBOX_COMPANIES.sage.filter((c) => c.id === business).map((c) => ({ id: c.id, displayed_as: c.name })) });
    if (request.headers.get('x-business') !== business) return json(403, [{ $severity: 'error', $message: 'Wrong business' }]);
    if (path === '/v3.1/contacts') {
      const $items = changedAfter(sandboxVendors('sage', business), since(url.searchParams.get('updated_or_created_since'))).map((v) => ({
        id: v.id,
        name: v.name,
        email: v.email,
        main_address: { address_line_1: v.address, city: v.city, region: v.state, postal_code: v.zipcode },
        bank_account_details: v.bank ? { account_name: v.name, account_number: v.bank.accountNumber, sort_code: v.bank.routingNumber } : null,
        updated_at: v.updatedAt.toISOString(),
      }));
      return json(200, { $total: $items.length, $items });
    }
    if (path === '/v3.1/purchase_invoices') {
      const $items = (await openSandboxBills(db, 'sage', business)).map((b) => ({ id: b.id, vendor_reference: b.number, contact: { id: b.vendorId }, due_date: b.dueDate, outstanding_amount: decimalDollars(b.balance), total_amount: decimalDollars(b.total), currency: { id: b.currency } }));
      return json(200, { $total: $items.length, $items });
    }
    if (path === '/v3.1/contact_payments' && request.method === 'GET') {
      const contact = url.searchParams.get('contact_id');
      const $items = (await sandboxBillPayments(db, 'sage', business))
        .filter((p) => !contact || p.vendorId === contact)
        .map((p) => ({ id: p.id, reference: p.reference, contact: { id: p.vendorId }, total_amount: decimalDollars(p.amount), transaction_type: { id: 'VENDOR_PAYMENT' } }));
      return json(200, { $total: $items.length, $items });
    }
    if (path === '/v3.1/contact_payments' && request.method === 'POST') {
      const p = body?.contact_payment as { reference?: string; allocated_artefacts?: { artefact_id: string; amount: number }[] } | undefined;
      const a = p?.allocated_artefacts?.[0];
      if (!a) return json(422, [{ $message: 'allocated_artefacts required' }]);
      return paymentAnswer(await recordSandboxPayment(db, 'sage', business, a.artefact_id, Math.round(a.amount * 100), p?.reference ?? ''), (id) => ({ id, reference: p?.reference, transaction_type: { id: 'VENDOR_PAYMENT' } }));
    }
    return json(404, [{ $message: 'Not found' }]);
  },

  async acumatica(db, path, url, request, tenant, body) {
    const entity = '/entity/Default/22.200.001';
    const v = (value: unknown) => ({ value });
    if (path === `${entity}/Vendor`) {
      const after = /datetimeoffset'([^']+)'/.exec(url.searchParams.get('$filter') ?? '')?.[1];
      return json(
        200,
        changedAfter(sandboxVendors('acumatica', tenant), since(after)).map((x) => ({
          id: x.id,
          VendorID: v(x.id),
          VendorName: v(x.name),
          MainContact: { Email: v(x.email), Address: { AddressLine1: v(x.address), City: v(x.city), State: v(x.state), PostalCode: v(x.zipcode) } },
          LastModifiedDateTime: v(x.updatedAt.toISOString()),
        })),
      );
    }
    if (path === `${entity}/Bill`) {
      return json(200, (await openSandboxBills(db, 'acumatica', tenant)).map((b) => ({ id: b.id, Type: v('Bill'), ReferenceNbr: v(b.id), Vendor: v(b.vendorId), DueDate: v(`${b.dueDate}T00:00:00+00:00`), Balance: v(dollars(b.balance)), Amount: v(dollars(b.total)), CurrencyID: v(b.currency), Status: v('Open'), Description: v(b.number) })));
    }
    if (path === `${entity}/Check` && request.method === 'GET') {
      const description = odataEquals(url.searchParams.get('$filter'), 'Description');
      const checks = (await sandboxBillPayments(db, 'acumatica', tenant)).filter((p) => description === null || p.reference === description);
      return json(200, checks.map((p) => ({ id: p.id, ReferenceNbr: v(p.id), Type: v('Payment'), Description: v(p.reference), PaymentAmount: v(dollars(p.amount)) })));
    }
    if (path === `${entity}/Check` && request.method === 'PUT') {
      const d = (body?.Details as { ReferenceNbr: { value: string }; AmountPaid: { value: number } }[] | undefined)?.[0];
      if (!d) return json(400, { message: 'Details required' });
      const description = String((body?.Description as { value?: string } | undefined)?.value ?? '');
      return paymentAnswer(await recordSandboxPayment(db, 'acumatica', tenant, d.ReferenceNbr.value, Math.round(d.AmountPaid.value * 100), description), (id) => ({ id, ReferenceNbr: v(id), Type: v('Payment'), Description: v(description) }));
    }
    return json(404, { message: 'Not found' });
  },

  async msBusinessCentral(db, path, url, request, companyId, body) {
    if (path === '/companies') return json(200, { value: SANDBOX_COMPANIES.msBusinessCentral.filter((c) => c.id === companyId).map((c) => ({ id: c.id, name: c.name, displayName: c.name })) });
    const m = /^\/companies\(([^)]+)\)(\/.*)$/.exec(path);
    if (!m || m[1] !== companyId) return json(403, { error: { code: 'Forbidden', message: 'Wrong company' } });
    const sub = m[2]!;
    if (sub === '/vendors') {
      const after = /lastModifiedDateTime gt (\S+)/.exec(url.searchParams.get('$filter') ?? '')?.[1];
      const value = changedAfter(sandboxVendors('msBusinessCentral', companyId), since(after)).map((x, i) => ({ id: x.id, number: `V${10000 + i * 10}`, displayName: x.name, email: x.email, addressLine1: x.address, city: x.city, state: x.state, postalCode: x.zipcode, lastModifiedDateTime: x.updatedAt.toISOString() }));
      return json(200, { value });
    }
    if (sub === '/purchaseInvoices') {
      return json(200, { value: (await openSandboxBills(db, 'msBusinessCentral', companyId)).map((b) => ({ id: b.id, number: b.number, vendorId: b.vendorId, dueDate: b.dueDate, totalAmountIncludingTax: dollars(b.balance), currencyCode: b.currency, status: 'Open' })) });
    }
    if (sub === '/vendorPaymentJournals') return json(200, { value: [{ id: 'f91409ba-1fcf-4bd3-8a8c-9f7a0f8a0b01', code: 'PAYMENT', displayName: 'Payment Journal' }] });
    if (/^\/vendorPaymentJournals\([^)]+\)\/vendorPayments$/.test(sub) && request.method === 'GET') {
      const description = odataEquals(url.searchParams.get('$filter'), 'description');
      const value = (await sandboxBillPayments(db, 'msBusinessCentral', companyId))
        .filter((p) => description === null || p.reference === description)
        .map((p) => ({ id: p.id, vendorId: p.vendorId, amount: dollars(p.amount), appliesToInvoiceId: p.billId, description: p.reference }));
      return json(200, { value });
    }
    if (/^\/vendorPaymentJournals\([^)]+\)\/vendorPayments$/.test(sub) && request.method === 'POST') {
      const invoice = String(body?.appliesToInvoiceId ?? '');
      const description = String(body?.description ?? '');
      return paymentAnswer(await recordSandboxPayment(db, 'msBusinessCentral', companyId, invoice, Math.round(Number(body?.amount ?? 0) * 100), description), (id) => ({ id, amount: body?.amount, appliesToInvoiceId: invoice, description }));
    }
    return json(404, { error: { code: 'NotFound', message: 'Not found' } });
  },

  async cdr(db, path, url, request, companyId, body) {
    if (path === '/api/v1/vendors') {
      const vendors = changedAfter(sandboxVendors('cdr', companyId), since(url.searchParams.get('updatedSince'))).map((x) => ({
        id: x.id,
        name: x.name,
        email: x.email,
        address: { line1: x.address, city: x.city, state: x.state, zip: x.zipcode },
        bank: x.bank ? { routingNumber: x.bank.routingNumber, accountNumber: x.bank.accountNumber, bankName: x.bank.bankName, holder: x.name } : null,
        updatedAt: x.updatedAt.toISOString(),
      }));
      return json(200, { vendors });
    }
    if (path === '/api/v1/bills') return json(200, { bills: (await openSandboxBills(db, 'cdr', companyId)).map((b) => ({ id: b.id, number: b.number, vendorId: b.vendorId, dueDate: b.dueDate, openAmountCents: b.balance, currency: b.currency })) });
    if (path === '/api/v1/bill-payments' && request.method === 'GET') {
      const reference = url.searchParams.get('reference');
      const billPayments = (await sandboxBillPayments(db, 'cdr', companyId))
        .filter((p) => reference === null || p.reference === reference)
        .map((p) => ({ id: p.id, billId: p.billId, vendorId: p.vendorId, amountCents: p.amount, reference: p.reference }));
      return json(200, { billPayments });
    }
    if (path === '/api/v1/bill-payments' && request.method === 'POST') {
      const reference = String(body?.reference ?? '');
      return paymentAnswer(await recordSandboxPayment(db, 'cdr', companyId, String(body?.billId ?? ''), Number(body?.amountCents ?? 0), reference), (id) => ({ id, reference }));
    }
    return json(404, { error: 'Not found' });
  },
};
