import { ValidationFailed } from '../../platform/errors/domain-error';
import { adapterFor } from './adapters/adapters';
import type { PaymentAdapter } from './adapters/payment-adapter';
import { openCredentials } from './gateway-credentials';
import type { Gateway } from './gateway-entity';
import { getGateway } from './gateway-store';

/** A gateway with its adapter, built from its opened secret key. */
export interface ConnectedGateway {
  gateway: Gateway;
  adapter: PaymentAdapter;
}

/** The company's gateway `id` and its adapter; 422 when it was deleted since the cart was routed to it. */
export async function connectGateway(companyId: number, id: string): Promise<ConnectedGateway> {
  const gateway = await getGateway(companyId, id);
  if (!gateway)
    throw new ValidationFailed(
      { payment_method: ['the gateway this cart was routed to no longer exists; read the cart again'] },
      { message: 'The payment gateway of this cart was removed; read the cart again and pay with its current method' },
    );
  const secrets = await openCredentials(gateway);
  const adapter = await adapterFor(gateway.integration_type, { mode: gateway.mode, secretKey: secrets.secret_key });
  return { gateway, adapter: refusingClientErrors(adapter) };
}

/**
 * The adapter with the processor's refusals of a request (a 4xx: an unknown payment method, a
 * payment already captured) answered as the platform's 422 naming the processor's message, never
 * a 5xx. Failures to reach the processor stay errors (the call can be retried).
 */
function refusingClientErrors(adapter: PaymentAdapter): PaymentAdapter {
  const wrapped: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(adapter) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        throw refusalOf(error) ?? error;
      }
    };
  }
  return wrapped as unknown as PaymentAdapter;
}

function refusalOf(error: unknown): ValidationFailed | undefined {
  const { statusCode, message, code } = (error ?? {}) as { statusCode?: number; message?: string; code?: string };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500 || statusCode === 429) return undefined;
  const reason = (message ?? 'refused the request').slice(0, 300);
  return new ValidationFailed(
    { processor: [code ? `${code}: ${reason}` : reason] },
    { message: `The payment processor refused the request: ${reason}`, meta: { processor_code: code ?? null } },
  );
}
