import { updateAddress } from '../../shared/domains/customers/address-book';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateAddressRoute } from './update-address.route';

export const handler = defineHandler(updateAddressRoute, async ({ params, body, principal }) => ({
  address: await updateAddress(
    principal.companyId,
    principal.customerId,
    params.id,
    body.address ?? {},
    body.set_default,
  ),
}));
