import { defineRoute } from '../../shared/edge/http/route';
import { companyResponse } from './schemas';

/** GET /api/company: the authenticated company's store information. */
export const getCompanyRoute = defineRoute({
  id: 'getCompany',
  method: 'GET',
  path: '/api/company',
  handler: 'company/get-company',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'company.view' },
  ownership: { kind: 'none' },
  summary: 'Show the authenticated company',
  response: { status: 200, body: companyResponse },
});
