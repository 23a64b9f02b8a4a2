import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSubscription } from '../../shared/domains/webhooks/webhook-subscription-commands';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { createRep, subscribe } from '../helpers/webhooks';
import { envelopeOf, installWithToken } from './support';

const ROUNDS = 5;
const CREATES_PER_ROUND = 8;

/** The app's lifecycle URL and webhook receiver, and the merchant's own receiver (the control). */
let app: Receiver;
let merchantReceiver: Receiver;
beforeEach(async () => {
  [app, merchantReceiver] = await Promise.all([startReceiver(), startReceiver()]);
});
afterEach(async () => {
  await Promise.all([app.close(), merchantReceiver.close()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const memberEventsFor = (receiver: Receiver, memberId: number) =>
  receiver.requests.filter(
    (request) => envelopeOf(request).name === 'member_created' && envelopeOf(request).payload.member?.id === memberId,
  );

/**
 * Makes a member event and waits until the merchant's own subscription received it: by then the
 * fan-out of that event has created every delivery it was going to, the app's included.
 */
async function memberEventAfterUninstall(merchantToken: string) {
  const rep = await createRep(merchantToken);
  await expect.poll(() => memberEventsFor(merchantReceiver, rep.id).length, { timeout: 20_000 }).toBeGreaterThan(0);
  // The app's deliveries of the same fan-out would be sent in parallel with the merchant's.
  await sleep(500);
  return rep;
}

describe('uninstalling cuts an app off, even while it is writing', () => {
  it(`subscriptions created with a dit_ token racing the uninstall never survive active, and nothing reaches the app afterwards (${ROUNDS} rounds)`, async () => {
    let created = 0;
    let refused = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const merchant = await createTenant();
      const installed = await installWithToken(merchant.token, app, ['webhooks', 'members']);
      const creates = Array.from({ length: CREATES_PER_ROUND }, async (_, index) => {
        await sleep(index * 15);
        return api('POST', '/api/company/webhooks', {
          token: installed.token,
          body: { webhook: { resource: 'member', event: 'created', url: `${app.url}/events` } },
        });
      });
      const uninstall = sleep(30 + round * 15).then(() =>
        api('DELETE', `/api/droplet_installations/${installed.installation.id}`, { token: merchant.token }),
      );
      const [answers, uninstalled] = await Promise.all([Promise.all(creates), uninstall]);

      expect(uninstalled.status).toBe(200);
      // A create either committed before the uninstall (201) or found the app cut off (401); never a 5xx.
      for (const answer of answers) expect([201, 401]).toContain(answer.status);
      created += answers.filter((answer) => answer.status === 201).length;
      refused += answers.filter((answer) => answer.status === 401).length;

      // So far every subscription of this company is the app's: none may be left active.
      const listed = await api('GET', '/api/company/webhooks?per_page=100', { token: merchant.token });
      expect(listed.body.webhooks.filter((webhook: { active: boolean }) => webhook.active)).toEqual([]);

      await subscribe(merchant.token, `${merchantReceiver.url}/merchant`);
      const rep = await memberEventAfterUninstall(merchant.token);
      expect(memberEventsFor(app, rep.id)).toEqual([]);
    }
    // The race is real only if both outcomes happened across the rounds.
    expect({ created: created > 0, refused: refused > 0 }).toEqual({ created: true, refused: true });
  });

  it('fan-out skips an active subscription of an uninstalled installation (backstop for a write that escaped)', async () => {
    const merchant = await createTenant();
    const installed = await installWithToken(merchant.token, app, ['webhooks', 'members']);
    expect(
      (await api('DELETE', `/api/droplet_installations/${installed.installation.id}`, { token: merchant.token }))
        .status,
    ).toBe(200);
    // What an unguarded write racing the uninstall used to leave behind.
    await createSubscription(
      merchant.company.id,
      { resource: 'member', event: 'created', url: `${app.url}/events`, active: true, http_method: 'post' },
      installed.installation.id,
    );

    await subscribe(merchant.token, `${merchantReceiver.url}/merchant`);
    const rep = await memberEventAfterUninstall(merchant.token);
    expect(memberEventsFor(app, rep.id)).toEqual([]);
  });
});
