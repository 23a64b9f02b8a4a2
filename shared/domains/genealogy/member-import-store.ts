import { NotFound } from '../../platform/errors/domain-error';
import { memberImportEntity, type MemberImport } from './member-import-entity';

/** One import of the company (GetItem); 404 for another company's. */
export async function getMemberImport(companyId: number, id: string): Promise<MemberImport> {
  const job = await memberImportEntity.get({ company_id: companyId, id }, { consistent: true });
  if (!job) throw new NotFound('Member import');
  return job;
}
