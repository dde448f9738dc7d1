/**
 * The profile page (one component for /setup/profile and /bo/setup/profile): details and password. Its fields, the
 * time zone's select and the MFA choice stay MUI's; headings, papers, alerts and buttons are the stylesheet's.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { changePasswordSchema, profileSchema } from '../../../domain/validation';
import { DEFAULT_TIME_ZONE } from '../../../domain/dates';
import { PAYMENT_TIME_ZONES } from '../../../domain/setup-validation';
import type { profileAction, profileLoader } from './profile.server';
import { MFA_INTENTS, PASSWORD_INTENT, PROFILE_INTENT, TIME_ZONE_INTENT } from './profile-intents';
import { refusalMessage, type FormActionData } from '../../platform/form-answers';
import { page } from '../../components/chrome-styles';
import { ConformTextField } from '../../components/Fields';
import { Alert, buttonClass } from '../../components/Plain';
import { CodeScreen } from '../verification/Verification';
import { ErrorAlert } from '../../components/FormPage';


function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Alert severity="error" role="alert" id={id} className={page.marginY}>
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
    <div>
      <h1 className={page.h1}>User Profile</h1>
      <div className={page.columnsLg}>
        <section className={`${page.paper} ${page.roomy}`} aria-labelledby="profile-details-heading">
          <h2 id="profile-details-heading" className={page.title2}>
            Personal details
          </h2>
          <Form method="post" {...getFormProps(profileForm)} noValidate>
            <FormErrors id={profileForm.errorId} errors={profileForm.errors} />
            <input type="hidden" name="intent" value={PROFILE_INTENT} />
            <ConformTextField field={profileFields.firstName} label="First name" autoComplete="given-name" required />
            <ConformTextField field={profileFields.lastName} label="Last name" autoComplete="family-name" required />
            <ConformTextField field={profileFields.phoneNumber} type="tel" label="Phone" autoComplete="tel" />
            {/* MUI 9's Typography drew the name in the text colour (its `color="text.secondary"` was not applied): kept. */}
            <dl className={`${page.flush} ${page.spacedAboveSmall}`}>
              <dt className={`${page.note} ${page.strong}`}>Email</dt>
              <dd className={page.text} data-testid="profile-email">
                {profile.email}
              </dd>
            </dl>
            <button type="submit" className={`${buttonClass({ variant: 'contained' })} ${page.spacedAboveSmall}`} disabled={busy(PROFILE_INTENT)}>
              Save profile
            </button>
          </Form>
        </section>

        <section className={`${page.paper} ${page.roomy}`} aria-labelledby="profile-password-heading">
          <h2 id="profile-password-heading" className={page.title2}>
            Change password
          </h2>
          <Form method="post" {...getFormProps(passwordForm)} noValidate>
            <FormErrors id={passwordForm.errorId} errors={passwordForm.errors} />
            <input type="hidden" name="intent" value={PASSWORD_INTENT} />
            <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
            <ConformTextField field={passwordFields.currentPassword} type="password" label="Current password" autoComplete="current-password" required />
            <ConformTextField field={passwordFields.newPassword} type="password" label="New password" autoComplete="new-password" required />
            <ConformTextField field={passwordFields.confirmPassword} type="password" label="Confirm new password" autoComplete="new-password" required />
            <button type="submit" className={`${buttonClass({ variant: 'contained' })} ${page.spacedAboveSmall}`} disabled={busy(PASSWORD_INTENT)}>
              Change password
            </button>
          </Form>
        </section>
      </div>
      {profile.canPickTimeZone ? <TimeZoneSection current={profile.timeZone} /> : null}
      <MfaSection />
    </div>
  );
}

/** The zone an administrator or a vendor manager sees every time in (decisions 032, 084); UTC until they pick one. */
function TimeZoneSection({ current }: { current: string }) {
  return (
    <section className={`${page.paper} ${page.roomy} ${page.spacedAbove} ${page.narrow}`} aria-labelledby="profile-time-zone-heading">
      <h2 id="profile-time-zone-heading" className={`${page.title2} ${page.gutter}`}>
        Time zone
      </h2>
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
        <div>
          <button type="submit" className={`${buttonClass({ variant: 'contained' })} ${page.spacedAboveSmall}`}>
            Save time zone
          </button>
        </div>
      </Form>
    </section>
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
    <section className={`${page.paper} ${page.roomy} ${page.spacedAbove} ${page.narrow}`} aria-labelledby="profile-mfa-heading">
      <h2 id="profile-mfa-heading" className={page.title2}>
        Multi-factor authentication
      </h2>
      <p className={`${page.text} ${page.section}`} data-testid="mfa-status">
        {profile.isMFA ? `On: codes go to ${profile.mfaContact ?? ''}.` : 'Off: signing in needs only your password.'}
      </p>
      {step ? (
        <>
          <p className={`${page.text} ${page.gutterSmall} ${page.strong}`}>
            {step.enable ? 'Verify the contact to turn multi-factor authentication on' : 'Confirm with a code to turn multi-factor authentication off'}
          </p>
          <CodeScreen
            contact={step.contact}
            expiresAt={step.expiresAt}
            remainingMs={step.remainingMs}
            error={error}
            extraActions={
              <button type="submit" name="intent" value="mfa-cancel" className={buttonClass({ size: 'large' })}>
                Cancel
              </button>
            }
          />
        </>
      ) : (
        <Form method="post">
          <ErrorAlert message={error} />
          {!profile.isMFA && !profile.skipMfaSetup ? (
            <Alert severity="info" className={page.section}>
              Protect your account: with multi-factor authentication a sign-in also needs a code sent to you.
            </Alert>
          ) : null}
          <input type="hidden" name="enable" value={profile.isMFA ? 'false' : 'true'} />
          {profile.isMFA ? (
            <input type="hidden" name="mfaPreference" value={profile.mfaPreference ?? 'email'} />
          ) : (
            <fieldset className={page.bareFieldset}>
              <legend className={`${page.text} ${page.strong}`}>Send codes by</legend>
              <RadioGroup name="mfaPreference" defaultValue="email">
                <FormControlLabel value="email" control={<Radio />} label={`E-mail (${profile.email})`} />
                <FormControlLabel value="phoneNumber" control={<Radio />} label={profile.phoneNumber ? `Text message (${profile.phoneNumber})` : 'Text message (add a phone number above first)'} disabled={!profile.phoneNumber} />
              </RadioGroup>
            </fieldset>
          )}
          <div className={page.row}>
            <button type="submit" name="intent" value="mfa-start" className={buttonClass({ variant: 'contained' })}>
              {profile.isMFA ? 'Turn off MFA' : 'Turn on MFA'}
            </button>
            {!profile.isMFA && !profile.skipMfaSetup ? (
              <button type="submit" name="intent" value="mfa-skip" className={buttonClass()}>
                Skip for now
              </button>
            ) : null}
          </div>
        </Form>
      )}
    </section>
  );
}
