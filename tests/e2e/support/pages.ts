// Page helpers for the browser tests: signing in and out, the side menu, and the accessibility check.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** The links of the side menu, as 'Section › Link' (or the leaf's label). */
export async function menuOutline(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  return nav.locator('[data-menu-link]').evaluateAll((links) =>
    links.map((a) => (a as HTMLElement).dataset.menuLink ?? ''),
  );
}

/**
 * axe-core on the current page: no serious or critical violation. axe runs as a script, which a page with
 * JavaScript off cannot run, so there the server's HTML (its scripts removed) is checked in a scratch page.
 */
export async function expectAccessible(page: Page) {
  let target = page;
  const jsOff = test.info().project.use.javaScriptEnabled === false;
  if (jsOff) {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
    target = await context.newPage();
    await target.setContent(html);
  }
  const results = await new AxeBuilder({ page: target }).analyze();
  if (jsOff) await target.context().close();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
