import type { EmulatorRoute } from '../context';
import { newId, randomToken, unixNow } from '../ids';
import { listPage } from '../lists';
import { find, store } from '../lookup';
import { allowOnly, mergedMetadata, optionalBoolean, optionalString, requiredString, stringArray } from '../params';
import { objectsOfType } from '../state';
import { invalidRequest, missingParam } from '../stripe-error';

const FIELDS = ['url', 'enabled_events', 'description', 'metadata', 'api_version', 'connect'];

/**
 * Webhook endpoints: create (answers the signing `secret`, only then), retrieve, update
 * (`disabled` stops deliveries), delete and list. The dispatcher sends events to them.
 */
export const webhookEndpointRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v1/webhook_endpoints',
    handle({ account, params }) {
      allowOnly(params, FIELDS);
      const url = checkedUrl(requiredString(params, 'url'));
      const events = stringArray(params, 'enabled_events');
      if (!events?.length) throw missingParam('enabled_events');
      const endpoint = store(account, {
        id: newId('we'),
        object: 'webhook_endpoint',
        api_version: optionalString(params, 'api_version') ?? null,
        application: null,
        created: unixNow(),
        description: optionalString(params, 'description') ?? null,
        enabled_events: events,
        livemode: false,
        metadata: mergedMetadata({}, params),
        status: 'enabled',
        url,
      });
      const secret = `whsec_${randomToken(32)}`;
      account.webhookSecrets.set(endpoint.id, secret);
      return { ...endpoint, secret };
    },
  },
  {
    method: 'GET',
    path: '/v1/webhook_endpoints',
    handle: ({ account, params }) =>
      listPage('/v1/webhook_endpoints', objectsOfType(account, 'webhook_endpoint'), params),
  },
  {
    method: 'GET',
    path: '/v1/webhook_endpoints/:id',
    handle: ({ account, pathParams }) => find(account, 'webhook_endpoint', pathParams[0]!),
  },
  {
    method: 'POST',
    path: '/v1/webhook_endpoints/:id',
    handle({ account, params, pathParams }) {
      allowOnly(params, ['url', 'enabled_events', 'description', 'metadata', 'disabled']);
      const endpoint = find(account, 'webhook_endpoint', pathParams[0]!);
      const url = optionalString(params, 'url');
      if (url !== undefined) endpoint.url = checkedUrl(url);
      endpoint.enabled_events = stringArray(params, 'enabled_events') ?? endpoint.enabled_events;
      const description = optionalString(params, 'description');
      if (description !== undefined) endpoint.description = description || null;
      const disabled = optionalBoolean(params, 'disabled');
      if (disabled !== undefined) endpoint.status = disabled ? 'disabled' : 'enabled';
      endpoint.metadata = mergedMetadata(endpoint.metadata, params);
      return endpoint;
    },
  },
  {
    method: 'DELETE',
    path: '/v1/webhook_endpoints/:id',
    handle({ account, pathParams }) {
      const endpoint = find(account, 'webhook_endpoint', pathParams[0]!);
      account.objects.delete(endpoint.id);
      account.webhookSecrets.delete(endpoint.id);
      return { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
    },
  },
];

/** Stripe takes http(s) URLs only; the emulator also lets them point at this machine. */
function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidRequest(`Invalid URL: ${url}`, 'url', 'url_invalid');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw invalidRequest(`Invalid URL: ${url}: must be http or https`, 'url', 'url_invalid');
  return parsed.toString();
}
