/**
 * A list in its panel: the Export CSV link above it (where the list has one), then the panel with the list's heading
 * (`list-heading`, which the table inside is labelled by) and its total. Plain elements with the stylesheet's classes
 * (decision 040), as MUI's outlined Paper, Typography and small outlined Button drew them.
 */
import type { ReactNode } from 'react';
import { ReportExportMessages } from '../../domain/messages/report-exports';
import { TransactionMessages } from '../../domain/messages/transactions';
import { listParts, page } from './chrome-styles';
import { buttonClass } from './Plain';

/**
 * A list panel's title row: its heading (named by `id`) and the total (`testId` on the page's main list only). With
 * `oneLine` the total stays beside the heading on a phone, as the network's lists drew it; else it wraps under it.
 */
export function ListTitleRow({ id, title, count, testId, oneLine }: { id: string; title: ReactNode; count: number; testId?: string; oneLine?: boolean }) {
  return (
    <div className={oneLine ? `${page.titleRow} ${listParts.oneLine}` : page.titleRow}>
      <h2 id={id} className={page.h2}>
        {title}
      </h2>
      <p className={page.text} data-testid={testId}>
        {TransactionMessages.listTotal(count)}
      </p>
    </div>
  );
}

export function ListPanel({ title, count, exportHref, children }: { title: ReactNode; count: number; exportHref?: string; children: ReactNode }) {
  return (
    <>
      {exportHref ? (
        <div className={page.section}>
          <a href={exportHref} className={buttonClass({ variant: 'outlined', size: 'small' })} download>
            {ReportExportMessages.reportExportCsv}
          </a>
        </div>
      ) : null}
      <section className={page.paper} aria-labelledby="list-heading">
        <ListTitleRow id="list-heading" title={title} count={count} testId="list-total" />
        {children}
      </section>
    </>
  );
}
