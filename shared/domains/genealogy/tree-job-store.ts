import { NotFound } from '../../platform/errors/domain-error';
import { treeJobEntity, type TreeJob } from './tree-job-entity';

/** One move job of the company (GetItem); 404 for another company's. */
export async function getTreeJob(companyId: number, id: string): Promise<TreeJob> {
  const job = await treeJobEntity.get({ company_id: companyId, id }, { consistent: true });
  if (!job) throw new NotFound('Tree job');
  return job;
}
