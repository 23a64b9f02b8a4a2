import { toAgreementView } from '../../shared/domains/agreements/agreement-view';
import { updateAgreement } from '../../shared/use-cases/save-agreement';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateAgreementRoute } from './update-agreement.route';

export const handler = defineHandler(updateAgreementRoute, async ({ principal, params, body }) => ({
  agreement: toAgreementView(await updateAgreement(principal.companyId, params.id, body.agreement)),
}));
