/** `/bo/setup/approval-for-payments`: switch approval of payments on or off (Approval product only; default off). */
import { getFormProps, useForm } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { approvalSchema } from '../../domain/setup-validation';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SaveButton, SetupFormErrors, SetupPage, SetupSection, validateSetupForm } from '../components/SetupForm';
import { fetchBusinessSetup, saveSetupForm } from '../services/business-setup.server';
import { withServiceBanner } from '../services/shell.server';
import { requireViewer } from '../services/viewer.server';
import { ConformCheckbox } from '../components/Fields';

const SET_APPROVAL = /* GraphQL */ `
  mutation SetPaymentsApproval($isPaymentsApproved: Boolean!) {
    setPaymentsApproval(isPaymentsApproved: $isPaymentsApproved) { isPaymentsApproved }
  }
`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const setup = await fetchBusinessSetup(context);
    return { isPaymentsApproved: setup.isPaymentsApproved };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    return saveSetupForm(context, request, await request.formData(), {
      schema: approvalSchema,
      document: SET_APPROVAL,
      variables: (value) => ({ isPaymentsApproved: value.isPaymentsApproved }),
    });
  });
}

export default function ApprovalForPayments() {
  const { isPaymentsApproved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'approval-for-payments',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { isPaymentsApproved: isPaymentsApproved ? 'on' : '' },
    onValidate: ({ formData }) => validateSetupForm(formData, approvalSchema),
  });
  return (
    <SetupPage
      title="Approval For Payments"
      intro="When approval is on, every payment waits in Transactions - For Approval until the owner or an employee with rights approves it."
    >
      <SetupSection id="approval" title="Approval">
        <Form method="post" {...getFormProps(form)} noValidate>
          <SetupFormErrors form={form} />
          <ConformCheckbox field={fields.isPaymentsApproved} label="Payments need approval" />
          <div>
            <SaveButton />
          </div>
        </Form>
      </SetupSection>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
