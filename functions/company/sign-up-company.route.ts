import { defineRoute } from '../../shared/edge/http/route';
import { signUpBody, signUpResponse } from './schemas';

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
