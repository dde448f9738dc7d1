/**
 * The admin's businesses and the bank user's leads: a GET filter form (search by name or e-mail and the list's
 * selects), the CSV export link, and the table with sortable name and created columns and paging. Every state is
 * in the query string (domain/list-query.ts), so every view can be bookmarked and works without JavaScript.
 */
import { Fragment } from 'react';
import { TextField } from '@mui/material';
import { Form, Link as RemixLink } from '@remix-run/react';
import { registrationLabel, REGISTRATION_STATE_LABELS, REGISTRATION_STATES } from '../../../domain/admin';
import { DEFAULT_ROWS, listHref, listQueryString, type ListQuery, type SortOrder } from '../../../domain/list-query';
import { formatCents } from '../../../domain/money';
import type { BusinessSummary } from './admin.server';
import { formatDate } from '../../platform/format';
import { activeFilterCount, FoldedFilters } from '../../components/ListToolbar';
import { DataTable, pagingFor, type Column } from '../../components/DataTable';
import { ListPanel } from '../../components/ListPanel';
import { listParts, page } from '../../components/chrome-styles';
import { buttonClass } from '../../components/Plain';

interface FilterSelect {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

export const registrationSelect: FilterSelect = {
  key: 'registrationState',
  label: 'Registration',
  options: REGISTRATION_STATES.map((value) => ({ value, label: REGISTRATION_STATE_LABELS[value] })),
};

interface BusinessListProps {
  title: string;
  pathname: string;
  query: ListQuery;
  count: number;
  rows: readonly BusinessSummary[];
  selects: readonly FilterSelect[];
  /** The admin's columns (type, bank, users) and the link to each business's dashboard. */
  admin?: boolean;
  empty: string;
}

type SortField = 'name' | 'createdAt';

function sortOf(field: SortField, current: SortOrder, pathname: string, query: ListQuery) {
  const asc = `${field}Asc` as SortOrder;
  const desc = `${field}Desc` as SortOrder;
  const direction = current === asc ? ('asc' as const) : current === desc ? ('desc' as const) : undefined;
  const next = field === 'name' ? (current === asc ? desc : asc) : current === desc ? asc : desc;
  return { href: listHref(pathname, query, { sortParams: next }), direction };
}

function Filters({ pathname, query, selects }: Pick<BusinessListProps, 'pathname' | 'query' | 'selects'>) {
  const f = query.payloadFilter;
  return (
    <FoldedFilters
      active={(query.filter ? 1 : 0) + activeFilterCount(f)}
      links={
        <RemixLink to={`${pathname}?page=1`} className={buttonClass()}>
          Clear
        </RemixLink>
      }
    >
      <Form method="get" action={pathname} key={listQueryString(query)}>
        <input type="hidden" name="page" value="1" />
        {query.rows !== DEFAULT_ROWS ? <input type="hidden" name="rows" value={query.rows} /> : null}
        <input type="hidden" name="sortParams" value={query.sortParams} />
        {/* The fields stay MUI's (the search's label floats in it while it is empty). */}
        <div className={listParts.filterGrid}>
          <TextField id="filter-search" name="filter" label="Name or e-mail" defaultValue={query.filter} type="search" />
          {selects.map((s) => (
            <TextField
              key={s.key}
              select
              id={`filter-${s.key}`}
              name={`payloadFilter.${s.key}`}
              label={s.label}
              defaultValue={f[s.key] ?? ''}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Any</option>
              {s.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </TextField>
          ))}
        </div>
        <div className={`${page.actions} ${page.tight} ${page.gutterSmall}`}>
          <button type="submit" className={buttonClass({ variant: 'contained' })}>
            Apply
          </button>
        </div>
      </Form>
    </FoldedFilters>
  );
}

/**
 * A lead opened in place (the bank user has no business page to go to): who to contact and how far the business got,
 * as a native disclosure, so it opens without JavaScript too.
 */
function LeadDetails({ lead }: { lead: BusinessSummary }) {
  const facts: [string, string | null][] = [
    ['E-mail', lead.email ?? null],
    ['Phone number', lead.phoneNumber ?? null],
    ['Registration', lead.registrationDate ? `Registered on ${formatDate(lead.registrationDate)}` : registrationLabel(lead.registrationState)],
    ['Service level', lead.serviceLevel?.name ?? 'Not chosen'],
    ['Routing number', lead.routingNumber ?? null],
    ['Monthly volume', formatCents(lead.monthlyVolume)],
    ['Created', formatDate(lead.createdAt)],
  ];
  return (
    <details data-testid="lead-details">
      <summary>{lead.name}</summary>
      <dl className={listParts.leadFacts}>
        {facts
          .filter((f): f is [string, string] => Boolean(f[1]))
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </dl>
    </details>
  );
}

export function BusinessList({ title, pathname, query, count, rows, selects, admin, empty }: BusinessListProps) {
  const columns: Column<BusinessSummary>[] = [
    { label: 'Name', primary: true, cell: (b) => (admin ? b.name : <LeadDetails lead={b} />), link: Boolean(admin), sort: sortOf('name', query.sortParams, pathname, query) },
    { label: 'E-mail', cell: (b) => b.email ?? '' },
    ...(admin ? [{ label: 'Type', cell: (b: BusinessSummary) => b.businessType }] : []),
    { label: 'Service level', cell: (b) => b.serviceLevel?.name ?? 'Not chosen' },
    { label: 'Registration', primary: true, cell: (b) => registrationLabel(b.registrationState) },
    ...(admin ? [{ label: 'Bank', cell: (b: BusinessSummary) => b.bank?.name ?? '—' }] : []),
    { label: 'Monthly volume', align: 'right', nowrap: true, primary: true, cell: (b) => formatCents(b.monthlyVolume) },
    ...(admin
      ? [
          {
            label: 'Users',
            align: 'right' as const,
            cell: (b: BusinessSummary) => (
              <>
                {b.usersCount}
                {b.usersDisabled ? (
                  <span className={`${page.tag} ${page.tagOutlined} ${listParts.tagError}`}>
                    <span>Disabled</span>
                  </span>
                ) : null}
              </>
            ),
          },
        ]
      : []),
    { label: 'Created', nowrap: true, cell: (b) => formatDate(b.createdAt) ?? '', sort: sortOf('createdAt', query.sortParams, pathname, query) },
  ];
  const exportHref = `${pathname}/export?${listQueryString(query)}`;
  return (
    <div>
      <h1 className={page.h1}>{title}</h1>
      <Filters pathname={pathname} query={query} selects={selects} />
      <ListPanel title={title} count={count} exportHref={exportHref}>
        <DataTable
          labelledBy="list-heading"
          rowTestId="business-row"
          columns={columns}
          rows={rows}
          rowKey={(b) => b.id}
          rowHref={admin ? (b) => `/pa/businesses/dashboard/${encodeURIComponent(b.id)}` : undefined}
          empty={empty}
          paging={pagingFor(pathname, query, count)}
        />
      </ListPanel>
    </div>
  );
}

