/** Building blocks of the business setup pages, on the design system's form-page pieces (app/components/FormPage.tsx). */
import { getFormProps, type FormMetadata } from '@conform-to/react';
import { Box, Button } from '@mui/material';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { parseForm } from '../../platform/forms';
import { ErrorBanner, FormErrorBanner, FormSection, PageFrame, SaveAndContinueButton, useStepSaveVariant } from '../../components/FormPage';

/** Client-side validation of a setup form: the field errors plus the spec's form-level message, as the server gives. */
export const validateSetupForm = parseForm;

/** The form's errors: the server's form-level message, or the spec's form-level message for the fields in error. */
export const SetupFormErrors = FormErrorBanner;

export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return <ErrorBanner id={id} message={errors?.[0]} />;
}

export function SetupPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <PageFrame title={title} intro={intro} nextStep>
      {children}
    </PageFrame>
  );
}

export function SetupSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <FormSection id={id} title={title}>
      {children}
    </FormSection>
  );
}

/**
 * A setup section's form: posted with conform's form props, its errors above the fields, Save (and "Save and
 * continue" on a registration step) under them. `autoComplete="off"` for a form of secrets and account numbers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own bound for a form's shape
export function SetupForm<Schema extends Record<string, any>>({ form, autoComplete, children }: { form: FormMetadata<Schema, string[]>; autoComplete?: 'off'; children: ReactNode }) {
  return (
    <Form method="post" {...getFormProps(form)} noValidate autoComplete={autoComplete}>
      <SetupFormErrors form={form} />
      {children}
      <SaveButton />
    </Form>
  );
}

export function SaveButton({ children = 'Save', intent }: { children?: ReactNode; intent?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && (!intent || navigation.formData?.get('intent') === intent);
  const stepVariant = useStepSaveVariant();
  const save = (
    <Button type="submit" variant={intent ? 'contained' : stepVariant} sx={{ mt: 2 }} disabled={busy} {...(intent ? { name: 'intent', value: intent } : {})}>
      {children}
    </Button>
  );
  // A button carries one name: a form told apart by its button's intent keeps a plain Save.
  if (intent) return save;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <SaveAndContinueButton disabled={busy} sx={{ mt: 2 }} />
      {save}
    </Box>
  );
}
