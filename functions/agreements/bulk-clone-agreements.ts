import { toAgreementView } from '../../shared/domains/agreements/agreement-view';
import { bulkCloneAgreements } from '../../shared/domains/agreements/bulk-clone';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { bulkCloneAgreementsRoute } from './bulk-clone-agreements.route';

export const handler = defineHandler(bulkCloneAgreementsRoute, async ({ principal, body }) => ({
  agreements: (await bulkCloneAgreements(principal.companyId, body.agreement_ids)).map(toAgreementView),
}));
