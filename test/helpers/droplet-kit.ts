import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { createDropletApp, PRODUCT_NOTE_WIDGET, type DropletAppOptions } from '../../examples/droplet/app';
import type { InstallationCredentials } from '../../examples/droplet/credential-store';
import { api } from './http';
import type { ThemeFiles } from './themes';

/**
 * The droplet vendor kit (examples/droplet) running beside the local runtime, and the steps a
 * vendor and a merchant take with it: register it with its widget package, install it, write a
 * product's note in the app, place its widget in a theme. Shared by the kit's HTTP journey and
 * the headless-browser check of the widget.
 */
export interface DropletKit {
  app: ReturnType<typeof createDropletApp>;
  /** Read by the app at request time, so the droplet can be registered with the app's URL first. */
  options: DropletAppOptions;
  /** The app's base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  close(): Promise<void>;
}

/** Starts the kit's app on a free loopback port, calling the API at `apiBaseUrl`. */
export async function startDropletKit(apiBaseUrl: string): Promise<DropletKit> {
  const options: DropletAppOptions = { apiBaseUrl, dropletUuid: '', lifecycleSecret: '' };
  const app = createDropletApp(options);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return {
    app,
    options,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => app.server.close(() => resolve())),
  };
}

/** Polls `check` until it holds (the pipeline delivers lifecycle events asynchronously). */
export async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Registers the kit as a droplet of the caller's company, every URL pointing at the app (the
 * platform downloads its extension package from it), and hands the app its uuid and lifecycle secret.
 * Answers the 201 response.
 */
export async function registerKitDroplet(kit: DropletKit, token: string, name = 'Kit droplet') {
  const registered = await api('POST', '/api/droplets', {
    token,
    body: {
      droplet: {
        name,
        requested_scopes: ['settings'],
        install_webhook_url: `${kit.url}/lifecycle/installed`,
        uninstall_webhook_url: `${kit.url}/lifecycle/uninstalled`,
        embed_url: `${kit.url}/app`,
        widget_data_url: `${kit.url}/widget-data`,
        extension_zip_url: `${kit.url}/extension.zip`,
      },
    },
  });
  expect(registered.status, registered.text).toBe(201);
  kit.options.dropletUuid = registered.body.droplet.uuid;
  kit.options.lifecycleSecret = registered.body.lifecycle_secret;
  return registered;
}

/** Installs the registered kit on the caller's company and waits until the app has redeemed its credentials (droplet.installed). */
export async function installKitDroplet(
  kit: DropletKit,
  token: string,
): Promise<{ installationId: string; credentials: InstallationCredentials }> {
  const installed = await api('POST', `/api/droplets/${kit.options.dropletUuid}/installations`, { token });
  expect(installed.status, installed.text).toBe(201);
  const installationId = installed.body.installation.id as string;
  await until(() => kit.app.store.get(installationId) !== undefined, 'the kit to store the credentials');
  return { installationId, credentials: kit.app.store.get(installationId)! };
}

/** Uninstalls the kit and waits until the app has erased the installation's credentials and notes (droplet.uninstalled). */
export async function uninstallKitDroplet(kit: DropletKit, token: string, installationId: string): Promise<void> {
  expect((await api('DELETE', `/api/droplet_installations/${installationId}`, { token })).status).toBe(200);
  await until(() => kit.app.store.get(installationId) === undefined, 'the kit to erase the credentials');
}

/** Opens the app from the admin (its launch URL) and answers the app's own session cookie (`name=value`). */
export async function openKitApp(token: string, installationId: string): Promise<string> {
  const launch = await api('POST', `/api/droplet_installations/${installationId}/launch`, { token });
  expect(launch.status, launch.text).toBe(200);
  const page = await fetch(launch.body.launch_url);
  expect(page.status).toBe(200);
  return page.headers.get('set-cookie')!.split(';')[0]!;
}

/** The merchant writes a product's note in the app, signed in with the app's session cookie. */
export async function saveKitNote(
  kit: DropletKit,
  sessionCookie: string,
  productId: number,
  note: string,
): Promise<void> {
  const saved = await fetch(`${kit.url}/app/api/notes`, {
    method: 'POST',
    headers: { cookie: sessionCookie },
    body: JSON.stringify({ product_id: productId, note }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

/** A theme's product template with the kit's widget placed above the description, as a merchant edits it. */
export function withProductNoteWidget(files: ThemeFiles): ThemeFiles {
  const product = files['product/default']!;
  const anchor = '{% if product.description %}';
  expect(product).toContain(anchor);
  return {
    ...files,
    'product/default': product.replace(anchor, `{% droplet_widget '${PRODUCT_NOTE_WIDGET}' %}\n  ${anchor}`),
  };
}
