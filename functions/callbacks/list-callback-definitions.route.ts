import { SELECTION_RULE } from '../../shared/domains/callbacks/choose-registration';
import { defineRoute } from '../../shared/edge/http/route';
import { auth } from './route-common';
import { z } from 'zod';

/** A callback definition the platform invokes. */
const callbackDefinitionSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    request_schema: z
      .record(z.string(), z.unknown())
      .describe('JSON Schema (draft 2020-12) of the `payload` of the signed envelope the platform POSTs'),
    response_schema: z
      .record(z.string(), z.unknown())
      .describe('JSON Schema of the JSON body the callback answers with a 2xx'),
    fallback: z
      .string()
      .describe(
        'What the platform uses when the callback is not registered for the country, fails, times out or its circuit is open',
      ),
    timeout_ms: z.number().int(),
  })
  .meta({ id: 'CallbackDefinition' });

const definitionsResponse = z.object({ callback_definitions: z.array(callbackDefinitionSchema) });

/** GET /api/callback/definitions: the decisions the platform can delegate, with their schemas. */
export const listCallbackDefinitionsRoute = defineRoute({
  id: 'listCallbackDefinitions',
  method: 'GET',
  path: '/api/callback/definitions',
  handler: 'callbacks/list-callback-definitions',
  surface: 'admin',
  auth,
  summary: 'List callback definitions',
  ownership: { kind: 'none' },
  description:
    'Each call is a POST of the signed envelope `{id, identifier, name, timestamp, payload}` (verify it with `verifyDelivery` and the verification token); ' +
    'connect within 2 s and answer within 5 s with a 2xx JSON body matching `response_schema`. After 5 consecutive failures the platform stops calling for 60 s and uses the fallback. ' +
    'A request asks each callback at most once (a cart write re-applied after a concurrent change reuses the answer, or uses the fallback when the cart changed), and never past its own time budget: a call is cut short, or skipped, when the request would otherwise run out of time. ' +
    SELECTION_RULE,
  response: { status: 200, body: definitionsResponse },
});
