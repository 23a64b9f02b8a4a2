import { batchGet } from '../../platform/db/batch-get';
import { queryOffsetPage } from '../../platform/db/paginate';
import { queryAll } from '../../platform/db/query-all';
import { NotFound } from '../../platform/errors/domain-error';
import { AGREEMENT_PREFIX, agreementEntity, type Agreement } from './agreement-entity';

/** One agreement of the company (GetItem), or undefined. */
export async function findAgreement(companyId: number, id: number, consistent = false): Promise<Agreement | undefined> {
  return agreementEntity.get({ company_id: companyId, id }, { consistent });
}

/** One agreement of the company; 404 when it does not exist there. */
export async function getAgreement(companyId: number, id: number, consistent = false): Promise<Agreement> {
  const agreement = await findAgreement(companyId, id, consistent);
  if (!agreement) throw new NotFound('Agreement');
  return agreement;
}

/**
 * Several agreements of the company by id: one BatchGetItem (at most 100 keys). Keys are built
 * from the caller's company, so another company's ids are simply absent from the result.
 */
export async function findAgreements(companyId: number, ids: readonly number[]): Promise<Map<number, Agreement>> {
  const records = await batchGet(ids.map((id) => agreementEntity.key({ company_id: companyId, id })));
  return new Map(
    [...records.values()]
      .map((record) => agreementEntity.fromRecord(record))
      .map((agreement) => [agreement.id, agreement]),
  );
}

/** One offset page of the company's agreements, oldest first (Query on the company partition). */
export async function listAgreements(
  companyId: number,
  page: { page: number; perPage: number },
): Promise<{ agreements: Agreement[]; totalCount: number }> {
  const { items, totalCount } = await queryOffsetPage(
    agreementEntity.query('primary', { company_id: companyId }, { skPrefix: AGREEMENT_PREFIX }),
    page,
  );
  return { agreements: items.map((item) => agreementEntity.fromRecord(item)), totalCount };
}

/** The agreements of one enrollment pack, oldest first (Query on `byPack`; a pack has a handful). */
export async function listPackAgreements(companyId: number, enrollmentPackId: number): Promise<Agreement[]> {
  const items = await queryAll(
    agreementEntity.query('byPack', { company_id: companyId, enrollment_pack_id: enrollmentPackId }),
  );
  return items.map((item) => agreementEntity.fromRecord(item));
}
