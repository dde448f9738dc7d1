/**
 * `GET /bo/setup/bank-account/bank-name?routingNumber=`: the bank of a routing number as the financial-institution
 * directory knows it ({ bankName } or { bankName: null }), for the bank-account form's hint while typing (JavaScript
 * on). Access is the Bank Account page's.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { bankNameOfRoutingNumber } from '../../features/setup/directory.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';

const PAGE_PATH = '/bo/setup/bank-account';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  withServiceBanner(async () => {
    await requireViewer(new Request(new URL(PAGE_PATH, request.url), { headers: request.headers }), context);
    const routingNumber = new URL(request.url).searchParams.get('routingNumber')?.trim() ?? '';
    return Response.json({ bankName: await bankNameOfRoutingNumber(context, routingNumber) }, { headers: { 'cache-control': 'no-store' } });
  });
