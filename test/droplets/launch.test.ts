import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../shared/domains/auth/issue-token';
import { permissions } from '../../shared/domains/auth/permissions';
import { config } from '../../shared/platform/config';
import { verifySessionToken } from '../../shared/sdk/verify';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';
import { signUpAndSignIn } from '../identity/support';
import { createDroplet } from './support';

/** A signed-in owner (dashboard session) whose company installed its own droplet with an embed_url. */
let owner: { session: string; companyId: number; memberId: number; subdomain: string };
let droplet: { uuid: string };
let secret: string;
let installationId: string;
beforeAll(async () => {
  const signedIn = await signUpAndSignIn();
  const members = await api('GET', '/api/company/members?per_page=100', { token: signedIn.session });
  const company = await api('GET', '/api/company', { token: signedIn.session });
  owner = {
    session: signedIn.session,
    companyId: signedIn.companyId,
    memberId: members.body.members.find((member: { email: string }) => member.email === signedIn.email).id,
    subdomain: company.body.company.subdomain,
  };
  ({ droplet, secret } = await createDroplet(owner.session, {
    embed_url: 'https://app.example.com/embedded?theme=dark',
  }));
  installationId = (await api('POST', `/api/droplets/${droplet.uuid}/installations`, { token: owner.session })).body
    .installation.id;
});

const launch = (token: string, dri = installationId) =>
  api('POST', `/api/droplet_installations/${dri}/launch`, { token });

describe('POST /api/droplet_installations/{dri}/launch (SPEC "Authentication" 6-7)', () => {
  it('answers embed_url + dri + a session token naming the viewer and the store, which verifySessionToken accepts', async () => {
    const res = await launch(owner.session);
    expect(res.status).toBe(200);
    const url = new URL(res.body.launch_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://app.example.com/embedded');
    expect(url.searchParams.get('theme')).toBe('dark');
    expect(url.searchParams.get('dri')).toBe(installationId);
    const verified = verifySessionToken(url.searchParams.get('session_token')!, {
      secret,
      audience: droplet.uuid,
      issuer: config().serviceName,
      store: owner.subdomain,
    });
    expect(verified).toMatchObject({
      ok: true,
      claims: { sub: String(owner.memberId), dest: owner.subdomain, aud: droplet.uuid },
    });
    if (!verified.ok) return;
    expect(verified.claims.exp - verified.claims.iat).toBeLessThanOrEqual(60);
    expect(Date.parse(res.body.session_token_expires_at)).toBe(verified.claims.exp * 1000);
  });

  it('the session token is not an API credential: used as a bearer it gets 401 {message}', async () => {
    const sessionToken = new URL((await launch(owner.session)).body.launch_url).searchParams.get('session_token')!;
    const res = await api('GET', '/api/company', { token: sessionToken });
    expect(res.status).toBe(401);
    expect(Object.keys(res.body)).toEqual(['message']);
  });

  it('only a dashboard session has a viewer: a company API token gets 403 {message}', async () => {
    const { secret: companyToken } = await issueToken({
      companyId: owner.companyId,
      kind: 'company',
      name: 'server',
      permissions: [...permissions],
    });
    const res = await launch(companyToken);
    expect(res.status).toBe(403);
    expect(Object.keys(res.body)).toEqual(['message']);
  });

  it("another company's installation is not found (404)", async () => {
    const stranger = await createTenant();
    const { droplet: theirs } = await createDroplet(stranger.token, { embed_url: 'https://their.example.com/' });
    const theirInstallation = (
      await api('POST', `/api/droplets/${theirs.uuid}/installations`, { token: stranger.token })
    ).body.installation.id;
    expect((await launch(owner.session, theirInstallation)).status).toBe(404);
  });

  it('an uninstalled installation answers 409; a droplet without embed_url answers 422', async () => {
    const { droplet: bare } = await createDroplet(owner.session);
    const bareInstallation = (await api('POST', `/api/droplets/${bare.uuid}/installations`, { token: owner.session }))
      .body.installation.id;
    const noEmbed = await launch(owner.session, bareInstallation);
    expect(noEmbed.status).toBe(422);
    expect(Object.keys(noEmbed.body.errors)).toEqual(['droplet']);
    await api('DELETE', `/api/droplet_installations/${bareInstallation}`, { token: owner.session });
    const gone = await launch(owner.session, bareInstallation);
    expect(gone.status).toBe(409);
    expect(gone.body.errors).toBeNull();
  });
});
