/** The profile page (one component for /setup/profile and /bo/setup/profile): details and password. */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Alert, Box, Button, FormControlLabel, Paper, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { changePasswordSchema, profileSchema } from '../../../domain/validation';
import { DEFAULT_TIME_ZONE } from '../../../domain/dates';
import { PAYMENT_TIME_ZONES } from '../../../domain/setup-validation';
import type { profileAction, profileLoader } from './profile.server';
import { MFA_INTENTS, PASSWORD_INTENT, PROFILE_INTENT, TIME_ZONE_INTENT } from './profile-intents';
import { refusalMessage, type FormActionData } from '../../platform/form-answers';
import { ConformTextField } from '../../components/Fields';
import { CodeScreen } from '../verification/Verification';
import { ErrorAlert } from '../../components/FormPage';


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
    lastResult: actionData && 'result' in actionData && actionData.intent === PROFILE_INTENT ? actionData.result : undefined,
    defaultValue: { firstName: profile.firstName, lastName: profile.lastName, phoneNumber: profile.phoneNumber },
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  const [passwordForm, passwordFields] = useForm({
    id: 'profile-password',
    lastResult: actionData && 'result' in actionData && actionData.intent === PASSWORD_INTENT ? actionData.result : undefined,
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
      {profile.canPickTimeZone ? <TimeZoneSection current={profile.timeZone} /> : null}
      <MfaSection />
    </Box>
  );
}

/** The zone an administrator or a vendor manager sees every time in (decisions 032, 084); UTC until they pick one. */
function TimeZoneSection({ current }: { current: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3, maxWidth: 720 }} component="section" aria-labelledby="profile-time-zone-heading">
      <Typography variant="h2" id="profile-time-zone-heading" gutterBottom>
        Time zone
      </Typography>
      <Form method="post">
        <input type="hidden" name="intent" value={TIME_ZONE_INTENT} />
        <TextField
          select
          id="profile-time-zone"
          name="timeZone"
          label="Show times in"
          defaultValue={current || DEFAULT_TIME_ZONE}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 260 }}
        >
          {PAYMENT_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </TextField>
        <Box>
          <Button type="submit" variant="contained" sx={{ mt: 2 }}>
            Save time zone
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}

/** Multi-factor authentication: on or off, e-mail or phone; every change is confirmed with a code. */
function MfaSection() {
  const profile = useLoaderData<typeof profileLoader>();
  const actionData = useActionData<typeof profileAction>();
  // A refused step of this section (a code that is wrong or expired, a code that could not be sent): its one message.
  const error = (MFA_INTENTS as readonly unknown[]).includes((actionData as FormActionData | undefined)?.intent) ? refusalMessage(actionData) : null;
  const step = profile.codeStep;
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3, maxWidth: 720 }} component="section" aria-labelledby="profile-mfa-heading">
      <Typography variant="h2" id="profile-mfa-heading">
        Multi-factor authentication
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="mfa-status">
        {profile.isMFA ? `On: codes go to ${profile.mfaContact ?? ''}.` : 'Off: signing in needs only your password.'}
      </Typography>
      {step ? (
        <>
          <Typography sx={{ mb: 1, fontWeight: 600 }}>
            {step.enable ? 'Verify the contact to turn multi-factor authentication on' : 'Confirm with a code to turn multi-factor authentication off'}
          </Typography>
          <CodeScreen
            contact={step.contact}
            expiresAt={step.expiresAt}
            remainingMs={step.remainingMs}
            error={error}
            extraActions={
              <Button type="submit" name="intent" value="mfa-cancel" size="large">
                Cancel
              </Button>
            }
          />
        </>
      ) : (
        <Form method="post">
          <ErrorAlert message={error} />
          {!profile.isMFA && !profile.skipMfaSetup ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              Protect your account: with multi-factor authentication a sign-in also needs a code sent to you.
            </Alert>
          ) : null}
          <input type="hidden" name="enable" value={profile.isMFA ? 'false' : 'true'} />
          {profile.isMFA ? (
            <input type="hidden" name="mfaPreference" value={profile.mfaPreference ?? 'email'} />
          ) : (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }}>
              <Typography component="legend" sx={{ fontWeight: 600 }}>
                Send codes by
              </Typography>
              <RadioGroup name="mfaPreference" defaultValue="email">
                <FormControlLabel value="email" control={<Radio />} label={`E-mail (${profile.email})`} />
                <FormControlLabel value="phoneNumber" control={<Radio />} label={profile.phoneNumber ? `Text message (${profile.phoneNumber})` : 'Text message (add a phone number above first)'} disabled={!profile.phoneNumber} />
              </RadioGroup>
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" name="intent" value="mfa-start" variant="contained">
              {profile.isMFA ? 'Turn off MFA' : 'Turn on MFA'}
            </Button>
            {!profile.isMFA && !profile.skipMfaSetup ? (
              <Button type="submit" name="intent" value="mfa-skip">
                Skip for now
              </Button>
            ) : null}
          </Box>
        </Form>
      )}
    </Paper>
  );
}
