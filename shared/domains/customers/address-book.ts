import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { transactWrite } from '../../platform/db/transact';
import { NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import type { Address } from '../checkout/cart-entity';
import { addressBookEntity, type AddressBook, type SavedAddress } from './address-book-entity';

/** Most addresses a customer saves. */
export const MAX_SAVED_ADDRESSES = 20;

/** A saved address as the account answers it: with whether it is the default. */
export type AddressView = SavedAddress & { default: boolean };

const empty = (companyId: number, customerId: number): AddressBook => ({
  company_id: companyId,
  customer_id: customerId,
  addresses: [],
  default_address_id: null,
  version: 0,
});

/** The customer's address book as stored now (one consistent GetItem); empty when none was saved. */
export async function readAddressBook(companyId: number, customerId: number): Promise<AddressBook> {
  return (
    (await addressBookEntity.get({ company_id: companyId, customer_id: customerId }, { consistent: true })) ??
    empty(companyId, customerId)
  );
}

/** The saved addresses, newest first, each flagged with whether it is the default. */
export function presentAddresses(book: AddressBook): AddressView[] {
  return book.addresses.map((address) => ({ ...address, default: address.id === book.default_address_id }));
}

/** One saved address of the book, or 404. */
export function savedAddress(book: AddressBook, id: number): SavedAddress {
  const found = book.addresses.find((address) => address.id === id);
  if (!found) throw new NotFound('Address');
  return found;
}

/**
 * Reads the book, applies `change` and writes the next version conditioned on the one read (a
 * lost race re-reads and re-applies). Answers what `change` answered.
 */
async function changeAddressBook<T>(
  companyId: number,
  customerId: number,
  change: (book: AddressBook) => { next: AddressBook; result: T },
): Promise<T> {
  return retryStaleWrites(
    async () => {
      const book = await readAddressBook(companyId, customerId);
      const { next, result } = change(book);
      const item =
        book.version === 0
          ? addressBookEntity.create({ ...next, version: 1 })
          : addressBookEntity.put(
              { ...next, version: book.version + 1 },
              { condition: { expression: 'version = :seen', values: { ':seen': book.version } } },
            );
      const { failedIndex } = await transactWrite([item]);
      if (failedIndex !== undefined) throw new StaleWrite();
      return result;
    },
    { conflictMessage: 'The address book is being changed by other requests; try again' },
  );
}

/** Saves a new address (the first one, or one sent with `makeDefault`, becomes the default). */
export function addAddress(
  companyId: number,
  customerId: number,
  address: Address,
  makeDefault: boolean,
  now = new Date(),
): Promise<AddressView> {
  return changeAddressBook(companyId, customerId, (book) => {
    if (book.addresses.length >= MAX_SAVED_ADDRESSES)
      throw new ValidationFailed({ address: [`a customer saves at most ${MAX_SAVED_ADDRESSES} addresses`] });
    const at = now.toISOString();
    const saved: SavedAddress = { ...address, id: newNumericId(now.getTime()), created_at: at, updated_at: at };
    const isDefault = makeDefault || book.default_address_id === null;
    const next = {
      ...book,
      addresses: [saved, ...book.addresses],
      default_address_id: isDefault ? saved.id : book.default_address_id,
    };
    return { next, result: { ...saved, default: isDefault } };
  });
}

/** Changes the fields given of a saved address, and makes it the default when asked. */
export function updateAddress(
  companyId: number,
  customerId: number,
  id: number,
  changes: Partial<Address>,
  makeDefault: boolean | undefined,
  now = new Date(),
): Promise<AddressView> {
  return changeAddressBook(companyId, customerId, (book) => {
    const updated: SavedAddress = { ...savedAddress(book, id), ...changes, updated_at: now.toISOString() };
    let defaultId = book.default_address_id;
    if (makeDefault === true) defaultId = id;
    if (makeDefault === false && defaultId === id) defaultId = null;
    const next = {
      ...book,
      addresses: book.addresses.map((address) => (address.id === id ? updated : address)),
      default_address_id: defaultId,
    };
    return { next, result: { ...updated, default: defaultId === id } };
  });
}

/** Removes a saved address (the newest remaining one becomes the default when it was). */
export function deleteAddress(companyId: number, customerId: number, id: number): Promise<void> {
  return changeAddressBook(companyId, customerId, (book) => {
    savedAddress(book, id);
    const addresses = book.addresses.filter((address) => address.id !== id);
    const defaultId = book.default_address_id === id ? (addresses[0]?.id ?? null) : book.default_address_id;
    return { next: { ...book, addresses, default_address_id: defaultId }, result: undefined };
  });
}

/** The address fields of a saved address (what a subscription ships to). */
export function addressFields(saved: SavedAddress): Address {
  const { id: _id, created_at: _created, updated_at: _updated, ...address } = saved;
  return address;
}
