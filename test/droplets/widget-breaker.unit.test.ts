import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealSecret } from '../../shared/platform/crypto/secret-box';
import type { InstalledWidget } from '../../shared/domains/droplets/installed-widgets';
import {
  WIDGET_BREAKER_OPEN_MS,
  WIDGET_BREAKER_THRESHOLD,
  widgetData,
} from '../../shared/domains/droplets/widget-data';

/** A droplet's widget_data_url that answers `status` and counts the calls it gets. */
let calls = 0;
let status = 503;
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    calls += 1;
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"rating":5}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/widget-data`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The fields of an installed widget the data call reads; cache off, so every render asks. */
function installedWidget(installationId: string): InstalledWidget {
  return {
    droplet: {
      uuid: 'a6f3c3f0-9d59-4a39-9b2c-5d4f2b1e0c11',
      widget_data_url: url,
      lifecycle_secret_sealed: sealSecret(`dls_${'s'.repeat(40)}`),
      previous_lifecycle_secret_sealed: null,
    },
    installation: { id: installationId, company_id: 1 },
    widget: { name: 'acme.reviews', cache_seconds: 0 },
  } as unknown as InstalledWidget;
}

describe('widget data circuit breaker (per installation, per container)', () => {
  it(`opens after ${WIDGET_BREAKER_THRESHOLD} failed calls, lets one call try ${WIDGET_BREAKER_OPEN_MS / 1000} s after the last failure however often pages render meanwhile, and closes on a success`, async () => {
    const installed = installedWidget(`dri_${Date.now().toString(16)}breaker`);
    const page = { placement: 'product_page', resource_id: 7 };
    const at = (ms: number) => ({ now: new Date(Date.UTC(2026, 0, 1) + ms) });
    status = 503;
    calls = 0;

    for (let attempt = 0; attempt < WIDGET_BREAKER_THRESHOLD; attempt += 1)
      expect(await widgetData(installed, 'shop', page, at(attempt))).toBeUndefined();
    expect(calls).toBe(WIDGET_BREAKER_THRESHOLD);
    const lastFailure = WIDGET_BREAKER_THRESHOLD - 1;

    // Open: renders during the window make no call, and do not push the window further.
    for (const ms of [1_000, 10_000, WIDGET_BREAKER_OPEN_MS - 1])
      expect(await widgetData(installed, 'shop', page, at(lastFailure + ms))).toBeUndefined();
    expect(calls).toBe(WIDGET_BREAKER_THRESHOLD);

    // Half-open after the window: one call tries; it fails, so the breaker opens again at once.
    expect(await widgetData(installed, 'shop', page, at(lastFailure + WIDGET_BREAKER_OPEN_MS))).toBeUndefined();
    expect(await widgetData(installed, 'shop', page, at(lastFailure + WIDGET_BREAKER_OPEN_MS + 1))).toBeUndefined();
    expect(calls).toBe(WIDGET_BREAKER_THRESHOLD + 1);

    // The droplet recovers: the next try succeeds and closes the breaker.
    status = 200;
    const recovered = lastFailure + 2 * WIDGET_BREAKER_OPEN_MS + 1;
    expect(await widgetData(installed, 'shop', page, at(recovered))).toEqual({ rating: 5 });
    expect(await widgetData(installed, 'shop', page, at(recovered + 1))).toEqual({ rating: 5 });
    expect(calls).toBe(WIDGET_BREAKER_THRESHOLD + 3);
  });
});
