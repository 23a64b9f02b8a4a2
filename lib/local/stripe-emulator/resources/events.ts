import type { EmulatorRoute } from '../context';
import { listPage } from '../lists';
import { find } from '../lookup';
import { optionalInteger, optionalString, stringArray } from '../params';
import { objectsOfType } from '../state';

/** Events: retrieve and list (by `type`, `types[]` and `created[gte|lte]`), newest first. */
export const eventRoutes: EmulatorRoute[] = [
  {
    method: 'GET',
    path: '/v1/events',
    handle({ account, params }) {
      const type = optionalString(params, 'type');
      const types = stringArray(params, 'types');
      const created = (params.created ?? {}) as Record<string, unknown>;
      const bound = (name: string) => optionalInteger(created, name);
      const [gte, lte, gt, lt] = ['gte', 'lte', 'gt', 'lt'].map(bound);
      const events = objectsOfType(account, 'event').filter(
        (event) =>
          (!type || matchesType(event.type, type)) &&
          (!types || types.some((pattern) => matchesType(event.type, pattern))) &&
          (gte === undefined || event.created >= gte) &&
          (lte === undefined || event.created <= lte) &&
          (gt === undefined || event.created > gt) &&
          (lt === undefined || event.created < lt),
      );
      return listPage('/v1/events', events, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/events/:id',
    handle: ({ account, pathParams }) => find(account, 'event', pathParams[0]!),
  },
];

/** Stripe's `type` filter takes `*` as a wildcard (`charge.dispute.*`). */
function matchesType(type: string, pattern: string): boolean {
  if (!pattern.includes('*')) return type === pattern;
  const expression = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.]/g, '\\.'))
      .join('.*')}$`,
  );
  return expression.test(type);
}
