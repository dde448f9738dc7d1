/**
 * `/notifications`: the user menu's switch (spec §4: notifications can be switched off and on). POST only;
 * it stores the choice in the session and goes back to the page the user was on.
 */
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';

export function loader() {
  throw redirect('/');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const enabled = form.get('enabled') === 'true';
  context.session.set({ notificationsOff: !enabled });
  throw redirect(String(form.get('redirectTo') ?? '/'));
}
