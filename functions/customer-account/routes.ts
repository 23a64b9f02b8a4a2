import { sendSignInCodeRoute } from './send-sign-in-code.route';
import { signOutCustomerRoute } from './sign-out.route';
import { verifySignInCodeRoute } from './verify-sign-in-code.route';

/** The buyer's own account on the checkout surface: signing in from a cart, then `customers/me`. */
export const customerAccountRoutes = [sendSignInCodeRoute, verifySignInCodeRoute, signOutCustomerRoute];
