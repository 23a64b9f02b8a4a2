import { DomainError, ValidationFailed } from '../../platform/errors/domain-error';
import type { ProcessorPayment } from './adapters/payment-adapter';

/** 422: none of the company's gateways serves the cart's country and currency. */
export function noGatewayForCountry(country: string, currency: string): ValidationFailed {
  return new ValidationFailed(
    { payment_method: ['no_gateway_for_country'] },
    {
      message: `No payment gateway of the shop serves ${country} in ${currency} (payment_unavailable_reason: no_gateway_for_country)`,
      meta: { payment_unavailable_reason: 'no_gateway_for_country' },
    },
  );
}

/** 402 with the processor's decline code (`meta.decline_code`, `errors.decline_code`); the card number is never part of it. */
export function declined(payment: ProcessorPayment): DomainError {
  const decline = payment.decline ?? { code: 'card_declined', message: 'The payment was declined' };
  return new DomainError('payment_declined', {
    message: `The payment was declined: ${decline.message}`,
    errors: { payment_method: [decline.message], decline_code: [decline.code] },
    meta: { decline_code: decline.code },
  });
}
