import type { RouteDefinition, Surface } from '../http/route';
import type { TagObject } from './types';

/** What each API surface promises (SPEC "Versioning"), appended to the tags of its operations. */
const surfaceNotes: Record<Surface, string> = {
  storefront:
    'Storefront v2026-04 (`/api/v202604/...`): company endpoints need a bearer token, public reads none; cursor pagination.',
  checkout:
    'Checkout v2026-04 (`/api/checkout/v2026-04/...`): authenticated by the cart token in the path; cursor pagination.',
  public: 'Public v2025-06 (`/api/public/v2025-06/...`), used by the published SDK; cursor pagination.',
  admin: 'Company admin, unversioned (`/api/...`): offset pagination (`page`, `per_page`).',
  platform: 'This API itself.',
  site: "The rendered storefront (HTML) a visitor sees on a shop host, from the merchant's theme.",
};

/**
 * Tags by resource: the handler folder a route lives in (`functions/<resource>/`). A folder without
 * an entry still gets a tag, named after the folder, so new resources are tagged without edits here.
 */
const resourceTags: Record<string, { name: string; description: string }> = {
  platform: { name: 'Platform', description: 'The OpenAPI document and the reference page.' },
  company: { name: 'Company', description: 'Sign-up, the company profile and its countries.' },
  'company-events': {
    name: 'Company events',
    description: 'The company calendar shown to members, its images and notifications.',
  },
  members: { name: 'Members', description: 'Admins and reps of the company.' },
  roles: { name: 'Roles', description: 'Named permission sets for members and partner tokens.' },
  'api-tokens': { name: 'API tokens', description: 'Company, partner and public tokens.' },
  auth: { name: 'Sign-in', description: 'Single-use sign-in links and dashboard sessions.' },
  webhooks: {
    name: 'Webhooks',
    description: 'Subscriptions, the company webhook secret, resources and payload schemas.',
  },
  'webhook-deliveries': {
    name: 'Webhook deliveries',
    description: 'Attempt logs, resend, recovery and test deliveries.',
  },
  callbacks: { name: 'Callbacks', description: 'Synchronous callback registrations (tax, shipping).' },
  droplets: { name: 'Droplets', description: 'Apps: registration, the marketplace, installing, the lifecycle secret.' },
  'droplet-installations': {
    name: 'Droplet installations',
    description: 'Installations, the exchange of the exchange token, uninstalling, embedded pages.',
  },
};

/**
 * Resources in the order a merchant meets them (the order `/api/docs` lists them): credentials and
 * the team, the catalog and content, the storefront, checkout and orders, integrations, apps, and
 * the platform's own operations last. A folder missing here sorts after the listed ones, before
 * Platform.
 */
const tagOrder = [
  'company',
  'auth',
  'api-tokens',
  'roles',
  'members',
  'agreements',
  'storefront/products',
  'storefront/categories',
  'storefront/collections',
  'storefront/pages',
  'storefront/posts',
  'storefront/media',
  'storefront/playlists',
  'storefront/enrollment_packs',
  'media',
  'subscription-plans',
  'discount-codes',
  'themes',
  'storefront-settings',
  'site',
  'share-links',
  'carts',
  'orders',
  'customers',
  'webhooks',
  'webhook-deliveries',
  'callbacks',
  'company-events',
  'droplets',
  'droplet-installations',
];

function orderOf(resource: string): number {
  if (resource === 'platform') return Number.POSITIVE_INFINITY;
  const index = tagOrder.indexOf(resource);
  return index < 0 ? tagOrder.length : index;
}

/** The handler's folder: `webhooks`, or `storefront/products` for a generated family route. */
function resourceOf(route: RouteDefinition): string {
  return route.handler.split('/').slice(0, -1).join('/');
}

function tagOf(resource: string): { name: string; description: string } {
  const known = resourceTags[resource];
  if (known) return known;
  const words = resource.replace(/[-/_]/g, ' ');
  return { name: words.charAt(0).toUpperCase() + words.slice(1), description: `Operations on ${words}.` };
}

/** The tag an operation carries: its resource's. */
export function routeTag(route: RouteDefinition): string {
  return tagOf(resourceOf(route)).name;
}

/** The document's `tags`: one per resource with documented operations, in the merchant's order, described with its surfaces' conventions. */
export function documentTags(routes: readonly RouteDefinition[]): TagObject[] {
  const surfaces = new Map<string, Set<Surface>>();
  for (const route of routes) {
    const resource = resourceOf(route);
    if (!surfaces.has(resource)) surfaces.set(resource, new Set());
    surfaces.get(resource)!.add(route.surface);
  }
  const ordered = [...surfaces].sort(([a], [b]) => orderOf(a) - orderOf(b));
  return ordered.map(([resource, used]) => {
    const tag = tagOf(resource);
    return {
      name: tag.name,
      description: [tag.description, ...[...used].map((surface) => surfaceNotes[surface])].join(' '),
    };
  });
}
