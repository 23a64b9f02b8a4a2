import { defineHandler } from '../../shared/edge/http/define-handler';
import { receiveProcessorEvent } from '../../shared/use-cases/receive-processor-event';
import { receiveGatewayEventRoute } from './receive-gateway-event.route';

export const handler = defineHandler(receiveGatewayEventRoute, async ({ params, event }) => {
  // The route declares no body, so the kit leaves it unparsed: the signature covers these exact bytes.
  const raw = event.body ?? '';
  const payload = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  return { event: await receiveProcessorEvent(params.id, payload, event.headers ?? {}) };
});
