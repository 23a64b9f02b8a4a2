import { describe, expect, inject, it } from 'vitest';
import { apiFrom, freshAddress } from '../helpers/source-address';
import { mailbox, signUpBody } from './support';

describe('GET /_local/mailbox (local runtime only)', () => {
  it('lists the collected messages newest first, each with its links', async () => {
    const body = signUpBody();
    const email = body.company.email as string;
    await apiFrom(freshAddress(), 'POST', '/api/company', { body });
    await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email } });
    const messages = await mailbox(email);
    expect(messages.map((m) => m.subject)).toEqual([
      `Sign in to ${body.company.name}`,
      `Welcome! Sign in to ${body.company.name}`,
    ]);
    for (const message of messages) {
      expect(message).toMatchObject({ to: email, from: expect.stringContaining('no-reply@'), link: message.links[0] });
      expect(Date.parse(message.date)).not.toBeNaN();
    }
    expect(messages[0]!.link).not.toBe(messages[1]!.link);
  });

  it('is not an API route: only GET, and it is absent from the OpenAPI document', async () => {
    const post = await fetch(`${inject('baseUrl')}/_local/mailbox`, { method: 'POST' });
    expect(post.status).toBe(405);
    const openapi = await (await fetch(`${inject('baseUrl')}/api/openapi.json`)).text();
    expect(openapi).not.toContain('_local');
  });
});
