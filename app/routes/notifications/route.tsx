/**
 * `/notifications`: the user menu's switch (spec §4: notifications can be switched off and on). POST only;
 * it stores the choice in the session and goes back to the page the user was on.
 */
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { formAction } from '../../platform/form-action.server';
import { redirect } from '../../platform/redirect.server';

export function loader() {
  throw redirect('/');
}

/** The switch's two hidden fields: the new state, and the page to go back to (a safe target only, by redirect). */
const notificationsSchema = z.object({ enabled: z.string().optional(), redirectTo: z.string().optional() });

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    // A choice kept in the session alone: nothing to guard, nothing of the services' touched.
    guard: async () => undefined,
    schema: notificationsSchema,
    save: async ({ enabled }) => args.context.session.set({ notificationsOff: enabled !== 'true' }),
    success: false,
    redirectTo: ({ redirectTo }) => redirectTo ?? '/',
  });
