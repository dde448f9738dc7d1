/**
 * `/account-validation?token=…`: a consumer confirms the two micro-deposits sent to the account they gave for their
 * debits (decision 052), from the link e-mailed to them. A plain form that works without JavaScript; the API counts the
 * tries, ends the link when the amounts match and fails the check after three misses.
 */
import { muiRoute } from '../../components/MuiScope';
import { TextField } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { page } from '../../components/chrome-styles';
import { Alert, buttonClass } from '../../components/Plain';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ApiError, callApiAnonymous } from '../../platform/api.server';
import { apiFieldErrors, formAction } from '../../platform/form-action.server';
import { fieldErrorsOf, type FormActionData } from '../../platform/form-answers';
import { withServiceBanner } from '../../platform/shell.server';
import { coreGraphql } from '../../graphql/core';

const CHECK_QUERY = coreGraphql(`
  query MicroDepositCheck($token: String!) {
    microDepositCheck(token: $token) {
      businessName
      accountLast4
    }
  }
`);
const CONFIRM_MUTATION = coreGraphql(`
  mutation ConfirmMicroDeposits($token: String!, $firstAmount: String!, $secondAmount: String!) {
    confirmMicroDeposits(token: $token, firstAmount: $firstAmount, secondAmount: $secondAmount) {
      message
    }
  }
`);

type Check = { businessName: string; accountLast4: string } | null;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  withServiceBanner(async (): Promise<{ check: Check }> => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    try {
      const { microDepositCheck } = await callApiAnonymous(context, { document: CHECK_QUERY, variables: { token } });
      return { check: microDepositCheck };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { check: null };
    }
  });

/** The two amounts as typed: the services check them and count the tries, so an empty one is theirs to refuse too. */
const amountsSchema = z.object({ firstAmount: z.string().default(''), secondAmount: z.string().default('') });
type ActionData = { done: string } | FormActionData;

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    // The link's token is the consumer's only credential: no one signs in here.
    guard: async () => undefined,
    schema: amountsSchema,
    save: (amounts) =>
      callApiAnonymous(args.context, { document: CONFIRM_MUTATION, variables: { token: new URL(args.request.url).searchParams.get('token') ?? '', ...amounts } }),
    success: false,
    answer: ({ confirmMicroDeposits }): ActionData => ({ done: confirmMicroDeposits.message }),
    refused: (error) => ({ formErrors: [error.message], fieldErrors: apiFieldErrors(error) }),
  });

export default function AccountValidation() {
  const { check } = useLoaderData<typeof loader>();
  const answer = useActionData<ActionData>();
  const done = answer && 'done' in answer ? answer.done : null;
  const refusal = answer && 'result' in answer ? answer.result.error : null;
  const fieldErrors = fieldErrorsOf(refusal);
  const error = refusal?.['']?.[0];
  const navigation = useNavigation();
  const amount = (name: 'firstAmount' | 'secondAmount', n: number) => (
    <TextField
      id={name}
      name={name}
      label={Messages.microDepositAmount(n)}
      inputMode="decimal"
      required
      error={Boolean(fieldErrors[name])}
      helperText={fieldErrors[name]?.[0]}
      slotProps={{ htmlInput: { 'aria-required': true } }}
    />
  );
  // The amounts stay MUI's text fields (their floating labels and helper texts); the rest is the stylesheet's.
  return (
    <div className={`${page.signIn} ${page.wideSignIn}`}>
      <h1 className={page.h1}>{Messages.microDepositsTitle}</h1>
      {done ? (
        <Alert severity="success" role="status" data-testid="micro-deposits-done">
          {done}
        </Alert>
      ) : !check ? (
        <Alert severity="error" role="alert" data-testid="micro-deposits-invalid">
          {Messages.microDepositsLinkInvalid}
        </Alert>
      ) : (
        <>
          <p className={`${page.text} ${page.section}`}>{Messages.microDepositsIntro(check.businessName, check.accountLast4)}</p>
          {error ? (
            <Alert severity="error" role="alert" className={page.section} data-testid="micro-deposits-error">
              {error}
            </Alert>
          ) : null}
          <Form method="post" noValidate>
            <div className={page.pair}>
              {amount('firstAmount', 1)}
              {amount('secondAmount', 2)}
            </div>
            <button type="submit" className={`${buttonClass({ variant: 'contained', size: 'large' })} ${page.full} ${page.spacedAbove}`} disabled={navigation.state === 'submitting'}>
              Confirm
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
