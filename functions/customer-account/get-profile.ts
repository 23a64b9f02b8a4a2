import { ownCustomer } from '../../shared/domains/customers/customer-account';
import { presentCustomer } from '../../shared/domains/customers/present-customer';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getProfileRoute } from './get-profile.route';

export const handler = defineHandler(getProfileRoute, async ({ principal }) => ({
  customer: presentCustomer(await ownCustomer(principal.companyId, principal.customerId)),
}));
