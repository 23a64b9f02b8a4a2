import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { rawReply, type Reply } from '../http/reply';
import { isApiPath, unmatchedRouteError } from '../http/unmatched-route';
import { renderStorefront, type FormAnswer } from './render-storefront';

/**
 * The handler body of every storefront route: the rendered page as a raw reply, or, for an `/api`
 * path that reached the storefront's catch-all, the JSON 404/405 the API's catch-all would answer.
 * The form-posting functions pass `answerForm` (form-submission.ts); page functions render only.
 */
export async function siteReply(
  event: APIGatewayProxyEventV2,
  apiRoutes: ReadonlyArray<{ method: string; path: string }>,
  answerForm?: FormAnswer,
): Promise<Reply> {
  const path = event.rawPath ?? event.requestContext.http.path;
  if (isApiPath(path)) throw unmatchedRouteError(event.requestContext.http.method, path, apiRoutes);
  const page = await renderStorefront(event, answerForm);
  return {
    ...rawReply(page.body, page.headers['content-type'] ?? 'text/html; charset=utf-8', {
      headers: page.headers,
      cookies: page.cookies,
    }),
    status: page.status,
  };
}
