/** The profile page (one component for /setup/profile and /bo/setup/profile): details and password. */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { changePasswordSchema, profileSchema } from '../../domain/validation';
import type { profileAction, profileLoader } from '../services/profile.server';
import { ConformTextField } from './Fields';

const PROFILE_INTENT = 'profile';
const PASSWORD_INTENT = 'password';

function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Alert severity="error" role="alert" id={id} sx={{ my: 1 }}>
      {errors[0]}
    </Alert>
  );
}

export function ProfilePage() {
  const profile = useLoaderData<typeof profileLoader>();
  const actionData = useActionData<typeof profileAction>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;

  const [profileForm, profileFields] = useForm({
    id: 'profile-details',
    lastResult: actionData?.intent === PROFILE_INTENT ? actionData.result : undefined,
    defaultValue: { firstName: profile.firstName, lastName: profile.lastName, phoneNumber: profile.phoneNumber },
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  const [passwordForm, passwordFields] = useForm({
    id: 'profile-password',
    lastResult: actionData?.intent === PASSWORD_INTENT ? actionData.result : undefined,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        User Profile
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="profile-details-heading">
          <Typography variant="h2" id="profile-details-heading">
            Personal details
          </Typography>
          <Form method="post" {...getFormProps(profileForm)} noValidate>
            <FormErrors id={profileForm.errorId} errors={profileForm.errors} />
            <input type="hidden" name="intent" value={PROFILE_INTENT} />
            <ConformTextField field={profileFields.firstName} label="First name" autoComplete="given-name" required />
            <ConformTextField field={profileFields.lastName} label="Last name" autoComplete="family-name" required />
            <ConformTextField field={profileFields.phoneNumber} type="tel" label="Phone" autoComplete="tel" />
            <Box component="dl" sx={{ mt: 2, mb: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                Email
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="profile-email">
                {profile.email}
              </Typography>
            </Box>
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy(PROFILE_INTENT)}>
              Save profile
            </Button>
          </Form>
        </Paper>

        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="profile-password-heading">
          <Typography variant="h2" id="profile-password-heading">
            Change password
          </Typography>
          <Form method="post" {...getFormProps(passwordForm)} noValidate>
            <FormErrors id={passwordForm.errorId} errors={passwordForm.errors} />
            <input type="hidden" name="intent" value={PASSWORD_INTENT} />
            <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
            <ConformTextField field={passwordFields.currentPassword} type="password" label="Current password" autoComplete="current-password" required />
            <ConformTextField field={passwordFields.newPassword} type="password" label="New password" autoComplete="new-password" required />
            <ConformTextField field={passwordFields.confirmPassword} type="password" label="Confirm new password" autoComplete="new-password" required />
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy(PASSWORD_INTENT)}>
              Change password
            </Button>
          </Form>
        </Paper>
      </Box>
    </Box>
  );
}
