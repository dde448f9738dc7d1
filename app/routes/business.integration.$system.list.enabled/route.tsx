/** `/business/integration/{system}/list/enabled`: open bills of the system's enabled payees, paid one or many at a time (app/routes/business.integration.$system.list.enabled/bills.server.ts). */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, Button, Link, Paper, Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AwaitingBankDetailsMessages } from '../../../domain/awaiting-bank-details';
import { formatDay } from '../../../domain/dates';
import { formatCents, decimalDollars } from '../../../domain/money';
import { paymentAccountLabel } from '../../../domain/accounting';
import { Messages } from '../../../domain/messages';
import { CellLink, DataTable } from '../../components/DataTable';
import { PlainField } from '../../components/ListToolbar';
import { StatusPill } from '../../components/StatusPill';
import { detailsHref } from '../../features/transactions/TransactionList';
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
  return <>{bill.awaitingBankDetails ? AwaitingBankDetailsMessages.note(bill.vendorName) : Messages.payeesNoBankAccount}</>;
}

const amount = (b: BillRow) => (b.currency === 'USD' ? formatCents(b.amount) : `${decimalDollars(b.amount)} ${b.currency}`);

function Review({ review }: { review: BillsReview }) {
  const navigation = useNavigation();
  const payable = review.bills.filter((b) => b.payable);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="review-heading" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h2" id="review-heading" sx={{ fontSize: '1.1rem', fontWeight: 600 }} gutterBottom>
        Confirm the payment
      </Typography>
      <Typography data-testid="bills-review">
        {payable.length === 1 ? '1 bill' : `${payable.length} bills`}, {formatCents(review.total)} in total, each paid to its vendor as a vendor payment on the next processing date (or after approval when approval is on).
      </Typography>
      {payable
        .filter((b) => b.awaitingBankDetails)
        .map((b) => (
          <Typography key={b.externalId} data-testid="bills-review-awaiting" color="text.secondary">
            Bill {b.billNumber}: {AwaitingBankDetailsMessages.note(b.vendorName)}
          </Typography>
        ))}
      {payable.length < review.bills.length ? <Typography color="text.secondary">{Messages.billsSkipped(review.bills.length - payable.length)}</Typography> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="confirm" />
        {payable.map((b) => (
          <input key={b.externalId} type="hidden" name="bill" value={b.externalId} />
        ))}
        <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
          <Button type="submit" variant="contained" disabled={payable.length === 0 || navigation.state === 'submitting'}>
            Confirm
          </Button>
          <Button component={RemixLink} to="." variant="text">
            Cancel
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}

export default function Bills() {
  const d = useLoaderData<BillsPageData>();
  const actionData = useActionData<BillsActionData | FormActionData>();
  const review = actionData && 'review' in actionData ? actionData.review : null;
  const refused = refusalMessage(actionData);
  const back = d.listHref;
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {d.systemName} Bills
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Open bills of your enabled {d.systemName} payees, read from {d.systemName} now.{' '}
        <Link component={RemixLink} to={`/manage-payees/${d.systemSlug}/enabled?page=1`} underline="always">
          Manage payees
        </Link>
      </Typography>
      {d.error || refused ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refused ?? d.error}
        </Alert>
      ) : null}
      {review ? <Review review={review} /> : null}
      {d.paymentAccounts.length > 0 ? (
        <Form method="post" aria-label="Payment account">
          <input type="hidden" name="intent" value="paymentAccount" />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <Box sx={{ flex: '0 1 420px', minWidth: 0 }}>
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
            </Box>
            <Button type="submit" variant="outlined" size="small">
              Save
            </Button>
          </Box>
        </Form>
      ) : null}
      <Paper variant="outlined" component="section" aria-labelledby="bills-heading" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
          <Typography variant="h2" id="bills-heading" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            Open bills
          </Typography>
          <Typography data-testid="list-total">{Messages.listTotal(d.bills.length)}</Typography>
        </Box>
        <Form method="post" id={SELECT_FORM}>
          <input type="hidden" name="intent" value="review" />
          <Button type="submit" variant="contained" sx={{ mb: 1 }} disabled={!d.bills.some((b) => b.payable)}>
            Pay selected
          </Button>
        </Form>
        <DataTable<BillRow>
          labelledBy="bills-heading"
          rowTestId="bill-row"
          rows={d.bills}
          rowKey={(b) => b.externalId}
          empty={Messages.billsEmpty}
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
                        {Messages.billOverdue}
                      </span>
                    </>
                  ) : null}
                </>
              ),
            },
            { label: 'Status', cell: (b) => <BillState bill={b} back={back} /> },
          ]}
        />
      </Paper>
      {d.paid.length > 0 ? (
        <Paper variant="outlined" component="section" aria-labelledby="paid-heading" sx={{ p: 2, mt: 2 }}>
          <Typography variant="h2" id="paid-heading" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
            Paid through Payloft
          </Typography>
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
        </Paper>
      ) : null}
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
