import { confirmSubscriptionPaymentRoute } from './confirm-subscription-payment.route';
import { showSubscriptionPaymentRoute } from './show-subscription-payment.route';

/** The hosted page where a customer confirms a renewal payment their bank wants authenticated. */
export const subscriptionPaymentRoutes = [showSubscriptionPaymentRoute, confirmSubscriptionPaymentRoute];
