import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Tax rate the bench's `tax_calculation` answer applies to every line. */
const BENCH_TAX_RATE = 0.1;
/** The one shipping option the bench's `shipping_options` answer offers. */
export const BENCH_SHIPPING_OPTION = {
  id: 'courier',
  title: 'Courier',
  price: 900,
  delivery_time_estimate: 'tomorrow',
};

/** A running callback server. */
export interface CallbackServer {
  readonly url: string;
  /** Requests answered so far, per definition name. */
  readonly answered: Readonly<Record<string, number>>;
  stop(): Promise<void>;
}

interface CallbackEnvelope {
  name: string;
  payload: { cart: { line_items: { id: number; total: number }[] } };
}

/**
 * A company's tax and shipping service for the bench: a bare node:http server on 127.0.0.1 that
 * answers the signed callback envelope at once with a valid answer for its definition
 * (`tax_calculation`: 10 % of each line; `shipping_options`: one courier option), so the carts
 * section measures what calling a healthy callback costs a cart write.
 */
export async function startCallbackServer(): Promise<CallbackServer> {
  const answered: Record<string, number> = {};
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CallbackEnvelope;
      answered[envelope.name] = (answered[envelope.name] ?? 0) + 1;
      const body = JSON.stringify(
        envelope.name === 'tax_calculation' ? taxAnswer(envelope) : { shipping_options: [BENCH_SHIPPING_OPTION] },
      );
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callbacks`,
    answered,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function taxAnswer(envelope: CallbackEnvelope) {
  const lineItems = envelope.payload.cart.line_items.map((line) => ({
    id: line.id,
    tax: Math.round(line.total * BENCH_TAX_RATE),
    rate: BENCH_TAX_RATE,
  }));
  return {
    line_items: lineItems,
    shipping_tax: 0,
    tax_total: lineItems.reduce((sum, line) => sum + line.tax, 0),
    tax_label: 'Bench tax',
  };
}
