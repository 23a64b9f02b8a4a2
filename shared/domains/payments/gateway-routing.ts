import type { CaptureMethod, Gateway, GatewayMode, IntegrationType } from './gateway-entity';

/** What a priced cart keeps of the gateway that serves it: no secret, only what paying needs. */
export interface RoutedGateway {
  id: string;
  name: string;
  integration_type: IntegrationType;
  mode: GatewayMode;
  capture_method: CaptureMethod;
  publishable_key: string | null;
}

/**
 * How a cart pays, decided at pricing from its country and currency: `builtin` for a company that
 * configured no gateway (the built-in test method, no money moves: what every shop had before
 * gateways, and what tests and `npm start` rely on), `gateway` for the first active gateway (oldest
 * first) serving both, `none` when the company's gateways serve neither (`no_gateway_for_country`).
 */
export type PaymentRoute = { kind: 'builtin' } | { kind: 'gateway'; gateway: RoutedGateway } | { kind: 'none' };

/** The route of a cart in `country` paying in `currency` among the company's gateways. */
export function routePayment(gateways: readonly Gateway[], country: string, currency: string): PaymentRoute {
  if (gateways.length === 0) return { kind: 'builtin' };
  const serving = gateways.find(
    (gateway) =>
      gateway.active &&
      (gateway.country_codes.length === 0 || gateway.country_codes.includes(country)) &&
      (gateway.currency_codes.length === 0 || gateway.currency_codes.includes(currency)),
  );
  if (!serving) return { kind: 'none' };
  return {
    kind: 'gateway',
    gateway: {
      id: serving.id,
      name: serving.name,
      integration_type: serving.integration_type,
      mode: serving.mode,
      capture_method: serving.capture_method,
      publishable_key: serving.publishable_key,
    },
  };
}
