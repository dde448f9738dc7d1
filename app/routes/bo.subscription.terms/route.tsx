/** `/bo/subscription/terms`: accepting the subscription terms and the legal terms (two flags saved on the business). */
import { muiRoute } from '../../components/MuiScope';
import { Messages } from '../../../domain/messages';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { subscriptionTermsSchema } from '../../../domain/subscription-validation';
import { page } from '../../components/chrome-styles';
import { ConformCheckbox } from '../../components/Fields';
import { FormPage, FormSection, usePageForm } from '../../components/FormPage';
import { formatTerm } from '../../features/subscriptions/ServiceLevelDetails';
import { PRODUCT_NAME, SUPPORT_NAME } from '../../../domain/product';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { callApi } from '../../platform/api.server';
import { formAction } from '../../platform/form-action.server';
import { withServiceBanner } from '../../platform/shell.server';
import { SETUP_TERMS_MUTATION, subscriptionPageData, subscriptionRefusal } from '../../features/subscriptions/subscriptions.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { business } = await subscriptionPageData(request, context);
    const { termsAccepted, legalAccepted } = business.subscriptionSettings;
    return {
      termsAccepted,
      legalAccepted,
      serviceLevelName: business.subscriptionSettings.actualServiceLevel?.name ?? null,
      // The price is shown before accepting: nobody accepts terms without seeing what they cost.
      initialTerm: business.subscriptionSettings.actualServiceLevel?.initialTerm ?? null,
      renewalTerm: business.subscriptionSettings.actualServiceLevel?.renewalTerm ?? null,
    };
  });
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    schema: subscriptionTermsSchema,
    success: Messages.termsAccepted,
    save: (input) =>
      callApi(args.context, {
        document: SETUP_TERMS_MUTATION,
        variables: { input },
      }),
    refused: subscriptionRefusal(new URL(args.request.url).pathname),
  });

/** The texts the two checkboxes accept, readable on the page before accepting. */
const TERMS_TEXTS = [
  {
    id: 'terms-of-service',
    title: 'Terms of service',
    paragraphs: [
      `${PRODUCT_NAME} provides your business with the payment products of your service level for as long as your subscription runs.`,
      'Each term is billed at its start from your business bank account, as a subscription payment; a renewal term starts when the previous one ends unless you change or end your service level first.',
      'You may change your service level at any time; the new price applies from the next bill. Payments you scheduled before a change are made as scheduled.',
      'You keep your bank account and bank integration details current, and you approve the payments your business sends. We send each payment as you instructed and show you its outcome.',
    ],
  },
  {
    id: 'legal-terms',
    title: 'Legal terms',
    paragraphs: [
      `Payments sent through ${PRODUCT_NAME} follow the rules of the payment network that carries them (NACHA for ACH). You authorise each payment you send and each debit a subscription bill makes.`,
      'We keep your bank details encrypted and show them only as their last four digits. We keep records of your payments as the law requires.',
      'A payment returned by the receiving bank is marked returned with its reason; we do not resend it without your instruction.',
      `Questions about these terms: contact ${SUPPORT_NAME}.`,
    ],
  },
] as const;

export default function SubscriptionTermsPage() {
  const { termsAccepted, legalAccepted, serviceLevelName, initialTerm, renewalTerm } = useLoaderData<typeof loader>();
  const [form, fields] = usePageForm(subscriptionTermsSchema, {
    id: 'subscription-terms',
    defaultValue: { termsAccepted, legalAccepted },
  });
  const accepted = termsAccepted && legalAccepted;
  return (
    <>
      <FormPage
        title="Terms"
        section={{ id: 'terms', title: 'Subscription terms' }}
        lead={
          <>
            <p className={`${page.text} ${page.gutterSmall}`}>
              {serviceLevelName
                ? `Your ${serviceLevelName} subscription is billed at the start of each term from your business bank account, as subscription payments.`
                : 'Your subscription is billed at the start of each term from your business bank account, as subscription payments.'}
            </p>
            {initialTerm ? (
              <p className={`${page.text} ${page.gutterSmall} ${page.strong}`} data-testid="terms-price">
                {`Price: ${formatTerm(initialTerm)} for the first term${renewalTerm ? `, then ${formatTerm(renewalTerm)} for each renewal` : ''}.`}
              </p>
            ) : null}
            <p className={`${page.text} ${page.gutterSmall}`}>
              Read the <a href="#terms-of-service" className={page.underline}>terms of service</a> and the <a href="#legal-terms" className={page.underline}>legal terms</a> before accepting.
            </p>
            <p className={`${page.text} ${page.section}`} data-testid="terms-status">
              {accepted ? 'You have accepted the terms and the legal terms.' : 'Please accept both to complete this step.'}
            </p>
          </>
        }
        form={form}
        submit="Accept terms"
      >
        <ConformCheckbox field={fields.termsAccepted} label="I accept the terms of service" />
        <ConformCheckbox field={fields.legalAccepted} label="I accept the legal terms" />
      </FormPage>
      {TERMS_TEXTS.map((text) => (
        <div key={text.id} id={text.id} data-testid={text.id}>
          <FormSection id={`${text.id}-text`} title={text.title}>
            {text.paragraphs.map((p) => (
              <p key={p} className={`${page.text} ${page.paragraph}`}>
                {p}
              </p>
            ))}
          </FormSection>
        </div>
      ))}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
