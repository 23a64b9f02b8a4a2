import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { api } from '../helpers/http';
import type { Tenant } from '../helpers/tenant';

/** The admin as `npm start` serves it. */
export const adminUrl = () => `${inject('baseUrl')}/admin/`;

/** A new admin member of the tenant with this role; answers its email. */
export async function adminMember(tenant: Tenant, role: string): Promise<string> {
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const created = await api('POST', '/api/company/members', {
    token: tenant.token,
    body: { member: { type: 'admin', email, first_name: 'Ada', last_name: 'Admin', country_code: 'US', role } },
  });
  if (created.status !== 201) throw new Error(`member not created: ${created.text}`);
  return email;
}

/** The sign-in link the local mailbox received for this email (asked for in the admin or here). */
export async function mailedSignInLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { body } = await api<{ messages: { subject: string; link: string | null }[] }>(
      'GET',
      `/_local/mailbox?to=${encodeURIComponent(email)}`,
    );
    const link = body.messages.find((message) => message.subject.startsWith('Sign in to'))?.link;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in mail for ${email}`);
}

/** Signs in through the admin's own screen: asks for the link, pastes it from the mailbox. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(adminUrl());
  await labelled(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByRole('status').filter({ hasText: 'sign-in link is on its way' }).waitFor();
  await labelled(page, 'Sign-in link from the email').fill(await mailedSignInLink(email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/** The text a field's `aria-describedby` points at: its description and, beside it, its error. */
export async function describedBy(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

/** Every Content-Security-Policy refusal Chromium reports on the page. */
export function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) found.push(message.text());
  });
  return found;
}

/**
 * axe's serious and critical findings on the page as rendered. AxeBuilder injects axe through the
 * automation channel, which the admin's CSP (no inline script) does not block, unlike a script tag.
 */
export async function seriousViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** The field labelled exactly `label`; a required field's label ends in an asterisk screen readers skip. */
export function labelled(scope: Page | Locator, label: string): Locator {
  // A select's option list is labelled by the same label; the field comes first.
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)).first();
}

/** Opens an admin screen on a fresh page load (the tab keeps its session storage, so its sign-in). */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${adminUrl()}#${path}`);
}
