import { getAgreement } from '../../shared/domains/agreements/agreement-store';
import { toAgreementView } from '../../shared/domains/agreements/agreement-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getAgreementRoute } from './get-agreement.route';

export const handler = defineHandler(getAgreementRoute, async ({ principal, params }) => ({
  agreement: toAgreementView(await getAgreement(principal.companyId, params.id)),
}));
