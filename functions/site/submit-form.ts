import { defineHandler } from '../../shared/edge/http/define-handler';
import { siteReply } from '../../shared/edge/site/site-reply';
import { apiRouteKeys } from '../api-routes';
import { submitFormRoute } from './routes';

export const handler = defineHandler(submitFormRoute, async ({ event }) => siteReply(event, apiRouteKeys));
