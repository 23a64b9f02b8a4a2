import { z } from 'zod';
import { shippingOptionsRequestSchema, shippingOptionsResponseSchema } from './shipping-options';
import { taxCalculationRequestSchema, taxCalculationResponseSchema } from './tax-calculation';
import { CALLBACK_TIMEOUT_MS } from './callback-timeouts';

export { CALLBACK_CONNECT_TIMEOUT_MS, CALLBACK_TIMEOUT_MS } from './callback-timeouts';

/** A synchronous decision the platform asks a registered URL for. */
export interface CallbackDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly description: string;
  /** Schema of the envelope `payload` the platform sends. */
  readonly request: Req;
  /** Schema of the JSON body the callback must answer with a 2xx. */
  readonly response: Res;
  /** What the platform uses instead when the callback is not used or fails. */
  readonly fallback: string;
}

/** Every callback the platform invokes. */
export const callbackDefinitions = {
  tax_calculation: {
    name: 'tax_calculation',
    description: 'Computes the taxes of a cart (per line and for shipping) when its totals are calculated.',
    request: taxCalculationRequestSchema,
    response: taxCalculationResponseSchema,
    fallback:
      "The platform's own tax rates for the destination country; the cart's totals are flagged stale (`totals_stale`).",
  },
  shipping_options: {
    name: 'shipping_options',
    description: 'Lists the shipping methods (with prices) offered for a cart and its destination.',
    request: shippingOptionsRequestSchema,
    response: shippingOptionsResponseSchema,
    fallback: "The company's configured shipping methods for the destination country.",
  },
} as const satisfies Record<string, CallbackDefinition>;

/** Name of a callback definition (`tax_calculation`, `shipping_options`). */
export type CallbackDefinitionName = keyof typeof callbackDefinitions;
/** Every definition name, in display order. */
export const callbackDefinitionNames = Object.keys(callbackDefinitions) as CallbackDefinitionName[];

/** Narrows a string to a known definition name. */
export function isCallbackDefinitionName(name: string): name is CallbackDefinitionName {
  return Object.hasOwn(callbackDefinitions, name);
}

/** A definition as `GET /api/callback/definitions` lists it, with JSON Schemas (draft 2020-12) from the zod schemas. */
export function presentCallbackDefinition(definition: CallbackDefinition) {
  // Input side: objects do not forbid unknown keys, so adding a request field never breaks a strict receiver.
  const toJson = (schema: z.ZodType) =>
    z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }) as Record<string, unknown>;
  return {
    name: definition.name,
    description: definition.description,
    request_schema: toJson(definition.request),
    response_schema: toJson(definition.response),
    fallback: definition.fallback,
    timeout_ms: CALLBACK_TIMEOUT_MS,
  };
}
