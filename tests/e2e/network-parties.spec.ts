// Business owners invited from the admin's /pa/businesses and the bank user's /bu/leads (invite,
// edit, resend, remove with the spec's messages), and bank users invited from /pa/banks/users; each registers from
// the e-mailed link on its own public page and lands signed in. Runs with JavaScript on and off (the two projects).
import { expect, test, type Page } from './support/test';
import { invitationSentMessage } from '../../domain/network';
import { Messages } from '../../domain/messages';
import { expectAccessible, latestMessageTo, signOut, signInAt } from './support/pages';

const PASSWORD = 'Welcome2026x';

async function invitationLink(page: Page, email: string, pagePath: string): Promise<string> {
  const body = await latestMessageTo(page, email);
  const link = body.match(new RegExp(`https?://\\S+${pagePath.replace('/', '\\/')}\\?token=\\S+`))?.[0];
  if (!link) throw new Error(`no ${pagePath} link for ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

test('the admin invites a business owner from Businesses, edits the invitation, and the owner registers from the link', async ({ ownServers: { page } }) => {
  test.setTimeout(300_000);
  // Its own servers: the new business changes the admin's business list that other tests count.
  const email = 'owner@granite.test';
  await signInAt(page, 'admin@payloft.test', '/pa/businesses?page=1');
  await page.getByRole('button', { name: 'Invite business owner' }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await page.getByLabel('Business name').fill('Granite Works');
  await page.getByLabel('Owner e-mail').fill(email);
  await page.getByLabel('Owner first name').fill('Gus');
  await page.getByLabel('Owner last name').fill('Stone');
  await page.getByLabel('City').fill('Denver');
  // A list of states, none chosen until the admin chooses (never Alabama by default).
  await expect(page.getByLabel('State')).toHaveValue('');
  await page.getByLabel('State').selectOption('CO');
  await page.getByRole('button', { name: 'Invite business owner' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.businessOwnerInvitationSent);
  const row = page.getByTestId('pending-businessOwner-row').filter({ hasText: email });
  await expect(row).toContainText('Granite Works');
  await expectAccessible(page);

  // A second invitation to the same e-mail is refused with the form's message.
  await page.getByLabel('Business name').fill('Granite Again');
  await page.getByLabel('Owner e-mail').fill(email);
  await page.getByRole('button', { name: 'Invite business owner' }).click();
  await expect(page.getByText(Messages.invitationAlreadySent)).toBeVisible();

  // Edit the pending invitation (a bookmarkable ?edit=<id>): the e-mail is fixed.
  await page.getByRole('link', { name: `Edit: ${email}` }).click();
  await expect(page).toHaveURL(/edit=/);
  await expect(page.getByLabel('Owner e-mail')).toHaveValue(email);
  await expect(page.getByLabel('Owner e-mail')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Business name')).toHaveValue('Granite Works');
  await page.getByLabel('Business name').fill('Granite Works Inc');
  await page.getByRole('button', { name: 'Save invitation' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.businessConnectionUpdated);
  await expect(page).not.toHaveURL(/edit=/);
  await expect(row).toContainText('Granite Works Inc');
  await page.getByRole('button', { name: `Resend: ${email}` }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.invitationResent);
  const link = await invitationLink(page, email, '/registration/business');
  await signOut(page);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Business registration' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Granite Works Inc');
  await expect(page.getByLabel('City')).toHaveValue('Denver');
  await expect(page.getByLabel('First name')).toHaveValue('Gus');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expectAccessible(page);
  await page.getByLabel('Address').fill('5 Rock Rd');
  await page.getByLabel('ZIP code').fill('80202');
  await page.getByLabel('Phone number').fill('+1 303 555 0123');
  await page.getByLabel('Bank name').fill('US Bank');
  await page.getByLabel('Routing number').fill('122000247');
  await page.getByLabel('Account number').fill('12345678');
  // Nothing about the bank's API is asked before the account exists: that is Bank Integration's, later and optional.
  await expect(page.getByLabel('Client ID')).toHaveCount(0);
  await expect(page.getByLabel('Client secret')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/registration'));
  await expect(page.getByTestId('toast')).toHaveText(Messages.businessConnectionCreated);
  await signOut(page);

  await page.goto(link);
  await expect(page.getByTestId('invitation-invalid')).toHaveText(Messages.invalidInvitation);

  // The admin finds the new business, and the invitation is no longer pending.
  await signInAt(page, 'admin@payloft.test', '/pa/businesses?page=1&filter=granite');
  await expect(page.getByTestId('business-row')).toContainText('Granite Works Inc');
  await expect(page.getByTestId('pending-businessOwner-row')).toHaveCount(0);
});

test('a bank user invites a business owner from Leads and removes the invitation', async ({ page }, info) => {
  test.setTimeout(120_000);
  const email = `owner.${info.project.name}@lead.test`;
  await signInAt(page, 'banker@firstcommunity.test', '/bu/leads?page=1');
  await page.getByLabel('Business name').fill(`Lead ${info.project.name}`);
  await page.getByLabel('Owner e-mail').fill(email);
  await page.getByRole('button', { name: 'Invite business owner' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.businessOwnerInvitationSent);
  const row = page.getByTestId('pending-businessOwner-row').filter({ hasText: email });
  await expect(row).toContainText(`Lead ${info.project.name}`);
  await expectAccessible(page);
  expect(await invitationLink(page, email, '/registration/business')).toContain('token=');
  await page.getByRole('button', { name: `Remove: ${email}` }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.businessConnectionRemoved);
  await expect(row).toHaveCount(0);
});

test('the admin invites a bank user from Bank Users, who registers and lands on Leads', async ({ page }, info) => {
  test.setTimeout(180_000);
  const email = `teller.${info.project.name}@prairie.test`;
  const bank = `Prairie Savings ${info.project.name}`;
  await signInAt(page, 'admin@payloft.test', '/pa/banks/users?page=1');
  await page.getByRole('button', { name: 'Invite bank user' }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await page.getByLabel('New bank name').fill(bank);
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Lane');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Invite bank user' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.bankUserInvitationSent);
  await expect(page.getByTestId('pending-bankUser-row').filter({ hasText: email })).toContainText(bank);
  await expectAccessible(page);
  const link = await invitationLink(page, email, '/registration/bankUser');
  await signOut(page);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Bank user registration' })).toBeVisible();
  await expect(page.getByLabel('Bank')).toHaveValue(bank);
  // The invitation fixes the bank: the field is read-only, and a value forced into it changes nothing.
  await expect(page.getByLabel('Bank')).not.toBeEditable();
  await page.getByLabel('Bank').evaluate((input: HTMLInputElement) => {
    input.readOnly = false;
    input.value = 'First Community Bank';
  });
  await expect(page.getByLabel('First name')).toHaveValue('Pat');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/bu\/leads/);
  await expect(page.getByTestId('toast')).toHaveText(Messages.bankUserConnectionCreated);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await signOut(page);

  await signInAt(page, 'admin@payloft.test', '/pa/banks/users?page=1');
  await expect(page.getByTestId('bank-user-row').filter({ hasText: email })).toContainText(bank);
  await expect(page.getByTestId('pending-bankUser-row').filter({ hasText: email })).toHaveCount(0);
});

test('an owner invites a customer business from Instant Collections, which registers from the link', async ({ ownServers: { page } }) => {
  test.setTimeout(300_000);
  // Its own servers: the new business changes the admin's business list that other tests count.
  const email = 'fleet@coastal.test';
  await signInAt(page, 'owner@bayside.test', '/instant-collections/pending?page=1');
  await page.getByRole('button', { name: 'Invite customer' }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await page.getByLabel('Customer business name').fill('Coastal Fleet');
  await page.getByLabel('Customer e-mail').fill(email);
  await page.getByLabel('Given name of the contact').fill('Cora');
  await page.getByLabel('City').fill('San Diego');
  await page.getByLabel('State').selectOption('CA');
  await page.getByRole('button', { name: 'Invite customer' }).click();
  await expect(page.getByTestId('toast')).toHaveText(invitationSentMessage('customer', email));
  await expectAccessible(page);
  const link = await invitationLink(page, email, '/registration/customer');
  await signOut(page);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Customer registration' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Coastal Fleet');
  await expect(page.getByLabel('City')).toHaveValue('San Diego');
  // The state was chosen from the list on the invitation, and the registration form starts with it.
  await expect(page.getByLabel('State')).toHaveValue('CA');
  await expect(page.getByLabel('First name')).toHaveValue('Cora');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Address').fill('1 Bay Rd');
  await page.getByLabel('ZIP code').fill('92101');
  await page.getByLabel('Phone number').fill('+1 619 555 0300');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/registration'));
  await expect(page.getByTestId('toast')).toHaveText(Messages.customerConnectionCreated);
  await signOut(page);
  await page.goto(link);
  await expect(page.getByTestId('invitation-invalid')).toHaveText(Messages.customerInvitationNotFound);
});
