import { defineHandler } from '../../shared/http/define-handler';
import { siteReply } from '../../shared/site/site-reply';
import { apiRouteKeys } from '../api-routes';
import { submitHomeFormRoute } from './routes';

export const handler = defineHandler(submitHomeFormRoute, async ({ event }) => siteReply(event, apiRouteKeys));
