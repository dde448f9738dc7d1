/**
 * The sign-in form's action: zod's check of the posted fields through the one form action (decision 072), then the
 * session. A server module, so the login page's browser code carries neither zod nor the schema (decision 145), nor
 * the route table the registration link's address is read from (decision 147).
 */
import { type ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { loginSchema } from '../../../domain/validation';
import { signIn } from '../../platform/auth.server';
import { sendSignInCode } from '../../features/verification/mfa.server';
import { FormRefusal, formAction } from '../../platform/form-action.server';
import { readRememberToken } from '../../platform/trusted.server';
import { requireAccess } from '../../platform/viewer.server';
import { href } from '../../../domain/routes';

const VERIFY_PATH = '/login/verify';

/** The registration's first step, linked from the page ("Create an account"). */
export const REGISTER_HREF = href('registration.business');

export function signInAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  // The form is read from a copy: the sign-in strategy reads the posted body itself, from the request.
  return formAction(
    { ...args, request: request.clone() },
    {
      // A signed-in user posting here goes to /error-401, as when opening the page.
      guard: () => requireAccess(request, context),
      schema: loginSchema,
      // The fields' own messages alone: the form's banner is kept for a refused sign-in.
      formLevel: false,
      hideFields: ['password'],
      save: async ({ redirectTo }) => {
        const result = await signIn(request, context, redirectTo, await readRememberToken(request));
        if ('mfa' in result) {
          // The code goes now, once: the verification page never sends one by being opened (reload, back).
          await sendSignInCode(context);
          throw redirect(VERIFY_PATH);
        }
        if ('message' in result) throw new FormRefusal({ formErrors: [result.message] });
        return result;
      },
      success: false,
      redirectTo: (_value, signedIn) => signedIn.redirectTo,
    },
  );
}
