import { applyBulkAction } from '../../shared/company-events/bulk-events';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { bulkEventsRoute } from './routes';

export const handler = defineHandler(bulkEventsRoute, async ({ principal, body }) => {
  const results = await applyBulkAction(principal.companyId, body.action, body.ids);
  const succeeded = results.filter((result) => result.success).length;
  return { results, succeeded, failed: results.length - succeeded };
});
