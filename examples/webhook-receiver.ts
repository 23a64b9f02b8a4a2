/**
 * A webhook receiver for droplet vendors: verifies each delivery, acknowledges at once, processes
 * out of band and skips deliveries it has already seen (retries reuse the envelope `id`).
 *
 * Run: WEBHOOK_SECRET=... PORT=4000 npx tsx examples/webhook-receiver.ts
 */
import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { verifyDelivery, type DeliveryEnvelope } from 'commerce-platform-api/verify';

/** Deliveries larger than this are refused before verification. */
const MAX_BODY_BYTES = 1024 * 1024;

/** What the receiver needs: the signing secret and your processing. */
export interface ReceiverOptions {
  /** The subscription's auth_token, or the company webhook secret when the subscription has none. */
  secret: string;
  /** Your processing; runs after the 200 is sent, once per delivery id. */
  handle: (envelope: DeliveryEnvelope) => Promise<void>;
  /**
   * Ids already processed. In memory here; in production use a durable store with a unique key on
   * the id (e.g. an INSERT that fails on duplicates) so restarts and several instances agree.
   */
  seen?: Set<number>;
}

/** Creates the receiver's HTTP server (not listening yet). */
export function createWebhookReceiver(options: ReceiverOptions): Server {
  const seen = options.seen ?? new Set<number>();
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      // Verify the raw bytes exactly as received: never JSON.parse and re-stringify first.
      const result = verifyDelivery(Buffer.concat(chunks), req.headers, options.secret);
      if (!result.ok) {
        res.writeHead(401, { 'content-type': 'text/plain' }).end(result.reason);
        return;
      }
      // Acknowledge first: the platform waits at most 10 s and retries anything that is not a 2xx.
      res.writeHead(200).end();
      const { envelope } = result;
      if (seen.has(envelope.id)) return;
      seen.add(envelope.id);
      setImmediate(() => {
        options.handle(envelope).catch((error: unknown) => {
          // The delivery was acknowledged; record the failure and recover from your own store.
          seen.delete(envelope.id);
          console.error(`processing delivery ${envelope.id} failed`, error);
        });
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) throw new Error('Set WEBHOOK_SECRET to the subscription auth_token (or the company webhook secret)');
  const port = Number(process.env.PORT ?? 4000);
  createWebhookReceiver({
    secret,
    handle: async (envelope) => console.log(`${envelope.name} #${envelope.id}`, JSON.stringify(envelope.payload)),
  }).listen(port, () => console.log(`webhook receiver on http://127.0.0.1:${port}`));
}
