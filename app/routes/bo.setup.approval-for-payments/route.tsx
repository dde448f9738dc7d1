/** `/bo/setup/approval-for-payments`: switch approval of payments on or off (Approval product only; default off). */
import { muiRoute } from '../../components/MuiScope';
import { Messages } from '../../../domain/messages';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { approvalSchema } from '../../../domain/setup-validation';
import { ConformCheckbox } from '../../components/Fields';
import { FormPage, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { coreGraphql } from '../../graphql/core';
import { callApi } from '../../platform/api.server';
import { loadSetupPage } from '../../features/setup/business-setup.server';
import { formAction } from '../../platform/form-action.server';

const SET_APPROVAL = coreGraphql(`
  mutation SetPaymentsApproval($isPaymentsApproved: Boolean!) {
    setPaymentsApproval(isPaymentsApproved: $isPaymentsApproved) { isPaymentsApproved }
  }
`);

export const loader = (args: LoaderFunctionArgs) => loadSetupPage(args, (setup) => ({ isPaymentsApproved: setup.isPaymentsApproved }));

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    success: Messages.settingsUpdated,
    schema: approvalSchema,
    save: (value) =>
      callApi(args.context, {
        document: SET_APPROVAL,
        variables: { isPaymentsApproved: value.isPaymentsApproved },
      }),
  });

export default function ApprovalForPayments() {
  const { isPaymentsApproved } = useLoaderData<typeof loader>();
  const [form, fields] = usePageForm(approvalSchema, {
    id: 'approval-for-payments',
    defaultValue: { isPaymentsApproved: isPaymentsApproved ? 'on' : '' },
  });
  return (
    <FormPage
      nextStep
      title="Approval For Payments"
      intro="When approval is on, every payment waits in Transactions - For Approval until the owner or an employee with rights approves it."
      section={{ id: 'approval', title: 'Approval' }}
      form={form}
    >
      <ConformCheckbox field={fields.isPaymentsApproved} label="Payments need approval" />
    </FormPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
