import { getTreeJob } from '../../shared/domains/genealogy/tree-job-store';
import { treeJobView } from '../../shared/domains/genealogy/tree-job-entity';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getTreeJobV2025Route } from './get-tree-job.route';

export const handler = defineHandler(getTreeJobV2025Route, async ({ params, principal }) => ({
  job: treeJobView(await getTreeJob(principal.companyId, params.job_id)),
}));
