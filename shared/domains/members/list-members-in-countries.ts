import { memberEntity } from './member-entity';
import { memberView } from './member-view';

/**
 * Active reps and admins (never enrolled customers) of a company whose country is one of `countryCodes` (event reminders and
 * notifications). One Query per country on the byCountry pattern (gsi1), inactive members
 * filtered out by DynamoDB; never a table scan.
 *
 * @example const recipients = await listActiveMembersInCountries(companyId, ['US', 'DE']);
 */
export async function listActiveMembersInCountries(
  companyId: number,
  countryCodes: readonly string[],
): Promise<Array<{ id: number; type: 'rep' | 'admin'; email: string; full_name: string; country_code: string }>> {
  const countries = [...new Set(countryCodes.map((code) => code.toUpperCase()))];
  const perCountry = await Promise.all(countries.map((country) => activeMembersIn(companyId, country)));
  return perCountry.flat();
}

async function activeMembersIn(companyId: number, country: string) {
  const members = await memberEntity.queryAll(
    'byCountry',
    { company_id: companyId, country_code: country },
    {
      filter: {
        expression: 'active = :active AND #type <> :customer',
        names: { '#type': 'type' },
        values: { ':active': true, ':customer': 'customer' },
      },
    },
  );
  return members.map((member) => {
    const { id, type, email, full_name, country_code } = memberView(member);
    return { id, type: type as 'rep' | 'admin', email, full_name, country_code };
  });
}
