import { getCompany } from '../../shared/company/company-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createShareLink } from '../../shared/site/share-links';
import { storefrontUrl } from '../../shared/themes/storefront-url';
import { createShareLinkRoute } from './routes';

export const handler = defineHandler(createShareLinkRoute, async ({ body, principal }) => {
  const link = await createShareLink(principal.companyId, body.share_link);
  const { subdomain } = await getCompany(principal.companyId);
  const { company_id: _company, ...view } = link;
  return { share_link: { ...view, url: `${storefrontUrl(subdomain)}/s/${link.token}` } };
});
