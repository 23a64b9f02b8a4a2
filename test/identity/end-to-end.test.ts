import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { apiFrom, freshAddress } from '../helpers/source-address';
import { mailbox, signUpBody } from './support';

describe('sign up → mailed link → session → company token → revoke', () => {
  it('walks the whole onboarding path over HTTP, ending with the revoked token answering 401', async () => {
    const address = freshAddress();
    const body = signUpBody({ name: 'Acme Outfitters', country_code: 'DE' });
    const email = body.company.email as string;

    const signUp = await apiFrom(address, 'POST', '/api/company', { body });
    expect(signUp.status).toBe(201);
    expect(signUp.body.company).toMatchObject({
      name: 'Acme Outfitters',
      country_code: 'DE',
      currency_code: 'EUR',
      time_zone: 'UTC',
    });
    expect(signUp.body.company.countries.map((c: { iso: string }) => c.iso)).toEqual(['DE']);
    expect(signUp.body.owner).toMatchObject({ email, role: 'owner' });

    // Until a token exists nothing authenticated works; the link is only in the owner's mailbox.
    const [message] = await mailbox(email);
    expect(message).toMatchObject({ to: email, subject: 'Welcome! Sign in to Acme Outfitters' });
    expect(message!.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/auth\/sign_in\/[A-Za-z0-9_-]{43}$/);

    const redeemed = await api('GET', new URL(message!.link!).pathname);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.session).toMatchObject({
      token_type: 'Bearer',
      company: { id: signUp.body.company.id },
      member: { email, role: 'owner' },
    });
    const session = redeemed.body.session.token as string;
    expect(session).toMatch(/^dss_/);

    const created = await api('POST', '/api/company/api_tokens', {
      token: session,
      body: { api_token: { kind: 'company', name: 'Server' } },
    });
    expect(created.status).toBe(201);
    const companyToken = created.body.api_token.token as string;
    expect(companyToken).toMatch(/^cmp_/);

    const company = await api('GET', '/api/company', { token: companyToken });
    expect(company.status).toBe(200);
    expect(company.body.company).toMatchObject({ id: signUp.body.company.id, subdomain: body.company.subdomain });

    const revoked = await api('DELETE', `/api/company/api_tokens/${created.body.api_token.id}`, { token: session });
    expect(revoked.status).toBe(200);
    expect(revoked.body.api_token.revoked_at).toEqual(expect.any(String));

    const after = await api('GET', '/api/company', { token: companyToken });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Unauthorized' });
  });
});
