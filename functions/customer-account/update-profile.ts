import { updateProfile } from '../../shared/domains/customers/customer-account';
import { presentCustomer } from '../../shared/domains/customers/present-customer';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateProfileRoute } from './update-profile.route';

export const handler = defineHandler(updateProfileRoute, async ({ body, principal }) => ({
  customer: presentCustomer(await updateProfile(principal.companyId, principal.customerId, body.customer)),
}));
