/** `/login`: sign-in with e-mail and password (spec §2, §5); works with and without JavaScript. */
import { type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { PRODUCT_NAME } from '../../../domain/product';
import { page } from '../../components/chrome-styles';
import { Alert, TextField, buttonClass } from '../../components/Plain';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { FORM_ERROR_KEY } from '../../platform/form-answers';
import { REGISTER_HREF, signInAction } from './sign-in.server';

/** The form's id, from which its fields' ids and their messages' ids are made (as conform made them). */
const FORM_ID = 'login';

export function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo') ?? '';
  return { redirectTo, registerHref: REGISTER_HREF };
}

export const action = signInAction;

/** A field's id, name and first error from the action's answer (the password is never sent back: no default value). */
function wired(name: 'email' | 'password', errors: Record<string, readonly string[] | null> | null | undefined) {
  const id = `${FORM_ID}-${name}`;
  return { id, name, error: errors?.[name]?.[0], errorId: `${id}-error` };
}

export default function Login() {
  const { redirectTo, registerHref } = useLoaderData<typeof loader>();
  // Checked on the server only (decision 145): the fields' messages are the action's answer, with and without JavaScript.
  const answer = useActionData<typeof action>()?.result;
  const errors = answer?.error;
  const formError = errors?.[FORM_ERROR_KEY]?.[0];
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login');
  const formRef = useRef<HTMLFormElement>(null);
  const answered = useRef(answer);
  useEffect(() => {
    // A new refusal moves the focus to the first field it names (conform's habit, kept when it left the page).
    if (answer === answered.current) return;
    answered.current = answer;
    if (answer?.status !== 'error') return;
    for (const element of formRef.current?.elements ?? []) {
      if (element instanceof HTMLInputElement && errors?.[element.name]?.length) {
        element.focus();
        break;
      }
    }
  }, [answer, errors]);

  // Plain elements drawn by the stylesheet (decision 040): the login page loads no MUI or Emotion in the browser.
  return (
    <div className={page.signIn}>
      <h1 className={page.h1}>Sign in</h1>
      <p className={`${page.text} ${page.lead}`}>
        Welcome back to {PRODUCT_NAME}.{' '}
        {/* Above the fields: their messages must not move the link under the pointer. */}
        <RemixLink to="/reset-password" className={page.underline}>
          Forgot your password?
        </RemixLink>
      </p>
      {/* Above the fields too, for the same reason. */}
      <p className={`${page.text} ${page.lead}`}>
        New to {PRODUCT_NAME}?{' '}
        <RemixLink to={registerHref} className={page.underline}>
          Create an account
        </RemixLink>
      </p>
      <Form
        method="post"
        ref={formRef}
        id={FORM_ID}
        noValidate
        aria-describedby={formError ? `${FORM_ID}-error` : undefined}
        className={page.column}
      >
        {formError ? (
          <Alert severity="error" role="alert" id={`${FORM_ID}-error`} className={page.spaced}>
            {formError}
          </Alert>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          {...wired('email', errors)}
          type="email"
          label="Email"
          defaultValue={answer?.initialValue?.email as string | undefined}
          autoComplete="username"
          required
          autoFocus
        />
        <TextField
          {...wired('password', errors)}
          type="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className={`${buttonClass({ variant: 'contained', size: 'large' })} ${page.submit}`} disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign In'}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
