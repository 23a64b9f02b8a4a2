import { z } from 'zod';
import { SUBSCRIPTION_PAYMENTS_PATH } from '../../shared/use-cases/steps/await-customer';

// What the subscription payment route modules share.

export { SUBSCRIPTION_PAYMENTS_PATH };

export const subscriptionPaymentParams = z.object({
  reference: z
    .string()
    .max(100)
    .describe('The reference in the mailed link: it names the subscription and carries the link’s secret'),
});

/** Where a renewal payment waiting for the customer stands. */
export const subscriptionPaymentSchema = z
  .object({
    subscription_id: z.number().int(),
    status: z
      .enum(['requires_confirmation', 'requires_action', 'paid', 'declined', 'none'])
      .describe(
        '`requires_confirmation`: confirm it (POST …/confirm); `requires_action`: the bank’s check is open (`next_action`); `paid`: confirmed, the renewal’s order placed (`order_id`); `declined`: the card declined after the check (the subscription is past due and retried); `none`: nothing waits',
      ),
    amount: z.number().int().nullable().describe('Minor units'),
    currency_code: z.string().nullable(),
    card: z.object({ brand: z.string().nullable(), last_four: z.string().nullable() }).nullable(),
    next_action: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('The processor’s next step for the customer (`redirect_to_url.url`: the bank’s check)'),
    order_id: z.number().int().nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'SubscriptionPayment' });

/** How every subscription payment route ends its description. */
export const SUBSCRIPTION_PAYMENT_RULES =
  ' The link mailed to the customer when a renewal’s off-session charge met the bank’s demand for authentication (the subscription is `action_required`) is the credential: no token; an unknown reference or a wrong secret answers 404. The processor collects the authentication (the stand-in 3-D Secure page locally); the platform never sees card data.';
