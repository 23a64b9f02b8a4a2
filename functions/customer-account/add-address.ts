import { addAddress } from '../../shared/domains/customers/address-book';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { addAddressRoute } from './add-address.route';

export const handler = defineHandler(addAddressRoute, async ({ body, principal }) => ({
  address: await addAddress(principal.companyId, principal.customerId, body.address, body.set_default ?? false),
}));
