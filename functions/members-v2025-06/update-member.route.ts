import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { treeJobSchema } from './tree-schemas';
import {
  base,
  countryCode,
  externalId,
  manage,
  memberDetailSchema,
  memberIdValue,
  memberParams,
  nameText,
  phoneText,
  usernameText,
} from './schemas';

const updateBody = z.object({
  member: z
    .object({
      first_name: nameText.min(1).optional(),
      last_name: nameText.optional(),
      phone: phoneText.nullable().optional(),
      username: usernameText.optional(),
      external_id: externalId.nullable().optional(),
      country_code: countryCode.optional(),
      active: z.boolean().optional(),
      sponsor_id: memberIdValue
        .nullable()
        .optional()
        .describe('The new sponsor; null makes the member a root. Runs the sponsor change (docs/field.md "Moves")'),
    })
    .strict(),
});

/** PATCH /api/v2025-06/members/{member_id} */
export const updateMemberV2025Route = defineRoute({
  id: 'updateMemberV2025',
  method: 'PATCH',
  path: `${base}/{member_id}`,
  handler: 'members-v2025-06/update-member',
  surface: 'admin',
  auth: manage,
  ownership: { kind: 'company' },
  summary: 'Update a member',
  description:
    'Only the fields sent change (`member_updated`). `sponsor_id` then changes the sponsor: a sponsor that is the member or in its downline answers 422 (the tree holds no cycle); the change is recorded (`GET .../sponsor-changes`) and emits `member_sponsor_changed`. A small downline moves with it; a larger one moves in the background: `sponsor_change_job` names the job (`GET /api/v2025-06/members/tree-jobs/{job_id}`), and until it completes other moves answer 409. A taken username or external id answers 422.',
  request: { params: memberParams, body: updateBody },
  response: {
    status: 200,
    body: z.object({
      member: memberDetailSchema,
      sponsor_change_job: treeJobSchema.nullable().describe('The background move this change started; null when none'),
    }),
  },
  errors: ['conflict'],
});
