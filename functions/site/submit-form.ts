import { defineHandler } from '../../shared/edge/http/define-handler';
import { answerStorefrontForm } from '../../shared/edge/site/form-submission';
import { siteReply } from '../../shared/edge/site/site-reply';
import { apiRouteKeys } from '../api-routes';
import { submitFormRoute } from './submit-form.route';

export const handler = defineHandler(submitFormRoute, async ({ event }) =>
  siteReply(event, apiRouteKeys, answerStorefrontForm),
);
