import { addAddressRoute } from './add-address.route';
import { applyAddressRoute } from './apply-address.route';
import { deleteAddressRoute } from './delete-address.route';
import { getMyOrderRoute } from './get-order.route';
import { getProfileRoute } from './get-profile.route';
import { listAddressesRoute } from './list-addresses.route';
import { listMyOrdersRoute } from './list-orders.route';
import { sendSignInCodeRoute } from './send-sign-in-code.route';
import { signOutCustomerRoute } from './sign-out.route';
import { updateAddressRoute } from './update-address.route';
import { updateProfileRoute } from './update-profile.route';
import { verifySignInCodeRoute } from './verify-sign-in-code.route';

/** The buyer's own account on the checkout surface: signing in from a cart, then `customers/me` and their orders. */
export const customerAccountRoutes = [
  sendSignInCodeRoute,
  verifySignInCodeRoute,
  signOutCustomerRoute,
  getProfileRoute,
  updateProfileRoute,
  listAddressesRoute,
  addAddressRoute,
  updateAddressRoute,
  deleteAddressRoute,
  applyAddressRoute,
  listMyOrdersRoute,
  getMyOrderRoute,
];
