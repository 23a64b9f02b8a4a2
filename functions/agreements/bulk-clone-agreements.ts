import { toAgreementView } from '../../shared/agreements/agreement-view';
import { bulkCloneAgreements } from '../../shared/agreements/bulk-clone';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { bulkCloneAgreementsRoute } from './routes';

export const handler = defineHandler(bulkCloneAgreementsRoute, async ({ principal, body }) => ({
  agreements: (await bulkCloneAgreements(principal.companyId, body.agreement_ids)).map(toAgreementView),
}));
