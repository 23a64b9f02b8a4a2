import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { api } from './http';

/** Subscribes the tenant to `resource`/`event` at `url` with a fresh 48-char auth token. */
export async function subscribe(
  token: string,
  url: string,
  options: { resource?: string; event?: string; baseUrl?: string } = {},
) {
  const { resource = 'member', event = 'created', baseUrl } = options;
  const authToken = randomBytes(24).toString('hex');
  const res = await api('POST', '/api/company/webhooks', {
    token,
    baseUrl,
    body: { webhook: { resource, event, url, auth_token: authToken } },
  });
  if (res.status !== 201) throw new Error(`subscribe failed: ${res.status} ${res.text}`);
  return { id: res.body.webhook.id as number, authToken };
}

/** Creates a rep through the API (emits `member_created`). */
export async function createRep(token: string, overrides: Record<string, unknown> = {}, baseUrl?: string) {
  const suffix = randomBytes(4).toString('hex');
  const res = await api('POST', '/api/company/members', {
    token,
    baseUrl,
    body: {
      member: {
        type: 'rep',
        email: `rep-${suffix}@example.com`,
        first_name: 'Rita',
        last_name: 'Rep',
        username: `rep-${suffix}`,
        country_code: 'US',
        ...overrides,
      },
    },
  });
  if (res.status !== 201) throw new Error(`create member failed: ${res.status} ${res.text}`);
  return res.body.member as { id: number; email: string };
}

/** Local-only pipeline controls of the runtime under test. */
export const pipeline = {
  advance: (seconds: number) =>
    fetch(`${inject('baseUrl')}/_local/pipeline/advance?seconds=${seconds}`, { method: 'POST' }),
  faults: (
    faults: { relay_ack_drops?: number; fan_out_ack_drops?: number; relay_paused?: boolean },
    baseUrl = inject('baseUrl'),
  ) => fetch(`${baseUrl}/_local/pipeline/faults`, { method: 'POST', body: JSON.stringify(faults) }),
  state: async (): Promise<any> => (await fetch(`${inject('baseUrl')}/_local/pipeline`)).json(),
  /**
   * Runs the reconciler now, as its schedule would (never at a later time: it would take every
   * queued delivery of the tests running alongside for a stuck one and send it again).
   */
  reconcile: async (): Promise<any> =>
    (
      await fetch(
        `${inject('baseUrl')}/_local/scheduler/run?consumer=reconcilePipeline&now=${new Date().toISOString()}`,
        { method: 'POST' },
      )
    ).json(),
};
