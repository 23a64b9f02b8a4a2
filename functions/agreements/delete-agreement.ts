import { deleteAgreement } from '../../shared/domains/agreements/agreement-writes';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { deleteAgreementRoute } from './delete-agreement.route';

export const handler = defineHandler(deleteAgreementRoute, async ({ principal, params }) => ({
  id: (await deleteAgreement(principal.companyId, params.id)).id,
}));
