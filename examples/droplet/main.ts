/**
 * `npm run example:droplet`: runs the example droplet against `npm start`. On the first run it
 * registers the droplet on the demo company through the typed client (its extension package served
 * by the app itself) and saves the registration (uuid and the lifecycle secret, shown once) to
 * `DATA_DIR/example-droplet.json`; later runs read it. It then prints the merchant's next steps.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient } from 'commerce-platform-api/client';
import { createDropletApp, PRODUCT_NOTE_WIDGET, type DropletAppOptions } from './app';

const dataDir = process.env.DATA_DIR ?? '.local';
const port = Number(process.env.DROPLET_PORT ?? 4100);
const credentialsFile = join(dataDir, 'credentials.json');
const registrationFile = join(dataDir, 'example-droplet.json');

if (!existsSync(credentialsFile)) {
  console.error(
    `[droplet] ${credentialsFile} not found: start the API first (ALLOW_PRIVATE_TARGETS=1 npm start) in another terminal.`,
  );
  process.exit(1);
}
const demo = JSON.parse(readFileSync(credentialsFile, 'utf8')) as { base_url: string; company_token: string };
const appUrl = `http://127.0.0.1:${port}`;

// The app reads its options per request: it must already serve its extension package when the platform downloads it during registration.
const options: DropletAppOptions = { apiBaseUrl: demo.base_url, dropletUuid: '', lifecycleSecret: '' };
const { server } = createDropletApp(options);
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
process.on('SIGINT', () => server.close(() => process.exit(0)));

const registration = existsSync(registrationFile)
  ? (JSON.parse(readFileSync(registrationFile, 'utf8')) as { droplet: { uuid: string }; lifecycle_secret: string })
  : await register();
options.dropletUuid = registration.droplet.uuid;
options.lifecycleSecret = registration.lifecycle_secret;

/** Registers the droplet as its vendor (here the demo company, which may install its own droplet to try it). */
async function register() {
  const vendor = createApiClient({ baseUrl: demo.base_url, token: demo.company_token });
  const { data, error, response } = await vendor.POST('/api/droplets', {
    body: {
      droplet: {
        name: 'Example droplet',
        requested_scopes: ['settings'],
        install_webhook_url: `${appUrl}/lifecycle/installed`,
        uninstall_webhook_url: `${appUrl}/lifecycle/uninstalled`,
        embed_url: `${appUrl}/app`,
        widget_data_url: `${appUrl}/widget-data`,
        extension_zip_url: `${appUrl}/extension.zip`,
      },
    },
  });
  if (!data) {
    console.error(`[droplet] registering answered ${response.status}: ${JSON.stringify(error)}`);
    process.exit(1);
  }
  writeFileSync(registrationFile, JSON.stringify(data, null, 2));
  return data;
}

const auth = `-H "Authorization: Bearer ${demo.company_token}"`;
console.log(
  [
    '',
    `  Example droplet ${registration.droplet.uuid} on ${appUrl} (API ${demo.base_url}; registration in ${registrationFile})`,
    '  The API must run with ALLOW_PRIVATE_TARGETS=1 to deliver to this loopback app.',
    '',
    '  Install it on the demo company (the app receives droplet.installed and redeems the exchange token):',
    `  curl -s -X POST ${demo.base_url}/api/droplets/${registration.droplet.uuid}/installations ${auth}`,
    '',
    '  Open it as a signed-in dashboard user (POST /api/auth/sign_in_links, then the link from GET /_local/mailbox):',
    `  curl -s -X POST ${demo.base_url}/api/droplet_installations/<dri_…>/launch -H "Authorization: Bearer <dss_… session>"`,
    '  and open launch_url in a browser: the app verifies session_token and sets its own 120 s cookie.',
    `  With that cookie, POST ${appUrl}/app/api/notes {"product_id": …, "note": "…"} writes a product's note, and`,
    `  {% droplet_widget '${PRODUCT_NOTE_WIDGET}' %} in the theme's product template shows it (docs/droplets.md, "Build a droplet").`,
    '',
    '  Uninstall (the app receives droplet.uninstalled and erases the credentials and notes):',
    `  curl -s -X DELETE ${demo.base_url}/api/droplet_installations/<dri_…> ${auth}`,
    '',
  ].join('\n'),
);
