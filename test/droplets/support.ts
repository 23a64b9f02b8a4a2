import { randomUUID } from 'node:crypto';
import { api } from '../helpers/http';
import type { Receiver, ReceivedRequest } from '../helpers/receiver';

/** Creates a droplet through the API; answers the owner view and the lifecycle secret shown once. */
export async function createDroplet(token: string, fields: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/droplets', {
    token,
    body: { droplet: { name: `Droplet ${randomUUID().slice(0, 8)}`, ...fields } },
  });
  if (res.status !== 201) throw new Error(`create droplet failed: ${res.status} ${res.text}`);
  return { droplet: res.body.droplet, secret: res.body.lifecycle_secret as string };
}

/** Lists the marketplace as the token's company sees it: the uuids only. */
export async function marketplaceUuids(token: string): Promise<string[]> {
  const res = await api('GET', '/api/droplets/marketplace?per_page=100', { token });
  if (res.status !== 200) throw new Error(`marketplace failed: ${res.status} ${res.text}`);
  return res.body.droplets.map((droplet: { uuid: string }) => droplet.uuid);
}

/** The parsed envelope of a request a receiver got. */
export function envelopeOf(request: ReceivedRequest) {
  return JSON.parse(request.rawBody) as { id: number; name: string; payload: Record<string, any> };
}

/** Waits until the receiver has a delivery of `name` and answers the first one. */
export async function waitForEvent(receiver: Receiver, name: string, timeoutMs = 15_000): Promise<ReceivedRequest> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receiver.requests.find((request) => envelopeOf(request).name === name);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no ${name} delivery within ${timeoutMs} ms (got ${receiver.requests.map((r) => envelopeOf(r).name).join(', ') || 'nothing'})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Installs a droplet and waits for the exchange token its install URL receives. */
export async function installAndReceiveExchangeToken(token: string, uuid: string, receiver: Receiver) {
  const before = receiver.requests.length;
  const res = await api('POST', `/api/droplets/${uuid}/installations`, { token });
  if (res.status !== 201) throw new Error(`install failed: ${res.status} ${res.text}`);
  const installationId = res.body.installation.id as string;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const request = receiver.requests
      .slice(before)
      .find((candidate) => envelopeOf(candidate).payload.droplet?.installation_id === installationId);
    if (request)
      return {
        installation: res.body.installation,
        request,
        exchangeToken: envelopeOf(request).payload.droplet.exchange_token as string,
      };
    if (Date.now() > deadline) throw new Error(`no droplet.installed for ${installationId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Redeems an exchange token (no bearer). */
export function exchange(exchangeToken: string) {
  return api('POST', '/api/droplet_installations/exchange', { body: { exchange_token: exchangeToken } });
}

/**
 * Installs a droplet of the merchant's own (installable without a marketplace listing) with
 * `scopes` and redeems its exchange token: the installation and its `dit_` token.
 */
export async function installWithToken(merchantToken: string, receiver: Receiver, scopes: string[]) {
  const { droplet } = await createDroplet(merchantToken, {
    active: true,
    requested_scopes: scopes,
    install_webhook_url: `${receiver.url}/installed`,
  });
  const { installation, exchangeToken } = await installAndReceiveExchangeToken(merchantToken, droplet.uuid, receiver);
  const redeemed = await exchange(exchangeToken);
  if (redeemed.status !== 200) throw new Error(`exchange failed: ${redeemed.status} ${redeemed.text}`);
  return { droplet, installation: installation as { id: string }, token: redeemed.body.installation_token as string };
}
