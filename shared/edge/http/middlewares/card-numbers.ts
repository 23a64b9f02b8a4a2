import { findCardNumber } from '../../../platform/card-numbers';
import { ValidationFailed } from '../../../platform/errors/domain-error';
import type { KitMiddleware } from './kit-request';

/**
 * Refuses (422) a request whose parsed body carries anything shaped like a card number, before
 * validation (whose messages could quote it), authentication or the handler see it. The answer
 * names where it was, never the value; nothing of the body is logged.
 */
export function cardNumbers(): KitMiddleware {
  return {
    before: async (request) => {
      const parsed = request.event.body as unknown;
      if (parsed === undefined || parsed === null || typeof parsed === 'string') return;
      const path = findCardNumber(parsed);
      if (path === null) return;
      // The body is dropped so no later step (an error log, a retry) can carry it.
      request.event.body = undefined;
      throw new ValidationFailed(
        { [path]: ['looks like a card number: card data is never sent to this API'] },
        {
          message:
            'The request carries what looks like a card number; collect cards with the payment processor’s SDK (see available_payment_methods) and send only its payment method id',
        },
      );
    },
  };
}
