import { getCompany } from '../../shared/domains/company/company-store';
import { volumePeriod } from '../../shared/domains/field-ledger/volume-period';
import { readVolumeTotals } from '../../shared/domains/field-ledger/volume-totals';
import { getMember } from '../../shared/domains/members/member-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getVolumeV2025Route } from './get-volume.route';

export const handler = defineHandler(getVolumeV2025Route, async ({ params, query, principal }) => {
  const [company] = await Promise.all([
    getCompany(principal.companyId),
    getMember(principal.companyId, params.member_id),
  ]);
  const period = query.period ?? volumePeriod(new Date().toISOString(), company.time_zone);
  return { volume: await readVolumeTotals(principal.companyId, params.member_id, period) };
});
