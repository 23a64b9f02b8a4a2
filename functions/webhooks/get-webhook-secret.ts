import { defineHandler } from '../../shared/edge/http/define-handler';
import { describeCompanyWebhookSecret } from '../../shared/domains/webhooks/company-webhook-secret';
import { getWebhookSecretRoute } from './get-webhook-secret.route';

export const handler = defineHandler(getWebhookSecretRoute, async ({ principal }) => ({
  webhook_secret: await describeCompanyWebhookSecret(principal.companyId),
}));
