import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../helpers/chromium';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import {
  adminMember,
  cspViolations,
  describedBy,
  labelled,
  openScreen,
  seriousViolations,
  signIn,
} from './admin-session';

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
const today = new Date().toISOString().slice(0, 10);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The company-events screen as SPEC's "Company event (admin behaviour)" describes it, driven by
 * role and label: the form's rules and defaults, the list labels and filters, bulk actions,
 * duplicate, delete with confirmation, images, countries, the preview and Send Notification.
 */
describe('admin company events in headless Chromium', () => {
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let tenant: Tenant;
  let page: Page;
  let refusals: string[];

  const createEvent = (event: Record<string, unknown>) =>
    api('POST', '/api/company/events', {
      token: tenant.token,
      body: { event: { description: 'Details', start_date: '2099-01-10', end_date: '2099-01-10', ...event } },
    }).then((r) => r.body.event as { id: number; title: string });
  const field = (label: string) => labelled(page, label);
  const openList = async (search: string) => {
    await openScreen(page, '/events');
    await page.getByRole('heading', { name: 'Company events' }).waitFor();
    await labelled(page, 'Title contains').fill(search);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(async () => {
        const rows = await page.locator('tbody tr').allTextContents();
        return rows.length > 0 && rows.every((row) => row.includes(search));
      })
      .toBe(true);
  };
  const rowOf = (title: string) =>
    page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  const fillValid = async (title: string) => {
    await field('Title').fill(title);
    await field('Description').fill('Quarterly launch for the field');
    await field('Start Date').fill('2099-05-01');
    await field('End Date').fill('2099-05-01');
  };
  const save = () => page.getByRole('button', { name: /^(Create|Save) event$/ }).click();

  beforeAll(async () => {
    [browser, tenant] = await Promise.all([launchChromium(), createTenant({ name: 'Admin Events Co' })]);
    expect(
      (await api('POST', '/api/company/countries', { token: tenant.token, body: { country: { iso: 'DE' } } })).status,
    ).toBe(201);
    page = await browser.context.newPage();
    refusals = cspViolations(page);
    await signIn(page, await adminMember(tenant, 'admin'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts a new event in UTC, with Event Notifications on and Active', async () => {
    await openScreen(page, '/events/new');
    expect(await field('Time Zone').inputValue()).toBe('UTC');
    // The switch's label wraps its description too.
    expect(await page.getByRole('switch', { name: /^Event Notifications/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Active', exact: true }).isChecked()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-event-form.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows each required-field message beside its field; a whitespace-only description is empty', async () => {
    await openScreen(page, '/events/new');
    await field('Description').fill('   ');
    await save();
    expect(await describedBy(field('Title'))).toContain('is required');
    expect(await describedBy(field('Description'))).toContain("can't be blank");
    expect(await describedBy(field('Start Date'))).toContain('is required');
    expect(await describedBy(field('End Date'))).toContain('is required');
    expect(await field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses an end date before the start date', async () => {
    await openScreen(page, '/events/new');
    await fillValid('Dates');
    await field('End Date').fill('2099-04-30');
    await save();
    expect(await describedBy(field('End Date'))).toContain('must not be before the start date');
  });

  it('needs the end time after the start time on a same-day event', async () => {
    await openScreen(page, '/events/new');
    await fillValid('Times');
    await field('Start Time').fill('10:00');
    await field('End Time').fill('10:00');
    await save();
    expect(await describedBy(field('End Time'))).toContain(
      'must be after the start time when the event starts and ends on the same day',
    );
  });

  it('needs a full web address as URL', async () => {
    await openScreen(page, '/events/new');
    await fillValid('Web');
    await field('URL').fill('example.com/launch');
    await save();
    expect(await describedBy(field('URL'))).toContain('must be a full web address starting with http:// or https://');
  });

  it("shows the API's own field error beside the field", async () => {
    await openScreen(page, '/events/new');
    await fillValid('x'.repeat(256));
    await save();
    await page.getByText('must be at most 255 characters', { exact: true }).waitFor();
    expect(await describedBy(field('Title'))).toContain('must be at most 255 characters');
  });

  it("offers the company's countries, creates an Active event and lists it as Active", async () => {
    await openScreen(page, '/events/new');
    await fillValid('Spring Launch');
    await field('Available Countries').click();
    expect(await page.getByRole('option').allTextContents()).toEqual(
      expect.arrayContaining(['United States (US)', 'Germany (DE)']),
    );
    expect(await page.getByRole('option').count()).toBe(2);
    await page.getByRole('option', { name: 'Germany (DE)' }).click();
    await page.keyboard.press('Escape');
    await save();
    await page.getByRole('status').filter({ hasText: 'Event created.' }).waitFor();
    await openList('Spring Launch');
    await rowOf('Spring Launch').getByText('Active', { exact: true }).waitFor();
    await rowOf('Spring Launch').getByRole('cell', { name: 'DE', exact: true }).waitFor();
  });

  it('labels events Active, Draft and Out of Date and filters by them', async () => {
    await createEvent({ title: 'Label Active' });
    await createEvent({ title: 'Label Draft', status: 'inactive' });
    await createEvent({ title: 'Label Past', start_date: '2020-01-10', end_date: '2020-01-10' });
    await openList('Label');
    await rowOf('Label Active').getByText('Active', { exact: true }).waitFor();
    await rowOf('Label Draft').getByText('Draft', { exact: true }).waitFor();
    await rowOf('Label Past').getByText('Out of Date', { exact: true }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-events.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    for (const [option, title] of [
      ['Draft', 'Label Draft'],
      ['Out of Date', 'Label Past'],
      ['Active', 'Label Active'],
    ] as const) {
      await labelled(page, 'Status').click();
      await page.getByRole('option', { name: option, exact: true }).click();
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) })
        .waitFor();
      await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('tbody tr').length === 1);
    }
  });

  it('sets selected events active and as draft in bulk', async () => {
    await createEvent({ title: 'Bulk One' });
    await createEvent({ title: 'Bulk Two' });
    await openList('Bulk');
    await page.getByRole('checkbox', { name: 'Select all events on this page' }).check();
    await page.getByRole('button', { name: 'Set as draft' }).click();
    await page.getByRole('status').filter({ hasText: '2 events set as draft.' }).waitFor();
    await rowOf('Bulk One').getByText('Draft', { exact: true }).waitFor();
    await rowOf('Bulk Two').getByText('Draft', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Select Bulk One' }).check();
    await page.getByRole('button', { name: 'Set active' }).click();
    await page.getByRole('status').filter({ hasText: '1 event set active.' }).waitFor();
    await rowOf('Bulk One').getByText('Active', { exact: true }).waitFor();
    await rowOf('Bulk Two').getByText('Draft', { exact: true }).waitFor();
  });

  it('deletes in bulk only after confirming that it cannot be undone', async () => {
    await createEvent({ title: 'Gone One' });
    await createEvent({ title: 'Gone Two' });
    await openList('Gone');
    await page.getByRole('checkbox', { name: 'Select all events on this page' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 events?' });
    await dialog.getByText('Deleting cannot be undone.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await rowOf('Gone One').waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: '2 events deleted.' }).waitFor();
    await page.getByText('No events match.').waitFor();
  });

  it('deletes one event after confirming', async () => {
    await createEvent({ title: 'Single Gone' });
    await openList('Single Gone');
    await page.getByRole('button', { name: 'Delete Single Gone' }).click();
    await page.getByRole('dialog', { name: 'Delete this event?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: '1 event deleted.' }).waitFor();
    expect((await api('GET', '/api/company/events?q=Single%20Gone', { token: tenant.token })).body.events).toEqual([]);
  });

  it('duplicates an event as a Draft titled "(copy)"', async () => {
    await createEvent({ title: 'Copied Gala', available_countries: ['DE'] });
    await openList('Copied Gala');
    await page.getByRole('button', { name: 'Duplicate Copied Gala' }).click();
    await page.getByRole('status').filter({ hasText: 'Duplicated as “Copied Gala (copy)” (Draft).' }).waitFor();
    await rowOf('Copied Gala (copy)').getByText('Draft', { exact: true }).waitFor();
    await rowOf('Copied Gala (copy)').getByRole('cell', { name: 'DE', exact: true }).waitFor();
  });

  it('previews the event as Upcoming, In Progress or Concluded', async () => {
    await openScreen(page, '/events/new');
    const preview = page.getByRole('region', { name: 'Preview' });
    await fillValid('Preview');
    await preview.getByText('Upcoming', { exact: true }).waitFor();
    await field('Start Date').fill(today);
    await field('End Date').fill(today);
    await preview.getByText('In Progress', { exact: true }).waitFor();
    await field('Start Date').fill('2020-01-01');
    await field('End Date').fill('2020-01-02');
    await preview.getByText('Concluded', { exact: true }).waitFor();
  });

  it('uploads images 10 at a time, each up to 10 MB', async () => {
    await openScreen(page, '/events/new');
    const files = page.locator('input[type="file"]');
    await files.setInputFiles(
      Array.from({ length: 11 }, (_, i) => ({ name: `photo-${i}.png`, mimeType: 'image/png', buffer: png })),
    );
    await page.getByText('at most 10 images can be uploaded at a time').waitFor();
    await files.setInputFiles([
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    await page.getByText('huge.png: each image must be at most 10 MB').waitFor();
    await files.setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: png },
      { name: 'b.png', mimeType: 'image/png', buffer: png },
    ]);
    await page.getByRole('img', { name: 'Event image 2' }).waitFor();
    await fillValid('With Images');
    await save();
    await page.getByRole('status').filter({ hasText: 'Event created.' }).waitFor();
    const id = Number(new URL(page.url()).hash.split('/').pop());
    const stored = await api('GET', `/api/company/events/${id}`, { token: tenant.token });
    expect(stored.body.event.images).toHaveLength(2);
  });

  it('sends a notification to at least one country, then shows the 5-minute block', async () => {
    const event = await createEvent({ title: 'Notify Night', available_countries: ['US'] });
    await openScreen(page, `/events/${event.id}`);
    const panel = page.getByRole('region', { name: 'Send Notification' });
    await panel.getByRole('button', { name: 'Send Notification' }).click();
    expect(await describedBy(labelled(panel, 'Send to countries'))).toContain('must name at least one country');
    await labelled(panel, 'Send to countries').click();
    await page.getByRole('option', { name: 'United States' }).click();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Send Notification' }).click();
    await panel.getByText(/Notification sent to \d+ members?\./).waitFor();
    await panel.getByText('Sending is blocked for 5 minutes after a notification').waitFor();
    expect(await panel.getByRole('button', { name: 'Send Notification' }).isDisabled()).toBe(true);
    // The block holds on a fresh screen too: it comes from the API's record of the send.
    await page.reload();
    await panel.getByText('Sending is blocked for 5 minutes after a notification').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a view-only member the events without any button that changes them', async () => {
    await createEvent({ title: 'Read Only Fair' });
    // Session storage is per tab: a new tab is a separate sign-in.
    const other = await browser.context.newPage();
    await signIn(other, await adminMember(tenant, 'events_view_only'));
    expect(await other.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual([
      'Home',
      'Company events',
    ]);
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company events' }).click();
    await other.getByRole('link', { name: 'Read Only Fair' }).waitFor();
    for (const name of [
      'New event',
      'Set active',
      'Set as draft',
      'Delete selected',
      'Duplicate Read Only Fair',
      'Delete Read Only Fair',
    ]) {
      expect(await other.getByRole('button', { name }).count(), name).toBe(0);
    }
    await other.getByRole('link', { name: 'Read Only Fair' }).click();
    await labelled(other, 'Title').waitFor();
    expect(await labelled(other, 'Title').isDisabled()).toBe(true);
    expect(await other.getByRole('button', { name: 'Save event' }).count()).toBe(0);
    expect(await other.getByRole('region', { name: 'Send Notification' }).count()).toBe(0);
  });

  it('ran every screen under the Content-Security-Policy without a refusal', () => {
    expect(refusals).toEqual([]);
  });
});
