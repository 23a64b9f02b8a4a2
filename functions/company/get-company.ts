import { getCompany } from '../../shared/company/company-store';
import { defineHandler } from '../../shared/http/define-handler';
import { getCompanyRoute } from './routes';

export const handler = defineHandler(getCompanyRoute, async ({ principal }) => ({
  company: await getCompany(principal.companyId),
}));
