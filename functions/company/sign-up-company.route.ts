import { defineRoute } from '../../shared/edge/http/route';
import { companySchema, countryCode, currencyCode, email, timeZone } from './schemas';
import { z } from 'zod';
import { isClaimableSubdomain } from '../../shared/domains/company/subdomain';
import { boundedText } from '../../shared/platform/schema/storable';

/** Body of POST /api/company (sign-up, no credentials). */
const signUpBody = z.object({
  company: z.object({
    name: boundedText(480).trim().min(1).max(120),
    email: email.describe("The owner's email; the sign-in link is sent there"),
    country_code: countryCode.describe('Home country (ISO 3166-1 alpha-2)'),
    subdomain: z
      .string()
      .min(3)
      .max(63)
      .transform((value) => value.toLowerCase())
      .refine(isClaimableSubdomain, 'must be 3-63 letters, digits or inner hyphens and not a reserved name')
      .describe('Shop identifier, unique across the platform'),
    currency_code: currencyCode.optional().describe("Defaults to the home country's currency"),
    time_zone: timeZone.optional().describe('IANA time zone; defaults to UTC'),
    first_name: boundedText(400).trim().min(1).max(100).optional().describe("Owner's first name"),
    last_name: boundedText(400).trim().max(100).optional().describe("Owner's last name"),
  }),
});

/** Answer of a sign-up: the company and its owner; the sign-in link is only in the owner's email. */
const signUpResponse = z.object({
  company: companySchema,
  owner: z.object({ id: z.number().int(), email: z.string(), full_name: z.string(), role: z.string().nullable() }),
});

/** POST /api/company: sign-up, with no credentials. */
export const signUpCompanyRoute = defineRoute({
  id: 'signUpCompany',
  method: 'POST',
  path: '/api/company',
  handler: 'company/sign-up-company',
  uses: ['mail'],
  surface: 'admin',
  auth: { kind: 'none' },
  summary: 'Sign up a company',
  description:
    'Creates the company, its home country and its owner (an admin with the `owner` role), and emails the owner a single-use sign-in link valid for 15 minutes. ' +
    'Opening the link answers a dashboard session token, with which the owner creates API tokens; until then, authenticated calls answer 401. ' +
    'A taken shop identifier answers 409 with `errors["company.subdomain"]`; invalid fields answer 422 per field. Limited to 5 sign-ups per IP address per hour (429 with Retry-After).',
  request: { body: signUpBody },
  response: { status: 201, body: signUpResponse },
  errors: ['not_found', 'conflict'],
});
