import { parseQuery } from '../query';
import { requireJsonObject, validate, validateBody } from '../validation';
import type { AnyRoute, KitMiddleware } from './kit-request';
import { requestState } from './kit-request';

/**
 * Validates the route's path, query and body, in that order (the first refused part is the one
 * answered), and hands the parsed values to the implementation.
 */
export function validation(route: AnyRoute): KitMiddleware {
  // On an update, read-only keys the route's answer carries (a resource written back as read) are
  // ignored, not refused. A create has nothing to write back: a key it cannot set is refused, so a
  // client never believes it set a generated field (SPEC: media slugs cannot be set).
  const answered = route.method === 'POST' ? undefined : (route.response.answered ?? route.response.body);
  return {
    before: async ({ event }) => {
      const state = requestState(event);
      // Every declared body is an object: a JSON null, array or scalar is refused, never read as "no body".
      if (state.bodySent) requireJsonObject(event.body);
      const params = route.request?.params ? validate(route.request.params, event.pathParameters ?? {}, 'path') : {};
      const query = route.request?.query
        ? validate(route.request.query, parseQuery(event.rawQueryString), 'query')
        : {};
      const body = route.request?.body
        ? validateBody(route.request.body, state.bodySent ? event.body : undefined, answered)
        : { value: undefined, ignored: [] };
      state.input = { params, query, body: body.value };
      state.ignored = body.ignored;
    },
  };
}
