import { defineHandler } from '../../shared/http/define-handler';
import { siteReply } from '../../shared/site/site-reply';
import { apiRoutes } from '../manifest';
import { renderPageRoute } from './routes';

export const handler = defineHandler(renderPageRoute, async ({ event }) => siteReply(event, apiRoutes));
