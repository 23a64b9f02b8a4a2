import { defineHandler } from '../../shared/edge/http/define-handler';
import { siteReply } from '../../shared/edge/site/site-reply';
import { apiRouteKeys } from '../api-routes';
import { renderPageRoute } from './render-page.route';

export const handler = defineHandler(renderPageRoute, async ({ event }) => siteReply(event, apiRouteKeys));
