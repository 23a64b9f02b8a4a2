import { defineHandler } from '../../shared/edge/http/define-handler';
import { siteReply } from '../../shared/edge/site/site-reply';
import { apiRouteKeys } from '../api-routes';
import { renderHomeRoute } from './render-home.route';

export const handler = defineHandler(renderHomeRoute, async ({ event }) => siteReply(event, apiRouteKeys));
