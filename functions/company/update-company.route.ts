import { defineRoute } from '../../shared/edge/http/route';
import { companyResponse, updateCompanyBody } from './schemas';

/** PUT /api/company: company settings. */
export const updateCompanyRoute = defineRoute({
  id: 'updateCompany',
  method: 'PUT',
  path: '/api/company',
  handler: 'company/update-company',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.update' },
  summary: 'Update company settings',
  description: 'Only the fields sent change. The shop identifier cannot change. A new home country must already be one of the company\'s countries (422).',
  request: { body: updateCompanyBody },
  response: { status: 200, body: companyResponse },
});
