/** Building blocks of the business setup pages (issue 5): page frame with the next-step link, form errors, save button. */
import { Alert, Box, Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import { Link as RemixLink, useNavigation, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { parseWithZod } from '@conform-to/zod';
import type { z } from 'zod';
import { formLevelMessage } from '../../domain/setup-validation';
import type { RegistrationStepperView } from '../services/business-setup.server';

/** Client-side validation of a setup form: the field errors plus the spec's form-level message, as the server gives. */
export function validateSetupForm<S extends z.ZodTypeAny>(formData: FormData, schema: S) {
  return parseWithZod(formData, { schema });
}

/**
 * The form's errors: the server's form-level message, or (validating in the browser, where conform keeps
 * form-level errors to the server's reply) the spec's form-level message for the fields in error.
 */
export function SetupFormErrors({ form }: { form: { errorId: string; errors?: string[]; allErrors: Record<string, string[]> } }) {
  const fieldErrors = Object.fromEntries(Object.entries(form.allErrors).filter(([key, value]) => key !== '' && value?.length));
  const errors = form.errors?.length ? form.errors : Object.keys(fieldErrors).length ? [formLevelMessage(fieldErrors)] : undefined;
  return <FormErrors id={form.errorId} errors={errors} />;
}

export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Alert severity="error" role="alert" id={id} sx={{ my: 1 }} data-testid="form-error">
      {errors[0]}
    </Alert>
  );
}

/** The owner's next registration step, read from the root loader's stepper. */
function NextStepLink() {
  const root = useRouteLoaderData<{ registration: RegistrationStepperView | null }>('root');
  const stepper = root?.registration;
  if (!stepper || stepper.registered || !stepper.nextHref) return null;
  return (
    <MuiLink component={RemixLink} to={stepper.nextHref} data-testid="next-step" sx={{ fontWeight: 600 }}>
      Next step: {stepper.nextTitle}
    </MuiLink>
  );
}

export function SetupPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <NextStepLink />
      </Box>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

export function SetupSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3, maxWidth: 760 }} component="section" aria-labelledby={`${id}-heading`}>
      <Typography variant="h2" id={`${id}-heading`} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function SaveButton({ children = 'Save', intent }: { children?: ReactNode; intent?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && (!intent || navigation.formData?.get('intent') === intent);
  return (
    <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy} {...(intent ? { name: 'intent', value: intent } : {})}>
      {children}
    </Button>
  );
}
