/** `/business/integration/{system}/list/enabled`: open bills of the system's enabled payees, paid one or many at a time (app/routes/business.integration.$system.list.enabled/bills.server.ts). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AwaitingBankDetailsMessages } from '../../../domain/awaiting-bank-details';
import { formatDay } from '../../../domain/dates';
import { formatCents, decimalDollars } from '../../../domain/money';
import { paymentAccountLabel } from '../../../domain/accounting';
import { AccountingMessages } from '../../../domain/messages/accounting';
import { TransactionMessages } from '../../../domain/messages/transactions';
import { VendorMessages } from '../../../domain/messages/vendors';
import { page } from '../../components/chrome-styles';
import { listPages } from '../../components/list-pages-styles';
import { Alert, buttonClass } from '../../components/Plain';
import { CellLink, DataTable } from '../../components/DataTable';
import { PlainField } from '../../components/ListToolbar';
import { StatusPill } from '../../components/StatusPill';
import { detailsHref } from '../../features/transactions/details-href';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { billsAction, loadBillsPage, type BillPaymentRow, type BillRow, type BillsActionData, type BillsPageData, type BillsReview } from './bills.server';
import { withServiceBanner } from '../../platform/shell.server';
import { refusalMessage, type FormActionData } from '../../platform/form-answers';

export const loader = ({ request, context, params }: LoaderFunctionArgs) => withServiceBanner(() => loadBillsPage(request, context, params));
export const action = (args: ActionFunctionArgs) => billsAction(args);

const SELECT_FORM = 'bills-select';
/** The write-back state in words (decision 031). */
const WRITE_BACK_LABELS: Record<string, string> = {
  waitingForSettlement: 'After the payment settles',
  pending: 'Being recorded',
  recorded: 'Recorded as paid',
  failed: 'Failed, will retry',
  gaveUp: 'Failed, not retried',
};
/** A bill reads as its state: its payment's status linked to the payment once it has one, else why it can or cannot be paid. */
function BillState({ bill, back }: { bill: BillRow; back: string }) {
  if (bill.paymentId) {
    return (
      <CellLink to={detailsHref(bill.paymentId, back)} title={`Payment of bill ${bill.billNumber}`}>
        <StatusPill status={bill.paymentStatus} />
      </CellLink>
    );
  }
  if (bill.hasBankAccount) return <>Open</>;
  // An invited vendor's bill is payable: its payment waits for the vendor's bank details, in Send Payment's words.
  return <>{bill.awaitingBankDetails ? AwaitingBankDetailsMessages.note(bill.vendorName) : AccountingMessages.payeesNoBankAccount}</>;
}

const amount = (b: BillRow) => (b.currency === 'USD' ? formatCents(b.amount) : `${decimalDollars(b.amount)} ${b.currency}`);

function Review({ review }: { review: BillsReview }) {
  const navigation = useNavigation();
  const payable = review.bills.filter((b) => b.payable);
  return (
    <section className={`${page.paper} ${page.section}`} aria-labelledby="review-heading">
      <h2 id="review-heading" className={`${page.h2} ${page.gutter}`}>
        Confirm the payment
      </h2>
      <p className={page.text} data-testid="bills-review">
        {payable.length === 1 ? '1 bill' : `${payable.length} bills`}, {formatCents(review.total)} in total, each paid to its vendor as a vendor payment on the next processing date (or after approval when approval is on).
      </p>
      {/* MUI 9's Typography drew these in the text colour (its `color="text.secondary"` was not applied): kept. */}
      {payable
        .filter((b) => b.awaitingBankDetails)
        .map((b) => (
          <p key={b.externalId} className={page.text} data-testid="bills-review-awaiting">
            Bill {b.billNumber}: {AwaitingBankDetailsMessages.note(b.vendorName)}
          </p>
        ))}
      {payable.length < review.bills.length ? <p className={page.text}>{AccountingMessages.billsSkipped(review.bills.length - payable.length)}</p> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="confirm" />
        {payable.map((b) => (
          <input key={b.externalId} type="hidden" name="bill" value={b.externalId} />
        ))}
        <div className={`${page.actions} ${page.spacedAboveSmall}`}>
          <button type="submit" className={buttonClass({ variant: 'contained' })} disabled={payable.length === 0 || navigation.state === 'submitting'}>
            Confirm
          </button>
          <RemixLink to="." className={buttonClass()}>
            Cancel
          </RemixLink>
        </div>
      </Form>
    </section>
  );
}

export default function Bills() {
  const d = useLoaderData<BillsPageData>();
  const actionData = useActionData<BillsActionData | FormActionData>();
  const review = actionData && 'review' in actionData ? actionData.review : null;
  const refused = refusalMessage(actionData);
  const back = d.listHref;
  return (
    <div>
      <h1 className={page.h1}>{d.systemName} Bills</h1>
      {/* In the text colour, as MUI 9's Typography drew it (its `color="text.secondary"` was not applied). */}
      <p className={`${page.text} ${page.section}`}>
        Open bills of your enabled {d.systemName} payees, read from {d.systemName} now.{' '}
        <RemixLink to={`/manage-payees/${d.systemSlug}/enabled?page=1`} className={page.underline}>
          Manage payees
        </RemixLink>
      </p>
      {d.error || refused ? (
        <Alert severity="error" className={page.section}>
          {refused ?? d.error}
        </Alert>
      ) : null}
      {review ? <Review review={review} /> : null}
      {d.paymentAccounts.length > 0 ? (
        <Form method="post" aria-label="Payment account">
          <input type="hidden" name="intent" value="paymentAccount" />
          <div className={`${page.actions} ${page.section}`}>
            <div className={listPages.field}>
              <PlainField
                id="payment-account"
                name="paymentAccount"
                label={`Record payments in ${d.systemName} against`}
                defaultValue={d.paymentAccounts.find((a) => a.chosen)?.id ?? ''}
                required
                options={
                  <>
                    <option value="" disabled>
                      Choose an account
                    </option>
                    {d.paymentAccounts.map((a) => (
                      <option key={a.id} value={a.id}>
                        {paymentAccountLabel(a)}
                      </option>
                    ))}
                  </>
                }
              />
            </div>
            <button type="submit" className={buttonClass({ variant: 'outlined', size: 'small' })}>
              Save
            </button>
          </div>
        </Form>
      ) : null}
      <section className={page.paper} aria-labelledby="bills-heading">
        <div className={listPages.heading}>
          <h2 id="bills-heading" className={page.h2}>
            Open bills
          </h2>
          <p className={page.text} data-testid="list-total">
            {TransactionMessages.listTotal(d.bills.length)}
          </p>
        </div>
        <Form method="post" id={SELECT_FORM}>
          <input type="hidden" name="intent" value="review" />
          <button type="submit" className={`${buttonClass({ variant: 'contained' })} ${page.gutterSmall}`} disabled={!d.bills.some((b) => b.payable)}>
            Pay selected
          </button>
        </Form>
        <DataTable<BillRow>
          labelledBy="bills-heading"
          rowTestId="bill-row"
          rows={d.bills}
          rowKey={(b) => b.externalId}
          empty={AccountingMessages.billsEmpty}
          selection={{ name: 'bill', value: (b) => b.externalId, label: (b) => `Select bill ${b.billNumber} of ${b.vendorName}`, allLabel: 'Select every bill', form: SELECT_FORM, selectable: (b) => b.payable }}
          columns={[
            { label: 'Amount', align: 'right', cell: amount, nowrap: true },
            { label: 'Vendor', cell: (b) => b.vendorName },
            { label: 'Bill number', cell: (b) => b.billNumber, nowrap: true },
            {
              label: 'Due date',
              nowrap: true,
              cell: (b) => (
                <>
                  {formatDay(b.dueDate)}
                  {b.overdue ? (
                    <>
                      {' '}
                      <span className="payloft-pill payloft-pill-error" data-testid="bill-overdue">
                        {VendorMessages.billOverdue}
                      </span>
                    </>
                  ) : null}
                </>
              ),
            },
            { label: 'Status', cell: (b) => <BillState bill={b} back={back} /> },
          ]}
        />
      </section>
      {d.paid.length > 0 ? (
        <section className={`${page.paper} ${page.spacedAboveSmall}`} aria-labelledby="paid-heading">
          <h2 id="paid-heading" className={`${page.h2} ${page.gutterSmall}`}>
            Paid through Payloft
          </h2>
          <DataTable<BillPaymentRow>
            labelledBy="paid-heading"
            rowTestId="bill-payment-row"
            rows={d.paid}
            rowKey={(p) => p.paymentId}
            empty=""
            rowHref={(p) => detailsHref(p.paymentId, back)}
            columns={[
              { label: 'Amount', align: 'right', cell: (p) => formatCents(p.amount), nowrap: true, link: true },
              { label: 'Bill number', cell: (p) => p.billNumber, nowrap: true },
              { label: 'Recorded in ' + d.systemName, cell: (p) => WRITE_BACK_LABELS[p.writeBackStatus] ?? p.writeBackStatus, title: (p) => p.writeBackError ?? '' },
              { label: 'Attempts', align: 'right', cell: (p) => String(p.writeBackAttempts) },
            ]}
          />
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
