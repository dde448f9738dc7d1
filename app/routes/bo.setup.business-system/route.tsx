/**
 * `/bo/setup/business-system`: choose and connect an accounting system from the catalogue. Connect sends the browser
 * to the system's OAuth consent page (the sandbox's, unless the services point at the real system; decision 031),
 * which comes back to /manage-payees/callback.
 */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { accountingSystemSchema, availableAccountingSystems } from '../../../domain/setup-validation';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { SetupPage, SetupSection } from '../../features/setup/SetupForm';
import { fetchBusinessSetup } from '../../features/setup/business-setup.server';
import { accountingSystemContactSchema } from '../../../domain/integrations';
import { ConformTextField } from '../../components/Fields';
import { ErrorAlert, FormSection, NextStepButton, PageForm, usePageForm } from '../../components/FormPage';
import { z } from 'zod';
import { ACCOUNTING_SYSTEM_CONTACT_MUTATION, fetchAccountingSystems } from '../../features/setup/directory.server';
import { callApi } from '../../platform/api.server';
import { apiErrorMessage, fieldRefusal, formActions } from '../../platform/form-action.server';
import { refusalMessage } from '../../platform/form-answers';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { coreGraphql } from '../../graphql/core';
import { PRODUCT_NAME } from '../../../domain/product';

import { ACCOUNTING_SYSTEMS } from '../../../domain/accounting';
import { href } from '../../../domain/routes';
const ANSWER = coreGraphql(`mutation AnswerAccountingSystem($answer: String) { answerAccountingSystem(answer: $answer) { status } }`);
const DISCONNECT = coreGraphql(`mutation DisconnectAccountingSystem($system: String!) { disconnectAccountingSystem(system: $system) { businessId } }`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const [setup, catalogue] = await Promise.all([fetchBusinessSetup(context), fetchAccountingSystems(context)]);
    // The catalogue answers the systems the administrator keeps active, feature flags applied.
    const available = new Set<string>(availableAccountingSystems().map((s) => s.key));
    const active = new Set(catalogue.filter((s) => s.active).map((s) => s.key));
    return {
      systems: setup.accountingSystems.filter((s) => available.has(s.key) && active.has(s.key)),
      // Business System answered without a connection (domain/accounting.ts): what the page says it was told.
      answer: setup.registration.accountingSystemAnswer ?? null,
    };
  });
}

export const action = (args: ActionFunctionArgs) =>
  formActions(args, {
    contact: {
      // accountingSystemContact's errors stay in its form, never as notifications (spec §8).
      schema: accountingSystemContactSchema,
      save: (input) => callApi(args.context, { document: ACCOUNTING_SYSTEM_CONTACT_MUTATION, variables: { input } }),
      success: Messages.accountingSystemContactSent,
      refused: (error) => {
        const [field, message] = Object.entries(error.fieldErrors ?? {})[0] ?? [];
        return field && message ? fieldRefusal(field, message) : { formErrors: [apiErrorMessage(error)] };
      },
    },
    // "I don't use an accounting system": a complete answer to the step, withdrawn by connecting one.
    none: {
      schema: z.object({}),
      save: () => callApi(args.context, { document: ANSWER, variables: { answer: 'none' } }),
      success: Messages.accountingSystemNoneSaved,
    },
    // A button alone; its refusal is the page's alert (refusalMessage).
    disconnect: {
      schema: accountingSystemSchema,
      save: (v) => callApi(args.context, { document: DISCONNECT, variables: { system: v.system } }),
      success: (v) => Messages.setupAccountingDisconnected(availableAccountingSystems().find((s) => s.key === v.system)?.name ?? v.system),
    },
  });

function ContactForm() {
  const [form, fields] = usePageForm(accountingSystemContactSchema, { id: 'accounting-system-contact', intent: 'contact', validate: 'onBlur' });
  return (
    <FormSection id="contact" title="Your accounting system is not listed?">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Tell us which system you use and how to reach you: {PRODUCT_NAME}'s team will contact you.
      </Typography>
      <PageForm form={form} intent="contact" submit="Send request">
        <ConformTextField field={fields.systemName} label="Accounting system" required fullWidth margin="dense" />
        <ConformTextField field={fields.contactName} label="Your name" required fullWidth margin="dense" autoComplete="name" />
        <ConformTextField field={fields.email} label="E-mail" type="email" required fullWidth margin="dense" autoComplete="email" />
        <ConformTextField field={fields.phoneNumber} label="Phone number" type="tel" fullWidth margin="dense" autoComplete="tel" />
        <ConformTextField field={fields.message} label="Message" fullWidth margin="dense" multiline minRows={3} />
      </PageForm>
    </FormSection>
  );
}

export default function BusinessSystem() {
  const { systems, answer } = useLoaderData<typeof loader>();
  const connected = systems.some((s) => s.connected);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const error = refusalMessage(actionData, 'disconnect');
  return (
    <SetupPage
      title="Business System"
      intro={`Connect the accounting system your bills come from: you sign in to it and allow ${PRODUCT_NAME} to read your vendors and bills and to record bill payments. Its vendors then appear under Manage Payees. In this environment the systems are ${PRODUCT_NAME}'s sandboxes (marked so): no real accounting system is reached.`}
    >
      <ErrorAlert message={error} />
      <SetupSection id="systems" title="Accounting systems">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {systems.map((s) => (
            <Box
              component="li"
              key={s.key}
              data-testid="accounting-system"
              data-system={s.key}
              data-connected={s.connected ? 'true' : 'false'}
              sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600, flex: 1 }}>{s.name}</Typography>
              {s.connected ? <Chip color="success" size="small" label={s.mode === 'sandbox' ? 'Connected (sandbox)' : 'Connected'} /> : null}
              {s.connected && s.writeBackAccountNeeded ? (
                <Typography data-testid="write-back-account" color="text.secondary" sx={{ flexBasis: '100%', order: 3, fontSize: '0.875rem' }}>
                  {s.writeBackAccount ? Messages.writeBackAccount(s.name, s.writeBackAccount) : Messages.writeBackAccountMissing(s.name)}{' '}
                  <RemixLink to={href(`integration.${ACCOUNTING_SYSTEMS.find((a) => a.key === s.key)?.routeKey ?? ''}`)}>{s.writeBackAccount ? 'Change it on the bills page' : 'Choose one'}</RemixLink>
                </Typography>
              ) : null}
              {s.connected ? (
                <Form method="post">
                  <input type="hidden" name="system" value={s.key} />
                  <Button
                    type="submit"
                    name="intent"
                    value="disconnect"
                    variant="outlined"
                    aria-label={`Disconnect ${s.name}`}
                    disabled={navigation.state === 'submitting' && navigation.formData?.get('system') === s.key}
                  >
                    Disconnect
                  </Button>
                </Form>
              ) : (
                // A link to the system's consent page (through /manage-payees/connect), never a form post: see decision 031.
                <Button component="a" href={`/manage-payees/connect/${ACCOUNTING_SYSTEMS.find((a) => a.key === s.key)?.slug ?? ''}`} variant="contained" aria-label={`Connect ${s.name}`}>
                  Connect
                </Button>
              )}
            </Box>
          ))}
        </Box>
      </SetupSection>
      {answer && !connected ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="accounting-system-answer">
          {answer === 'none' ? Messages.accountingSystemAnsweredNone : Messages.accountingSystemAnsweredNotListed}
        </Alert>
      ) : null}
      {!connected && answer !== 'none' ? (
        <SetupSection id="none" title="No accounting system?">
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {PRODUCT_NAME} works without one: you add vendors and send payments here, and connect a system later if you start using one.
          </Typography>
          <Form method="post">
            <Button type="submit" name="intent" value="none" variant="outlined" disabled={navigation.state === 'submitting'}>
              {Messages.accountingSystemNone}
            </Button>
          </Form>
        </SetupSection>
      ) : null}
      <ContactForm />
      <NextStepButton />
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
