import { listCompanyCountryCodes } from '../company/company-countries';
import { ValidationFailed } from '../../platform/errors/domain-error';
import type { EventDetails } from './event-entity';
import { timingErrors, unknownCountries } from './event-rules';

/**
 * Checks the rules single fields cannot: the timing rules on the merged event, and that the
 * countries in `countries` (those the request set) are among the company's countries. Throws a
 * 422 naming each failing field as `event.<field>`.
 */
export async function assertValidEvent(
  companyId: number,
  details: EventDetails,
  countries: readonly string[] | undefined,
): Promise<void> {
  const errors: Record<string, string[]> = { ...timingErrors(details) };
  const unknown = countries?.length ? unknownCountries(countries, await listCompanyCountryCodes(companyId)) : [];
  if (unknown.length > 0)
    errors.available_countries = [
      `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not among the company's countries`,
    ];
  if (Object.keys(errors).length > 0) {
    throw new ValidationFailed(
      Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`event.${field}`, messages])),
    );
  }
}
