import { defineHandler } from '../../shared/http/define-handler';
import { siteReply } from '../../shared/site/site-reply';
import { apiRouteKeys } from '../api-routes';
import { submitFormRoute } from './routes';

export const handler = defineHandler(submitFormRoute, async ({ event }) => siteReply(event, apiRouteKeys));
