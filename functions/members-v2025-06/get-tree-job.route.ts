import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { treeJobSchema } from './tree-schemas';
import { view } from './schemas';

/** GET /api/v2025-06/member-tree-jobs/{job_id} */
export const getTreeJobV2025Route = defineRoute({
  id: 'getTreeJobV2025',
  method: 'GET',
  path: '/api/v2025-06/member-tree-jobs/{job_id}',
  handler: 'members-v2025-06/get-tree-job',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Show a downline move job',
  description:
    'The progress of a background move started by a sponsor change (`done` of `total` members, `progress` 0..1, `status`). One GetItem; poll it until `completed`.',
  request: { params: z.object({ job_id: z.string().regex(/^tjb_[0-9a-f]{32}$/) }) },
  response: { status: 200, body: z.object({ job: treeJobSchema }) },
});
