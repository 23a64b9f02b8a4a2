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
  return {
    gateway,
    adapter: await adapterFor(gateway.integration_type, { mode: gateway.mode, secretKey: secrets.secret_key }),
  };
}
