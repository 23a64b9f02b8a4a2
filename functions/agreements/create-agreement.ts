import { toAgreementView } from '../../shared/domains/agreements/agreement-view';
import { createAgreement } from '../../shared/use-cases/save-agreement';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createAgreementRoute } from './create-agreement.route';

export const handler = defineHandler(createAgreementRoute, async ({ principal, body }) => ({
  agreement: toAgreementView(await createAgreement(principal.companyId, body.agreement)),
}));
