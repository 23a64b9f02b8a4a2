import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { memberImportSchema } from './import-schemas';
import { view } from './schemas';

/** GET /api/v2025-06/member-imports/{import_id} */
export const getMemberImportV2025Route = defineRoute({
  id: 'getMemberImportV2025',
  method: 'GET',
  path: '/api/v2025-06/member-imports/{import_id}',
  handler: 'members-v2025-06/get-member-import',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Show a member import',
  description: 'The progress of an import (`created` and `skipped` of `total` rows, `status`). One GetItem.',
  request: { params: z.object({ import_id: z.string().regex(/^imp_[0-9a-f]{32}$/) }) },
  response: { status: 200, body: z.object({ member_import: memberImportSchema }) },
});
