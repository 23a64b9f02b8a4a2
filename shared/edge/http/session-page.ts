import { storefrontUrl } from '../../domains/storefront/storefront-url';
import type { DashboardSession } from '../../use-cases/dashboard-session';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The small page a browser sees after opening a sign-in link: the session token and how to use it.
 * An admin is shown how to create an API token with it; a rep or customer (a member session holds
 * no company permission) is shown their rep site instead.
 */
export function sessionPage(session: DashboardSession, baseUrl: string): string {
  const token = escapeHtml(session.token);
  return session.member.type === 'admin' ? adminPage(session, token, baseUrl) : memberPage(session, token);
}

function memberPage(session: DashboardSession, token: string): string {
  const { member, company } = session;
  const site = member.username ? `${storefrontUrl(company.subdomain)}/${member.username}` : null;
  return page(
    session,
    token,
    site
      ? `<p>Your rep site: <a href="${escapeHtml(site)}">${escapeHtml(site)}</a></p>`
      : `<p>Your shop: <a href="${escapeHtml(storefrontUrl(company.subdomain))}">${escapeHtml(company.name)}</a></p>`,
  );
}

function adminPage(session: DashboardSession, token: string, baseUrl: string): string {
  const curl = escapeHtml(
    `curl -X POST ${baseUrl}/api/company/api_tokens -H "Authorization: Bearer ${session.token}" -H "Content-Type: application/json" ` +
      `-d '{"api_token":{"kind":"company","name":"Server"}}'`,
  );
  return page(session, token, `<p>Create an API token with it:</p>\n<pre>${curl}</pre>`);
}

function page(session: DashboardSession, token: string, next: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Signed in to ${escapeHtml(session.company.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem;line-height:1.5}code,pre{background:#f4f4f5;padding:.2rem .4rem;border-radius:4px;word-break:break-all;white-space:pre-wrap}</style></head>
<body>
<h1>Signed in to ${escapeHtml(session.company.name)}</h1>
<p>Hello ${escapeHtml(session.member.first_name || session.member.email)}. Your session token is valid until ${escapeHtml(session.expiresAt.toISOString())}. It is shown only once.</p>
<pre id="token">${token}</pre>
${next}
</body>
</html>
`;
}
