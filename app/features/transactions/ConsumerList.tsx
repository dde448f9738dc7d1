/**
 * The instant-collections consumers lists (enabled and pending): the same heading, paging and URL state as the
 * transaction lists (TransactionList.tsx), over consumers instead of payments.
 */
import { Form, Link as RemixLink, useLoaderData } from '@remix-run/react';
import { type ReactNode } from 'react';
import { DEFAULT_ROWS, listHref } from '../../../domain/list-query';
import { formatCents } from '../../../domain/money';
import { Messages } from '../../../domain/messages';
import { maskedAccount } from '../../../domain/report-columns';
import { page } from '../../components/chrome-styles';
import { Alert, buttonClass } from '../../components/Plain';
import { DataTable, pagingFor, type Column, type RowSelection } from '../../components/DataTable';
import { PlainField } from '../../components/ListToolbar';
import { useZoneFormat } from '../../platform/time-zone';
import type { ConsumerListData, ConsumerRow } from './consumers.server';
import { formatPhone } from '../../../domain/phone';
import { ListHeading } from './TransactionList';

/** Extras of the enabled list where the viewer may collect: content under the title, row selection, an actions column. */
interface ConsumerListExtras {
  top?: ReactNode;
  selection?: RowSelection<ConsumerRow>;
  actions?: Column<ConsumerRow>;
}

/** The instant-collections consumers lists (enabled and pending): same paging and URL state as the transactions. */
export function ConsumerListRoute({ top, selection, actions }: ConsumerListExtras = {}) {
  const d = useLoaderData<ConsumerListData>();
  const { query, pathname } = d;
  const zone = useZoneFormat();
  const columns: Column<ConsumerRow>[] = [
    { label: 'Name', primary: true, cell: (c) => `${c.firstName} ${c.lastName}` },
    ...(d.showBusiness ? [{ label: 'Business', cell: (c: ConsumerRow) => c.businessName }] : []),
    { label: 'Email', cell: (c) => c.email ?? '' },
    { label: 'Phone', cell: (c) => formatPhone(c.phoneNumber) },
    ...(d.showVehicle ? [{ label: 'Vehicle', cell: (c: ConsumerRow) => [c.year, c.make, c.model].filter(Boolean).join(' ') }] : []),
    { label: 'Initial Payment', align: 'right', primary: true, cell: (c) => formatCents(c.initialPayment) },
    { label: 'Registration', primary: true, cell: (c) => (c.registrationStatus === 'completed' ? 'Completed' : 'Pending') },
    { label: 'Bank Account', cell: (c) => [c.bankName, maskedAccount(c.accountNumberLast4)].filter(Boolean).join(' ') },
    { label: 'Created Date', cell: (c) => zone.date(c.createdAt) },
    ...(actions ? [{ ...actions, primary: true }] : []),
  ];
  const registration = query.payloadFilter.registrationStatus ?? '';
  return (
    <div>
      <h1 className={page.h1}>{d.title}</h1>
      {top}
      <section aria-labelledby="list-filters-heading" className={page.section}>
        <h2 id="list-filters-heading" className={`${page.h2} ${page.filtersHeading}`}>
          Filters
        </h2>
        <Form method="get" action={pathname} key={registration}>
          <input type="hidden" name="page" value="1" />
          {query.rows !== DEFAULT_ROWS ? <input type="hidden" name="rows" value={query.rows} /> : null}
          <div className={page.actions}>
            <div className={page.full}>
              <PlainField
                id="filter-registration-status"
                name="payloadFilter.registrationStatus"
                label="Registration"
                defaultValue={registration}
                options={
                  <>
                    <option value="">Any</option>
                    <option value="completed">Completed</option>
                    <option value="pending">Pending</option>
                  </>
                }
              />
            </div>
            <button type="submit" className={buttonClass({ variant: 'contained' })}>
              Apply
            </button>
            <RemixLink to={listHref(pathname, { ...query, payloadFilter: {} }, { page: 1 })} className={buttonClass()}>
              Clear
            </RemixLink>
          </div>
        </Form>
      </section>
      <section className={page.paper} aria-labelledby="list-heading">
        <ListHeading title="Consumers" count={d.count} />
        {d.error ? (
          <Alert severity="error" className={page.section}>
            {d.error}
          </Alert>
        ) : null}
        <DataTable
          labelledBy="list-heading"
          rowTestId="consumer-row"
          columns={columns}
          rows={d.rows}
          rowKey={(c) => c.consumerId}
          empty={Messages.consumersEmpty}
          selection={selection}
          paging={pagingFor(pathname, query, d.count)}
        />
      </section>
    </div>
  );
}
