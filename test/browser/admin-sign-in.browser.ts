import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../helpers/chromium';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import {
  adminMember,
  adminUrl,
  cspViolations,
  labelled,
  mailedSignInLink,
  seriousViolations,
  signIn,
} from './admin-session';

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

/** The admin's sign-in by emailed link, its session and its permission-limited menus, in headless Chromium. */
describe('admin sign-in in headless Chromium', () => {
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let tenant: Tenant;
  beforeAll(async () => {
    [browser, tenant] = await Promise.all([launchChromium(), createTenant({ name: 'Admin Sign-in Co' })]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is served at /admin/ under its Content-Security-Policy, with no serious accessibility violation', async () => {
    const response = await api('GET', '/admin/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await browser.context.newPage();
    const refusals = cspViolations(page);
    await page.goto(adminUrl());
    await page.getByRole('heading', { name: 'Sign in to the admin' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-sign-in.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(refusals).toEqual([]);
  });

  it('signs an admin in with the pasted link, keeps the session out of the URL and shows the full menu', async () => {
    const page = await browser.context.newPage();
    await signIn(page, await adminMember(tenant, 'admin'));
    expect(page.url()).not.toMatch(/sign_in|sign-in\//);
    expect(await page.getByRole('heading', { name: 'Welcome, Ada Admin' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual([
      'Home',
      'Company events',
    ]);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('admin.session') ?? 'null'));
    expect(stored.token).toMatch(/^dss_/);
  });

  it('redeems a link opened at #/sign-in/<secret> and takes the secret out of the address bar', async () => {
    const email = await adminMember(tenant, 'admin');
    await api('POST', '/api/auth/sign_in_links', { body: { email } });
    const secret = (await mailedSignInLink(email)).split('/').pop()!;
    const page = await browser.context.newPage();
    await page.goto(`${adminUrl()}#/sign-in/${secret}`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(page.url()).not.toContain(secret);
    expect(await page.evaluate(() => (globalThis as any).location.hash)).toBe('#/');
  });

  it('refuses a used link with a clear message', async () => {
    const email = await adminMember(tenant, 'admin');
    await api('POST', '/api/auth/sign_in_links', { body: { email } });
    const link = await mailedSignInLink(email);
    expect((await api('GET', new URL(link).pathname, { headers: { accept: 'application/json' } })).status).toBe(200);
    const page = await browser.context.newPage();
    await page.goto(adminUrl());
    await labelled(page, 'Sign-in link from the email').fill(link);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('This sign-in link was already used, has expired or is unknown. Ask for a new one.').waitFor();
  });

  it('asks to sign in again once the session is revoked, and signs out', async () => {
    const email = await adminMember(tenant, 'admin');
    const page = await browser.context.newPage();
    await signIn(page, email);
    const { body } = await api('GET', `/api/company/members?q=${encodeURIComponent(email)}`, { token: tenant.token });
    const member = body.members.find((candidate: { email: string }) => candidate.email === email);
    expect(
      (
        await api('PUT', `/api/company/members/${member.id}`, {
          token: tenant.token,
          body: { member: { active: false } },
        })
      ).status,
    ).toBe(200);
    await page.getByRole('link', { name: 'Company events' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'Your session has ended' }).waitFor();
    expect(await page.getByText('Sign in again to continue.').isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('admin.session'))).toBeNull();

    const other = await browser.context.newPage();
    await signIn(other, await adminMember(tenant, 'admin'));
    await other.getByRole('button', { name: 'Sign out' }).click();
    await other.getByRole('heading', { name: 'Sign in to the admin' }).waitFor();
    expect(await other.evaluate(() => sessionStorage.getItem('admin.session'))).toBeNull();
  });
});
