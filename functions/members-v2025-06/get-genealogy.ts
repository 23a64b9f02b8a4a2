import { readGenealogy } from '../../shared/domains/genealogy/genealogy-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { getGenealogyV2025Route } from './get-genealogy.route';

export const handler = defineHandler(getGenealogyV2025Route, async ({ params, query, principal }) => {
  const { genealogy, truncated } = await readGenealogy(principal.companyId, params.member_id, query.levels);
  return reply({ genealogy }, { meta: { truncated } });
});
