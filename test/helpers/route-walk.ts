import type { RouteDefinition } from '../../shared/edge/http/route';

/** Plausible values for path parameters by name; anything else gets a numeric id. */
const sampleParams: Record<string, string> = {
  iso: 'DE',
  uuid: '00000000-0000-4000-8000-000000000000',
  slug: 'sample',
  resource: 'member',
  event: 'created',
};

/** A callable path for a manifest route: its parameters filled with plausible samples (walks over the manifest). */
export function concretePath(route: RouteDefinition): string {
  return route.path.replace(/\{([A-Za-z0-9_]+)\+?\}/g, (_match, name: string) => sampleParams[name] ?? '123456789');
}

/** The body a walk sends: none for reads and deletes, an empty object otherwise (fails validation, never the auth check). */
export function walkBody(route: RouteDefinition): object | undefined {
  return route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
}
