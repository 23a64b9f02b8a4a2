import type { Surface } from '../http/route';
import type { TagObject } from './types';

/** One tag per API surface (SPEC "Versioning"), in the order the reference lists them. */
const surfaceTags: Record<Surface, string> = {
  storefront: 'Storefront v2026-04 (`/api/v202604/...`). Company endpoints under `/api/v202604/company/...` need a bearer token; public reads need none. Lists use cursor pagination.',
  checkout: 'Checkout v2026-04 (`/api/checkout/v2026-04/...`). Cart operations are authenticated by the cart token in the path. Lists use cursor pagination.',
  public: 'Public v2025-06 (`/api/public/v2025-06/...`), used by the published SDK. Lists use cursor pagination.',
  admin: 'Company admin, unversioned (`/api/...`). Lists use offset pagination (`page`, `per_page`).',
  platform: 'This API itself: its OpenAPI document and reference page.',
  site: 'The rendered storefront (HTML) a visitor sees on a shop host, from the merchant\'s theme.',
};

/** The tag an operation of `surface` carries. */
export function surfaceTag(surface: Surface): string {
  return surface;
}

/** The document's `tags`: the surfaces that have at least one documented operation. */
export function documentTags(surfaces: ReadonlySet<Surface>): TagObject[] {
  return (Object.keys(surfaceTags) as Surface[])
    .filter((surface) => surfaces.has(surface))
    .map((surface) => ({ name: surfaceTag(surface), description: surfaceTags[surface] }));
}
