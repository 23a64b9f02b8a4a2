import { defineHandler } from '../../shared/http/define-handler';
import { siteReply } from '../../shared/site/site-reply';
import { apiRouteKeys } from '../api-routes';
import { renderHomeRoute } from './routes';

export const handler = defineHandler(renderHomeRoute, async ({ event }) => siteReply(event, apiRouteKeys));
