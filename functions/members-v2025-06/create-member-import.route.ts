import { z } from 'zod';
import { MAX_IMPORT_ROWS } from '../../shared/domains/genealogy/start-member-import';
import { defineRoute } from '../../shared/edge/http/route';
import { memberImportSchema } from './import-schemas';
import { countryCode, externalId, manage, memberTypeSlug, nameText, phoneText, usernameText } from './schemas';

const importRow = z.object({
  external_id: externalId,
  sponsor_external_id: externalId
    .nullish()
    .transform((value) => value ?? null)
    .describe('The sponsor: a row of this import or a member of the company; absent: a root'),
  email: z
    .email()
    .max(254)
    .transform((email) => email.toLowerCase()),
  member_type_slug: memberTypeSlug.default('rep'),
  first_name: nameText.nullish().transform((value) => value ?? ''),
  last_name: nameText.nullish().transform((value) => value ?? ''),
  username: usernameText
    .nullish()
    .transform((value) => value ?? null)
    .describe('Required for reps'),
  country_code: countryCode.nullish().transform((value) => value ?? null),
  phone: phoneText.nullish().transform((value) => value ?? null),
});

const importBody = z.object({
  members: z
    .array(
      importRow.refine((row) => row.member_type_slug !== 'rep' || row.username !== null, {
        message: 'is required for a rep',
        path: ['username'],
      }),
    )
    .min(1)
    .max(MAX_IMPORT_ROWS),
});

/** POST /api/v2025-06/member-imports */
export const createMemberImportV2025Route = defineRoute({
  id: 'createMemberImportV2025',
  method: 'POST',
  path: '/api/v2025-06/member-imports',
  handler: 'members-v2025-06/create-member-import',
  surface: 'admin',
  auth: manage,
  ownership: { kind: 'company' },
  summary: 'Import members with their sponsors',
  description:
    'Up to 5,000 members, sponsors named by external id in any order (a row of the import or a member of the company). Validated as a whole: repeated external ids, emails or usernames, unknown sponsors, sponsor cycles and values other members hold answer 422 naming each bad row (`members[3].sponsor_external_id`), and nothing is imported. A valid import answers 202 and is applied in the background, sponsors first (`GET /api/v2025-06/member-imports/{import_id}` shows progress); rows whose external id the company already holds are skipped, so posting the same list again creates nothing. Each member emits `member_created`.',
  request: { body: importBody },
  response: { status: 202, body: z.object({ member_import: memberImportSchema }) },
  timeoutSeconds: 28,
  uses: ['table-batch-writes'],
  examples: {
    request: {
      members: [
        { external_id: 'R-2', sponsor_external_id: 'R-1', email: 'bo@example.com', first_name: 'Bo', username: 'bo' },
        { external_id: 'R-1', email: 'ada@example.com', first_name: 'Ada', username: 'ada' },
        { external_id: 'C-9', sponsor_external_id: 'R-2', email: 'cy@example.com', member_type_slug: 'customer' },
      ],
    },
  },
});
