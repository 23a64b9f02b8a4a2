import { presentAddresses, readAddressBook } from '../../shared/domains/customers/address-book';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { listAddressesRoute } from './list-addresses.route';

export const handler = defineHandler(listAddressesRoute, async ({ principal }) => ({
  addresses: presentAddresses(await readAddressBook(principal.companyId, principal.customerId)),
}));
