import { applyBulkAction } from '../../shared/domains/company-events/bulk-events';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { errorStatus } from '../../shared/edge/http/error-statuses';
import { bulkEventsRoute } from './bulk-update-events.route';

export const handler = defineHandler(bulkEventsRoute, async ({ principal, body }) => {
  const outcomes = await applyBulkAction(principal.companyId, body.action, body.ids);
  // A failed id answers its error's message and the status it would have had on its own.
  const results = outcomes.map((outcome) =>
    outcome.success
      ? outcome
      : {
          id: outcome.id,
          success: false as const,
          error_message: outcome.error.message,
          error_status: errorStatus(outcome.error),
        },
  );
  const succeeded = results.filter((result) => result.success).length;
  return { results, succeeded, failed: results.length - succeeded };
});
