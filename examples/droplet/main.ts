/**
 * `npm run example:droplet`: runs the example droplet against `npm start` and prints the commands
 * that register it and install it on the demo company. The registration (uuid and the lifecycle
 * secret, shown once) is saved to `DATA_DIR/example-droplet.json`; the app reads it at start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDropletApp } from './app';

const dataDir = process.env.DATA_DIR ?? '.local';
const port = Number(process.env.DROPLET_PORT ?? 4100);
const credentialsFile = join(dataDir, 'credentials.json');
const registrationFile = join(dataDir, 'example-droplet.json');

if (!existsSync(credentialsFile)) {
  console.error(`[droplet] ${credentialsFile} not found: start the API first (ALLOW_PRIVATE_TARGETS=1 npm start) in another terminal.`);
  process.exit(1);
}
const demo = JSON.parse(readFileSync(credentialsFile, 'utf8')) as { base_url: string; company_token: string };
const appUrl = `http://127.0.0.1:${port}`;
const auth = `-H "Authorization: Bearer ${demo.company_token}"`;
const registration = existsSync(registrationFile)
  ? (JSON.parse(readFileSync(registrationFile, 'utf8')) as { droplet: { uuid: string }; lifecycle_secret: string })
  : undefined;

const body = JSON.stringify({
  droplet: {
    name: 'Example droplet',
    requested_scopes: ['settings'],
    install_webhook_url: `${appUrl}/lifecycle/installed`,
    uninstall_webhook_url: `${appUrl}/lifecycle/uninstalled`,
    embed_url: `${appUrl}/app`,
  },
});

if (!registration) {
  console.log(
    [
      '',
      '  The example droplet is not registered yet. Register it on the demo company (the lifecycle secret is shown once and saved):',
      '',
      `  curl -s -X POST ${demo.base_url}/api/droplets ${auth} -H 'content-type: application/json' \\`,
      `    -d '${body}' > ${registrationFile}`,
      '',
      '  then run `npm run example:droplet` again.',
      '',
    ].join('\n'),
  );
  process.exit(0);
}

const { server } = createDropletApp({ apiBaseUrl: demo.base_url, dropletUuid: registration.droplet.uuid, lifecycleSecret: registration.lifecycle_secret });
server.listen(port, '127.0.0.1', () => {
  console.log(
    [
      '',
      `  Example droplet ${registration.droplet.uuid} on ${appUrl} (API ${demo.base_url})`,
      '  The API must run with ALLOW_PRIVATE_TARGETS=1 to deliver to this loopback app.',
      '',
      '  Install it on the demo company (the app receives droplet.installed and redeems the exchange token):',
      `  curl -s -X POST ${demo.base_url}/api/droplets/${registration.droplet.uuid}/installations ${auth}`,
      '',
      '  Open it as a signed-in dashboard user (POST /api/auth/sign_in_links, then the link from GET /_local/mailbox):',
      `  curl -s -X POST ${demo.base_url}/api/droplet_installations/<dri_…>/launch -H "Authorization: Bearer <dss_… session>"`,
      '  and open launch_url in a browser: the app verifies session_token and sets its own 120 s cookie.',
      '',
      '  Uninstall (the app receives droplet.uninstalled and erases the credentials):',
      `  curl -s -X DELETE ${demo.base_url}/api/droplet_installations/<dri_…> ${auth}`,
      '',
    ].join('\n'),
  );
});
process.on('SIGINT', () => server.close(() => process.exit(0)));
