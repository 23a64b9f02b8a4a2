import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { authenticate } from '../../shared/domains/auth/authenticate';
import { issueToken } from '../../shared/domains/auth/issue-token';
import { permissions } from '../../shared/domains/auth/permissions';
import { findCompanyIdBySubdomain, issueRootAdminToken } from '../../shared/use-cases/root-admin';
import { signUpCompany } from '../../shared/use-cases/sign-up';
import { storefrontDomain } from '../../shared/domains/storefront/resolve-shop';
import { seedDemoImages } from './demo-theme/seed-images';
import { seedDemoStorefront } from './demo-theme/seed-storefront';
import { createGateway, listGateways } from '../../shared/domains/payments/gateway-store';

/** What `npm start` prints and writes to `DATA_DIR/credentials.json` for scripts. */
export interface DemoCredentials {
  base_url: string;
  /** The demo shop's rendered storefront (`http://demo.localhost:<port>`). */
  storefront_url: string;
  company_id: number;
  company_token: string;
  root_admin_token: string;
}

export const DEMO_SUBDOMAIN = 'demo';
/** The demo owner: signs in to the admin with a link the local mailbox collects. */
export const DEMO_OWNER_EMAIL = 'owner@demo.example';

/**
 * Seeds the demo company on first start through the same domain functions the API uses, and reuses
 * the saved demo tokens on later starts (secrets are stored hashed, so the file is the only copy);
 * tokens that fail to authenticate are re-issued. The demo shop gets its catalog, the catalog's
 * pictures (uploaded as media) and the demo theme (lib/local/demo-theme) once.
 */
export async function seedDemo(baseUrl: string, credentialsFile: string | undefined): Promise<DemoCredentials> {
  const saved =
    credentialsFile && existsSync(credentialsFile)
      ? (JSON.parse(readFileSync(credentialsFile, 'utf8')) as DemoCredentials)
      : undefined;
  const companyId = (await findCompanyIdBySubdomain(DEMO_SUBDOMAIN)) ?? (await createDemoCompany());
  const valid =
    saved &&
    saved.company_id === companyId &&
    (await stillValid(saved.company_token)) &&
    (await stillValid(saved.root_admin_token));
  await seedDemoStorefront(companyId);
  await seedDemoImages(companyId);
  await seedTestGateway(companyId);
  const storefront_url = storefrontUrl(baseUrl);
  const credentials: DemoCredentials = valid
    ? { ...saved, base_url: baseUrl, storefront_url }
    : {
        base_url: baseUrl,
        storefront_url,
        company_id: companyId,
        company_token: (await issueToken({ companyId, kind: 'company', name: 'Demo company token', permissions }))
          .secret,
        root_admin_token: (await issueRootAdminToken('Local root admin')).secret,
      };
  if (credentialsFile) writeFileSync(credentialsFile, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return credentials;
}

/**
 * The demo shop pays through the built-in test processor as a configured gateway (every country
 * and currency, captured at checkout), so its carts list a gateway's method and the payment ledger
 * fills; a Stripe gateway is added through the API (docs/payments.md).
 */
async function seedTestGateway(companyId: number): Promise<void> {
  if ((await listGateways(companyId)).length > 0) return;
  await createGateway(companyId, {
    name: 'Test gateway',
    integration_type: 'test',
    mode: 'test',
    active: true,
    country_codes: [],
    currency_codes: [],
    capture_method: 'automatic',
  });
}

async function createDemoCompany(): Promise<number> {
  const { company } = await signUpCompany(
    {
      name: 'Demo Company',
      subdomain: DEMO_SUBDOMAIN,
      email: DEMO_OWNER_EMAIL,
      country_code: 'US',
      time_zone: 'America/New_York',
      first_name: 'Demo',
      last_name: 'Owner',
    },
    // No welcome mail: the seed hands out a company token; the owner asks for a link to use the admin.
    { sendLink: false },
  );
  return company.id;
}

async function stillValid(token: string): Promise<boolean> {
  return authenticate(`Bearer ${token}`).then(
    () => true,
    () => false,
  );
}

/** The demo shop's host on the storefront domain, on the API's port (browsers resolve `*.localhost` to loopback). */
function storefrontUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${DEMO_SUBDOMAIN}.${storefrontDomain()}:${url.port}`;
}
