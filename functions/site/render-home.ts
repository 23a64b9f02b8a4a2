import { defineHandler } from '../../shared/http/define-handler';
import { siteReply } from '../../shared/site/site-reply';
import { apiRoutes } from '../manifest';
import { renderHomeRoute } from './routes';

export const handler = defineHandler(renderHomeRoute, async ({ event }) => siteReply(event, apiRoutes));
