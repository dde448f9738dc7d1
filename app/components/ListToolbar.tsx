/**
 * The filter form of a transaction list: a GET form, so the filters land in the query string (payloadFilter.*)
 * and every filtered view is a URL. Folded behind one line that counts the filters set (decision 080). Apply starts
 * again at page 1 and keeps the order and page size. While a filter is set, Clear (dropping every filter) and the
 * remove links of a business or vendor filter (set from a row's links) stand beside the folded line.
 * With JavaScript the two search fields filter as the user types (spec §9: request debounce 700 ms), replacing
 * the URL so the list stays bookmarkable; without it the same form submits with Apply.
 */
import { Form, Link as RemixLink, useSubmit } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { DEFAULT_ROWS, DEFAULT_SORT, listHref, type ListQuery } from '../../domain/list-query';
import { TransactionMessages } from '../../domain/messages/transactions';
import { processStatusLabel } from '../../domain/report-columns';
import { REQUEST_DEBOUNCE_MS } from '../../domain/timings';
import { controls, page } from './chrome-styles';
import { buttonClass } from './Plain';

interface ListToolbarProps {
  pathname: string;
  query: ListQuery;
  /** Show the process-status filter (lists that mix outcomes). */
  processStatus?: boolean;
  /** Names of the business and vendor the list is narrowed to (for the remove links). */
  businessName?: string | null;
  vendorName?: string | null;
  /** Choices of the vendor filter; without them a vendor filter set from a row stays as a hidden field. */
  vendorOptions?: readonly { id: string; name: string }[];
  /** What is wrong with the filters, by payloadFilter key (shown under the field). */
  problems?: Record<string, string>;
}

const PROCESS_STATUS_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'success', label: processStatusLabel('success') },
  { value: 'error', label: processStatusLabel('error') },
];

const field = (key: string) => `payloadFilter.${key}`;

/** How many filters narrow the list now (the folded filters' count). */
export function activeFilterCount(filter: Record<string, string | undefined>): number {
  return Object.values(filter).filter((value) => value !== undefined && value !== '').length;
}

/** The fields that search as the user types. */
const SEARCH_FIELDS = [
  { key: 'purchaseId', id: 'filter-purchase-id', label: 'Purchase ID' },
  { key: 'paymentTransactionId', id: 'filter-payment-transaction-id', label: 'Payment Transaction ID' },
  { key: 'referenceNumber', id: 'filter-reference-number', label: 'Reference' },
] as const;

/** The amount range, in dollars as a person types them. */
const AMOUNT_FIELDS = [
  { key: 'amountMin', id: 'filter-amount-min', label: 'Amount from' },
  { key: 'amountMax', id: 'filter-amount-max', label: 'Amount to' },
] as const;

/**
 * Submits the form `REQUEST_DEBOUNCE_MS` after the last keystroke in a search field (an Apply or a new keystroke
 * cancels it), and keeps the fields in step with the URL when it changes (a Clear link, back and forward) without
 * touching the field the user is typing in.
 */
function useSearchAsYouType(filter: Record<string, string | undefined>) {
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const submit = useSubmit();
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const el of Array.from(elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement) || el.type === 'hidden' || el === document.activeElement) continue;
      if (!el.name.startsWith('payloadFilter.')) continue;
      el.value = filter[el.name.slice('payloadFilter.'.length)] ?? '';
    }
    // filterKey stands for filter's contents.
  }, [filterKey]);
  const onType = () => {
    cancel();
    timer.current = setTimeout(() => {
      if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
    }, REQUEST_DEBOUNCE_MS);
  };
  return { form, onType, onSubmit: cancel };
}

interface FilterFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  type?: 'text' | 'date' | 'search';
  /** What is wrong with the value, shown under the field and announced with it. */
  problem?: string;
  onChange?: () => void;
  /** A sign before the value ("$"). */
  adornment?: string;
  inputMode?: 'decimal';
  /** A native select's options (the field is then a <select>). */
  options?: ReactNode;
  /** A text area of this many rows (the field is then a <textarea>). */
  rows?: number;
  required?: boolean;
  /** MUI's small field (40 px high). */
  small?: boolean;
}

/**
 * One field: a plain labelled input, native select or text area drawn like MUI's outlined field with its label in
 * the border (decision 037: eight of these are on every list page, so they are not styled components).
 */
export function PlainField({ id, name, label, defaultValue, type = 'text', problem, onChange, adornment, inputMode, options, rows, required, small }: FilterFieldProps) {
  const help = problem ? `${id}-help` : undefined;
  const common = { id, name, defaultValue, required, className: controls.input, 'aria-invalid': problem ? true : undefined, 'aria-describedby': help };
  return (
    <div className={[controls.field, problem ? controls.invalid : '', small ? controls.small : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <div className={rows ? `${controls.box} ${controls.multiline}` : controls.box}>
        {adornment ? (
          <span aria-hidden className={controls.adornment}>
            {adornment}
          </span>
        ) : null}
        {options ? (
          <select {...common}>{options}</select>
        ) : rows ? (
          <textarea {...common} rows={rows} />
        ) : (
          <input {...common} type={type} inputMode={inputMode} onChange={onChange} />
        )}
      </div>
      {problem ? (
        <p id={help} className={controls.help}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A list's filters folded to one line at every width, "Filters (2 active)", so the list comes first: a native
 * <details> (it folds without JavaScript; the filters themselves live in the URL), open when a filter needs fixing.
 * While filters are set, `links` (Clear, the remove links) stand beside the folded line (decision 080).
 */
export function FoldedFilters({ active, open, links, children }: { active: number; open?: boolean; links?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="list-filters-heading" className={`${page.section} ${page.filterLine}`}>
      <details open={open || undefined} data-testid="filters" className={page.filters}>
        <summary id="list-filters-heading" className={page.filtersSummary}>
          {TransactionMessages.filtersSummary(active)}
        </summary>
        {children}
      </details>
      {active && links ? <div className={page.filterLinks}>{links}</div> : null}
    </section>
  );
}

export function ListToolbar({ pathname, query, processStatus, businessName, vendorName, vendorOptions = [], problems = {} }: ListToolbarProps) {
  const f = query.payloadFilter;
  const search = useSearchAsYouType(f);
  const without = (key: string) => {
    const rest = Object.fromEntries(Object.entries(f).filter(([k]) => k !== key));
    return listHref(pathname, query, { payloadFilter: rest });
  };
  return (
    <FoldedFilters
      active={activeFilterCount(f)}
      open={Object.keys(problems).length > 0}
      links={
        <>
          <RemixLink to={listHref(pathname, { ...query, payloadFilter: {} }, { page: 1 })} className={buttonClass()}>
            Clear
          </RemixLink>
          {f.businessId ? (
            <RemixLink to={without('businessId')} className={page.textLink} data-testid="remove-business-filter">
              Remove business filter{businessName ? `: ${businessName}` : ''}
            </RemixLink>
          ) : null}
          {f.vendorId && !vendorOptions.length ? (
            <RemixLink to={without('vendorId')} className={page.textLink} data-testid="remove-vendor-filter">
              Remove vendor filter{vendorName ? `: ${vendorName}` : ''}
            </RemixLink>
          ) : null}
        </>
      }
    >
      <Form method="get" action={pathname} key={pathname} ref={search.form} onSubmit={search.onSubmit}>
        <input type="hidden" name="page" value="1" />
        {query.rows !== DEFAULT_ROWS ? <input type="hidden" name="rows" value={query.rows} /> : null}
        {query.sortParams !== DEFAULT_SORT ? <input type="hidden" name="sortParams" value={query.sortParams} /> : null}
        {f.businessId ? <input type="hidden" name={field('businessId')} value={f.businessId} /> : null}
        {f.vendorId && !vendorOptions.length ? <input type="hidden" name={field('vendorId')} value={f.vendorId} /> : null}
        <div className={controls.grid}>
          <div>
            <PlainField id="filter-date-from" name={field('dateFrom')} label="Date from" type="date" defaultValue={f.dateFrom ?? ''} problem={problems.dateFrom} />
            <PlainField id="filter-date-to" name={field('dateTo')} label="Date to" type="date" defaultValue={f.dateTo ?? ''} problem={problems.dateTo} />
            {SEARCH_FIELDS.map(({ key, id, label }) => (
              <PlainField key={key} id={id} name={field(key)} label={label} type="search" defaultValue={f[key] ?? ''} onChange={search.onType} />
            ))}
            {AMOUNT_FIELDS.map(({ key, id, label }) => (
              <PlainField key={key} id={id} name={field(key)} label={label} defaultValue={f[key] ?? ''} problem={problems[key]} adornment="$" inputMode="decimal" />
            ))}
            {vendorOptions.length ? (
              <PlainField
                id="filter-vendor"
                name={field('vendorId')}
                label="Vendor"
                defaultValue={f.vendorId ?? ''}
                options={
                  <>
                    <option value="">Any</option>
                    {vendorOptions.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.name}
                      </option>
                    ))}
                  </>
                }
              />
            ) : null}
            {processStatus ? (
              <PlainField
                id="filter-process-status"
                name={field('paymentProcessStatus')}
                label="Process status"
                defaultValue={f.paymentProcessStatus ?? ''}
                options={PROCESS_STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              />
            ) : null}
          </div>
        </div>
        <div className={page.actions}>
          <button type="submit" className={buttonClass({ variant: 'contained' })}>
            Apply
          </button>
        </div>
      </Form>
    </FoldedFilters>
  );
}
