import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { base, externalId, memberResponse, usernameText, view } from './schemas';

const findQuery = z
  .object({
    email: z.email().max(254).optional(),
    username: usernameText.optional(),
    external_id: externalId.optional(),
  })
  .refine((query) => query.email ?? query.username ?? query.external_id, {
    message: 'give one of email, username or external_id',
    path: ['email'],
  });

/** GET /api/v2025-06/members/find */
export const findMemberV2025Route = defineRoute({
  id: 'findMemberV2025',
  method: 'GET',
  path: `${base}/find`,
  handler: 'members-v2025-06/find-member',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Find a member by a unique identifier',
  description:
    'The first identifier given wins, in the order email, username, external_id: its uniqueness claim names the member (two GetItems). None given answers 422; nobody holding it 404.',
  request: { query: findQuery },
  response: { status: 200, body: memberResponse },
});
