/**
 * `/pa/errors` (admin): everything that went wrong, in one list: failed payments with their return code, jobs out of
 * retries, failed report exports, undelivered e-mails, items awaiting review and unexpected server errors (request id
 * only). Filters, page and the "Mark resolved" panel are URL state, so every view is a bookmark and works without
 * JavaScript; "Retry" and "Mark resolved" post to this page's action.
 */
import { muiRoute } from '../../components/MuiScope';
import { TextField } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { FAILURE_KIND_LABELS, FAILURE_KINDS, FAILURES_PAGE_SIZE, failureFilterOf, isFailureKind, resolveFailureSchema, type FailureFilter } from '../../../domain/failures';
import { Messages } from '../../../domain/messages';
import { AdminMessages } from '../../../domain/messages/admin';
import { TimeZoneMessages } from '../../../domain/messages/time-zone';
import { TransactionMessages } from '../../../domain/messages/transactions';
import { page, listParts } from '../../components/chrome-styles';
import { listPages } from '../../components/list-pages-styles';
import { routeById } from '../../../domain/routes';
import { DataTable, type Column } from '../../components/DataTable';
import { activeFilterCount, FoldedFilters } from '../../components/ListToolbar';
import { buttonClass } from '../../components/Plain';
import { useZoneFormat } from '../../platform/time-zone';
import { ConformTextField } from '../../components/Fields';
import { PageForm, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { callApi } from '../../platform/api.server';
import { fetchFailureBusinesses, fetchFailures, RESOLVE_FAILURE_MUTATION, RETRY_FAILURE_MUTATION, type FailureView } from '../../features/admin/errors.server';
import { formActions, intentForm, invalidToast, refusalToast } from '../../platform/form-action.server';
import { recordIdSchema } from '../../platform/forms';
import { z } from 'zod';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';

const PATH = '/pa/errors';
const TITLE = routeById('pa.errors').title;

type PageState = FailureFilter & { page: number; resolve?: string };

/** The URL of a view: only what differs from the defaults, so bookmarks stay short. */
function hrefOf(state: PageState, change: Partial<PageState> = {}): string {
  const next = { ...state, ...change };
  const params = new URLSearchParams();
  if (next.kind) params.set('kind', next.kind);
  if (next.businessId) params.set('businessId', next.businessId);
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  if (next.state === 'resolved') params.set('state', 'resolved');
  if (next.page > 1) params.set('page', String(next.page));
  if (next.resolve) params.set('resolve', next.resolve);
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

function stateOf(url: URL): PageState {
  const { page, ...filter } = failureFilterOf(url.searchParams);
  const resolve = url.searchParams.get('resolve') ?? undefined;
  return { ...filter, page, ...(resolve ? { resolve } : {}) };
}

function splitRef(ref: string | undefined): { kind: string; id: string } | null {
  const at = ref?.indexOf(':') ?? -1;
  if (!ref || at < 1) return null;
  const kind = ref.slice(0, at);
  return isFailureKind(kind) ? { kind, id: ref.slice(at + 1) } : null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const state = stateOf(new URL(request.url));
    const { resolve: _resolve, page, ...filter } = state;
    const [list, businesses] = await Promise.all([fetchFailures(context, filter, page), fetchFailureBusinesses(context)]);
    return { state, ...list, businesses };
  });
}

/** Which failure a button or the resolve form is about. */
const failureSchema = recordIdSchema.extend({ kind: z.string().trim().min(1) });

export const action = (args: ActionFunctionArgs) => {
  const { context } = args;
  const back = hrefOf({ ...stateOf(new URL(args.request.url)), resolve: undefined });
  return formActions(args, {
    retry: intentForm({
      schema: failureSchema,
      save: ({ kind, id }) => callApi(context, { document: RETRY_FAILURE_MUTATION, variables: { kind, id } }),
      success: (_, { retryFailure }) => (retryFailure ? Messages.failureRetried : Messages.failureAlreadyRetried),
      redirectTo: back,
      refused: refusalToast(context, back),
      invalid: invalidToast(context, back),
    }),
    resolve: {
      schema: resolveFailureSchema.merge(failureSchema),
      save: ({ kind, id, note }) => callApi(context, { document: RESOLVE_FAILURE_MUTATION, variables: { kind, id, note } }),
      success: Messages.failureResolved,
      redirectTo: back,
    },
  });
};

function Filters({ state, businesses }: { state: PageState; businesses: { id: string; name: string }[] }) {
  const select = (id: string, name: string, label: string, value: string, options: { value: string; label: string }[], any = 'Any') => (
    <TextField select id={id} name={name} label={label} defaultValue={value} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {any ? <option value="">{any}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
  // Folded like every list's filters, so the errors come first on a phone; "Any" and the open state count as unset.
  const active = activeFilterCount({ kind: state.kind, businessId: state.businessId, from: state.from, to: state.to, state: state.state === 'resolved' ? 'resolved' : undefined });
  return (
    <FoldedFilters
      active={active}
      links={
        <RemixLink to={PATH} className={buttonClass()}>
          Clear
        </RemixLink>
      }
    >
      <Form method="get" action={PATH} key={hrefOf(state)}>
        <div className={listPages.filterGrid}>
          {select('filter-kind', 'kind', 'Kind', state.kind ?? '', FAILURE_KINDS.map((k) => ({ value: k, label: FAILURE_KIND_LABELS[k] })))}
          {select('filter-business', 'businessId', 'Business', state.businessId ?? '', businesses.map((b) => ({ value: b.id, label: b.name })))}
          <TextField id="filter-from" name="from" label="From" type="date" defaultValue={state.from ?? ''} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField id="filter-to" name="to" label="To" type="date" defaultValue={state.to ?? ''} slotProps={{ inputLabel: { shrink: true } }} />
          {select(
            'filter-state',
            'state',
            'State',
            state.state,
            [
              { value: 'open', label: 'Open' },
              { value: 'resolved', label: 'Resolved' },
            ],
            '',
          )}
        </div>
        <div className={listPages.tools}>
          <button type="submit" className={buttonClass({ variant: 'contained' })}>
            Apply
          </button>
          <RemixLink to={PATH} className={buttonClass()}>
            Clear
          </RemixLink>
        </div>
      </Form>
    </FoldedFilters>
  );
}

function ResolvePanel({ state, failure, kind, id }: { state: PageState; failure: FailureView | undefined; kind: string; id: string }) {
  const [form, fields] = usePageForm(resolveFailureSchema, { id: 'resolve-failure', intent: 'resolve' });
  const label = failure ? `${FAILURE_KIND_LABELS[failure.kind as keyof typeof FAILURE_KIND_LABELS] ?? failure.kind}: ${failure.subject}` : `${kind} ${id}`;
  return (
    <section className={`${page.paper} ${page.roomy} ${page.spacedBelow}`} aria-labelledby="resolve-heading" data-testid="resolve-panel">
      <h2 id="resolve-heading" className={`${page.title2} ${page.gutter}`}>
        Mark resolved
      </h2>
      <p className={`${page.text} ${page.section}`}>{label}</p>
      <PageForm form={form} intent="resolve" submit="Mark resolved" hidden={{ kind, id }} cancelTo={hrefOf({ ...state, resolve: undefined })}>
        <ConformTextField field={fields.note} label="Note" multiline minRows={2} fullWidth required />
      </PageForm>
    </section>
  );
}

function RetryButton({ failure, action }: { failure: FailureView; action: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === failure.id;
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="kind" value={failure.kind} />
      <input type="hidden" name="id" value={failure.id} />
      <button type="submit" name="intent" value="retry" className={buttonClass({ variant: 'outlined', size: 'small' })} disabled={busy} aria-label={`Retry ${failure.subject}`}>
        Retry
      </button>
    </Form>
  );
}

export default function Errors() {
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  const state = d.state as PageState;
  const action = `${PATH}${location.search}`;
  const resolving = splitRef(state.resolve);
  const resolved = state.state === 'resolved';
  const zone = useZoneFormat();
  const columns: Column<FailureView>[] = [
    { label: 'When', nowrap: true, cell: (f) => zone.dateTime(f.occurredAt) },
    { label: 'Kind', cell: (f) => FAILURE_KIND_LABELS[f.kind as keyof typeof FAILURE_KIND_LABELS] ?? f.kind },
    { label: 'Business', cell: (f) => f.businessName ?? '—' },
    {
      label: 'What failed',
      cell: (f) => (f.paymentId && f.kind === 'payment' ? <RemixLink to={`/transactions/details/${encodeURIComponent(f.paymentId)}`}>{f.subject}</RemixLink> : f.subject),
    },
    { label: 'Reason', cell: (f) => f.reason ?? '' },
    {
      label: 'Code',
      nowrap: true,
      cell: (f) => (f.requestId ? <span>Request id {f.requestId}</span> : f.code ? (
          <span className={`${page.tag} ${page.tagOutlined}`}>
            <span>{f.code}</span>
          </span>
        ) : ''),
    },
    resolved
      ? { label: 'Resolution', cell: (f) => `${f.resolutionNote ?? ''}${f.resolvedAt ? ` (${zone.dateTime(f.resolvedAt)})` : ''}` }
      : {
          label: 'Actions',
          cell: (f) => (
            <div className={listPages.tools}>
              {f.retryable ? <RetryButton failure={f} action={action} /> : null}
              <RemixLink to={hrefOf(state, { resolve: `${f.kind}:${f.id}` })} className={`${buttonClass({ size: 'small' })} ${listParts.wraps}`} aria-label={`Mark resolved ${f.subject}`}>
                Mark resolved
              </RemixLink>
            </div>
          ),
        },
  ];
  return (
    <div>
      <h1 className={page.h1}>{TITLE}</h1>
      <Filters state={state} businesses={d.businesses} />
      {resolving ? <ResolvePanel key={state.resolve} state={state} failure={d.rows.find((r) => r.kind === resolving.kind && r.id === resolving.id)} kind={resolving.kind} id={resolving.id} /> : null}
      <section className={page.paper} aria-labelledby="errors-heading">
        <div className={page.titleRow}>
          <h2 id="errors-heading" className={page.h2}>
            {resolved ? 'Resolved errors' : 'Open errors'}
          </h2>
          <p className={page.text} data-testid="list-total">
            {TransactionMessages.listTotal(d.count)} · {TimeZoneMessages.timesInZone(zone.timeZone)}
          </p>
        </div>
        <DataTable
          labelledBy="errors-heading"
          rowTestId="failure-row"
          columns={columns}
          rows={d.rows}
          rowKey={(f) => `${f.kind}:${f.id}`}
          empty={resolved ? AdminMessages.failuresResolvedEmpty : AdminMessages.failuresEmpty}
          paging={{
            page: state.page,
            pageCount: Math.max(1, Math.ceil(d.count / FAILURES_PAGE_SIZE)),
            hrefFor: (page) => hrefOf(state, { page, resolve: undefined }),
            rows: FAILURES_PAGE_SIZE,
            rowsOptions: [FAILURES_PAGE_SIZE],
            rowsHref: () => hrefOf(state, { page: 1 }),
          }}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
