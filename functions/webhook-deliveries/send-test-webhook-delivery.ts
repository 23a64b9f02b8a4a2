import { brotliDecompressSync } from 'node:zlib';
import { requireSubscription } from '../../shared/domains/deliveries/find-subscription-delivery';
import { presentDelivery } from '../../shared/domains/deliveries/present-delivery';
import { sendTestDelivery, type PublishedEventExample } from '../../shared/domains/deliveries/test-delivery';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { compressedEventExamples } from '../webhooks/event-example-documents';
import { sendTestWebhookDeliveryRoute } from './send-test-webhook-delivery.route';

let examples: readonly PublishedEventExample[] | undefined;

/** Every event's published example payload: generated at build time with the schema documents, decompressed by the container's first request. */
function publishedExamples(): readonly PublishedEventExample[] {
  examples ??= JSON.parse(
    brotliDecompressSync(Buffer.from(compressedEventExamples, 'base64')).toString('utf8'),
  ) as PublishedEventExample[];
  return examples;
}

export const handler = defineHandler(sendTestWebhookDeliveryRoute, async ({ params, principal }) => {
  const subscription = await requireSubscription(principal.companyId, params.id);
  const published = publishedExamples().find(
    (example) => example.resource === subscription.resource && example.event === subscription.event,
  );
  return { delivery: presentDelivery(await sendTestDelivery(subscription, published)) };
});
