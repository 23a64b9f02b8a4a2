import { deleteAddress } from '../../shared/domains/customers/address-book';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { deleteAddressRoute } from './delete-address.route';

export const handler = defineHandler(deleteAddressRoute, async ({ params, principal }) => {
  await deleteAddress(principal.companyId, principal.customerId, params.id);
  return { deleted: true as const };
});
