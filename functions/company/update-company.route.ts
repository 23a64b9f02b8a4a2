import { defineRoute } from '../../shared/edge/http/route';
import { companyResponse, countryCode, currencyCode, email, timeZone } from './schemas';
import { z } from 'zod';
import { boundedText } from '../../shared/platform/schema/storable';

/** Body of PUT /api/company: any subset of the settings. */
const updateCompanyBody = z.object({
  company: z
    .object({
      name: boundedText(480).trim().min(1).max(120),
      email,
      country_code: countryCode.describe("New home country; must already be one of the company's countries"),
      currency_code: currencyCode,
      time_zone: timeZone,
      bundle_subscriptions: z
        .boolean()
        .describe(
          'One subscription per billing cadence and start date instead of one per subscribed line; applies to checkouts from now on',
        ),
      subscription_dunning_final_action: z
        .enum(['pause', 'cancel'])
        .describe('What a subscription becomes when its last dunning retry fails'),
    })
    .partial(),
});

/** PUT /api/company: company settings. */
export const updateCompanyRoute = defineRoute({
  id: 'updateCompany',
  method: 'PUT',
  path: '/api/company',
  handler: 'company/update-company',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.update' },
  summary: 'Update company settings',
  description:
    "Only the fields sent change. The shop identifier cannot change. A new home country must already be one of the company's countries (422).",
  request: { body: updateCompanyBody },
  response: { status: 200, body: companyResponse },
});
