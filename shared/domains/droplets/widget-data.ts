import { randomBytes } from 'node:crypto';
import { config } from '../../platform/config';
import { newNumericId } from '../../platform/ids';
import { openSecret } from '../../platform/crypto/secret-box';
import { logger } from '../../platform/logger';
import { widgetMetrics } from '../../platform/observability/metric-catalog';
import { emitMetrics } from '../../platform/observability/metrics';
import { pinnedRequest } from '../../platform/net/pinned-request';
import type { LookupAll } from '../../platform/net/resolve-public-address';
import { signatureHeaders, signPayload, TIMESTAMP_HEADER } from '../../platform/crypto/signature';
import type { InstalledWidget } from './installed-widgets';

/** Time a droplet has to answer a widget's data request, connection included: a page never waits longer for it. */
export const WIDGET_DATA_TIMEOUT_MS = 1_500;
/** Consecutive failures of one installation that open its breaker. */
export const WIDGET_BREAKER_THRESHOLD = 3;
/** How long an open breaker skips the installation's calls (its widgets render empty meanwhile). */
export const WIDGET_BREAKER_OPEN_MS = 30_000;
/** The envelope `name` of a widget data request. */
export const WIDGET_DATA_REQUEST = 'droplet.widget_data';
/** Largest answer accepted. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** Answers kept per container. */
const MAX_CACHED = 1_000;

/** What the page tells the droplet about where the widget renders. */
export interface WidgetPageContext {
  /** The placement (`product_page`, `home`, ...). */
  placement: string;
  /** The page's resource id (the product's id on a product page), null on pages without one. */
  resource_id: number | null;
}

/** Test hooks. */
export interface WidgetDataOptions {
  lookup?: LookupAll;
  now?: Date;
}

const answers = new Map<string, { data: unknown; expiresAt: number }>();
const breakers = new Map<string, { failures: number; openUntil: number }>();

/**
 * The JSON a droplet's `widget_data_url` answers for one widget on one page, or undefined when it
 * failed: the widget then renders empty, so a broken droplet never breaks the page. The POST is
 * signed like lifecycle deliveries (vendors verify it with `verifyDelivery`). The answer cache and
 * the breaker are per container on purpose: the render functions only read the table, and shared
 * state would add a read to every render (docs/droplets.md "Widgets").
 */
export async function widgetData(
  installed: InstalledWidget,
  shop: string,
  page: WidgetPageContext,
  options: WidgetDataOptions = {},
): Promise<unknown> {
  const { droplet, installation, widget } = installed;
  const now = options.now ?? new Date();
  const cacheKey = JSON.stringify([installation.id, shop, widget.name, page.placement, page.resource_id]);
  const cached = answers.get(cacheKey);
  if (cached && cached.expiresAt > now.getTime()) return cached.data;
  const breaker = breakers.get(installation.id) ?? { failures: 0, openUntil: 0 };
  const skipped = (reason: string) => {
    logger.warn('widget data failed; rendering the widget empty', {
      company_id: installation.company_id,
      droplet: droplet.uuid,
      installation: installation.id,
      widget: widget.name,
      reason,
    });
    emitMetrics([{ metric: widgetMetrics.dataFailures, value: 1 }], { droplet: droplet.uuid });
    return undefined;
  };
  // Only a call that was made and failed counts: a skipped one re-opening the breaker would keep it open for as long as pages are viewed.
  const failed = (reason: string) => {
    breaker.failures += 1;
    if (breaker.failures >= WIDGET_BREAKER_THRESHOLD) breaker.openUntil = now.getTime() + WIDGET_BREAKER_OPEN_MS;
    breakers.set(installation.id, breaker);
    return skipped(reason);
  };
  if (!droplet.widget_data_url) return skipped('the droplet declares no widget_data_url');
  if (breaker.openUntil > now.getTime()) return skipped('breaker open');

  // The envelope of webhooks and callbacks, so the vendor's `verifyDelivery` verifies and parses it as it does its lifecycle deliveries.
  const body = JSON.stringify({
    id: newNumericId(now.getTime()),
    identifier: `wdr_${randomBytes(12).toString('base64url')}`,
    name: WIDGET_DATA_REQUEST,
    timestamp: now.toISOString(),
    payload: {
      droplet_installation_id: installation.id,
      shop,
      widget: widget.name,
      placement: page.placement,
      resource_id: page.resource_id,
    },
  });
  const headers = signatureHeaders(openSecret(droplet.lifecycle_secret_sealed), body, now);
  const overlapping =
    droplet.previous_lifecycle_secret_sealed &&
    Date.parse(droplet.previous_lifecycle_secret_expires_at ?? '') > now.getTime();
  if (overlapping)
    headers['X-Service-Signature-Previous'] = signPayload(
      openSecret(droplet.previous_lifecycle_secret_sealed!),
      headers[TIMESTAMP_HEADER]!,
      body,
    );
  let data: unknown;
  try {
    const answer = await pinnedRequest({
      url: droplet.widget_data_url,
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'user-agent': `${config().serviceName}-widgets/1.0`,
        'x-service-shop': shop,
        'x-service-droplet-installation': installation.id,
      },
      body,
      connectTimeoutMs: WIDGET_DATA_TIMEOUT_MS,
      timeoutMs: WIDGET_DATA_TIMEOUT_MS,
      maxResponseBytes: MAX_ANSWER_BYTES,
      allowPrivate: config().allowPrivateTargets,
      lookup: options.lookup,
    });
    if (answer.status < 200 || answer.status >= 300) return failed(`answered ${answer.status}`);
    if (answer.truncated) return failed(`answer over ${MAX_ANSWER_BYTES} bytes`);
    data = JSON.parse(answer.body);
  } catch (error) {
    return failed((error as Error).message);
  }
  breakers.delete(installation.id);
  if (answers.size >= MAX_CACHED) answers.delete(answers.keys().next().value!);
  if (widget.cache_seconds > 0) answers.set(cacheKey, { data, expiresAt: now.getTime() + widget.cache_seconds * 1000 });
  return data;
}
