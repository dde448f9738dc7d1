/**
 * `/pa/banks/list` (admin): every bank with its routing numbers, businesses count and users count; create a bank and
 * rename one (name and routing numbers). The form is URL state (`?dialog=new-bank`, `?dialog=edit-bank&id=`), so it
 * works without JavaScript.
 */
import { muiRoute } from '../../components/MuiScope';
import { getFormProps, useForm } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { bankFormSchema } from '../../../domain/admin';
import { Messages } from '../../../domain/messages';
import { AdminMessages } from '../../../domain/messages/admin';
import { page } from '../../components/chrome-styles';
import { listPages } from '../../components/list-pages-styles';
import { buttonClass } from '../../components/Plain';
import { DataTable } from '../../components/DataTable';
import { ConformTextField } from '../../components/Fields';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { SaveButton, SetupFormErrors, SetupSection, validateSetupForm } from '../../features/setup/SetupForm';
import { CREATE_BANK_MUTATION, fetchBanks, UPDATE_BANK_MUTATION, type Bank } from '../../features/admin/admin.server';
import { setupFormSave } from '../../features/setup/business-setup.server';
import { formActions } from '../../platform/form-action.server';
import { recordIdSchema } from '../../platform/forms';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';

const PATH = '/pa/banks/list';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const url = new URL(request.url);
    const banks = await fetchBanks(context);
    const dialog = url.searchParams.get('dialog');
    const editing = dialog === 'edit-bank' ? (banks.find((b) => b.id === url.searchParams.get('id')) ?? null) : null;
    return { banks, form: dialog === 'new-bank' ? { bank: null } : editing ? { bank: editing } : null };
  });
}

const fieldFor = (message: string) => (message === Messages.duplicateName ? 'name' : message.startsWith('Routing number') ? 'routingNumbers' : undefined);

export const action = (args: ActionFunctionArgs) =>
  formActions(args, {
    create: setupFormSave(args.context, { schema: bankFormSchema, document: CREATE_BANK_MUTATION, variables: (input) => ({ input }), fieldFor, message: Messages.bankCreated }),
    update: setupFormSave(args.context, {
      schema: bankFormSchema.merge(recordIdSchema),
      document: UPDATE_BANK_MUTATION,
      variables: ({ id, ...input }) => ({ id, input }),
      fieldFor,
      message: Messages.bankUpdated,
    }),
  });

function BankForm({ bank }: { bank: Bank | null }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'bank-form',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { name: bank?.name ?? '', routingNumbers: bank?.routingNumbers.join('\n') ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateSetupForm(formData, bankFormSchema),
  });
  return (
    <SetupSection id="bank-form" title={bank ? `Edit ${bank.name}` : 'New bank'}>
      <Form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value={bank ? 'update' : 'create'} />
        {bank ? <input type="hidden" name="id" value={bank.id} /> : null}
        <SetupFormErrors form={form} />
        <ConformTextField field={fields.name} label="Bank name" required fullWidth margin="normal" />
        <ConformTextField
          field={fields.routingNumbers}
          label="Routing numbers (one per line)"
          fullWidth
          margin="normal"
          multiline
          minRows={3}
        />
        <div className={listPages.inline}>
          <SaveButton>{bank ? 'Save bank' : 'Create bank'}</SaveButton>
          <RemixLink to={PATH} className={`${page.textLink} ${page.spacedAboveSmall}`}>
            Cancel
          </RemixLink>
        </div>
      </Form>
    </SetupSection>
  );
}

export default function Banks() {
  const { banks, form } = useLoaderData<typeof loader>();
  return (
    <div>
      <div className={page.formHead}>
        <h1 className={page.h1}>Banks</h1>
        <RemixLink to={`${PATH}?dialog=new-bank`} className={buttonClass({ variant: 'contained' })}>
          New bank
        </RemixLink>
      </div>
      {/* In the text colour, as MUI 9's Typography drew it (its `color="text.secondary"` was not applied). */}
      <p className={`${page.text} ${page.spacedBelow} ${page.intro}`}>
        A business belongs to the bank whose routing number its payment method uses. Bank users see these businesses as their leads.
      </p>
      {form ? <BankForm key={form.bank?.id ?? 'new'} bank={form.bank} /> : null}
      <section className={page.paper} aria-labelledby="banks-heading">
        <h2 id="banks-heading" className={`${page.h2} ${page.gutterSmall}`}>
          Banks of the network
        </h2>
        <DataTable
          labelledBy="banks-heading"
          rowTestId="bank-row"
          rows={banks}
          rowKey={(b) => b.id}
          empty={AdminMessages.banksEmpty}
          columns={[
            { label: 'Name', cell: (b) => b.name },
            { label: 'Routing numbers', cell: (b) => b.routingNumbers.join(', ') || '—' },
            {
              label: 'Businesses',
              align: 'right',
              cell: (b) => (
                <RemixLink to={`/pa/businesses?page=1&payloadFilter.bankId=${encodeURIComponent(b.id)}`} className={page.textLink} aria-label={`${b.businessesCount} businesses of ${b.name}`}>
                  {b.businessesCount}
                </RemixLink>
              ),
            },
            {
              label: 'Users',
              align: 'right',
              cell: (b) => (
                <RemixLink to={`/pa/banks/users?page=1&payloadFilter.bankId=${encodeURIComponent(b.id)}`} className={page.textLink} aria-label={`${b.usersCount} users of ${b.name}`}>
                  {b.usersCount}
                </RemixLink>
              ),
            },
            {
              label: 'Actions',
              cell: (b) => (
                <RemixLink to={`${PATH}?dialog=edit-bank&id=${encodeURIComponent(b.id)}`} className={page.textLink} aria-label={`Edit ${b.name}`}>
                  Edit
                </RemixLink>
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
