import { defineHandler } from '../../shared/http/define-handler';
import { siteReply } from '../../shared/site/site-reply';
import { apiRoutes } from '../manifest';
import { submitHomeFormRoute } from './routes';

export const handler = defineHandler(submitHomeFormRoute, async ({ event }) => siteReply(event, apiRoutes));
