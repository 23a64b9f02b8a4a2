import { defineHandler } from '../../shared/edge/http/define-handler';
import { rotateCompanyWebhookSecret } from '../../shared/domains/webhooks/company-webhook-secret';
import { rotateWebhookSecretRoute } from './rotate-webhook-secret.route';

export const handler = defineHandler(rotateWebhookSecretRoute, async ({ principal }) => ({
  webhook_secret: await rotateCompanyWebhookSecret(principal.companyId),
}));
