import { getCompany } from '../../shared/domains/company/company-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createShareLink } from '../../shared/domains/site-settings/share-links';
import { storefrontUrl } from '../../shared/domains/storefront/storefront-url';
import { createShareLinkRoute } from './create-share-link.route';

export const handler = defineHandler(createShareLinkRoute, async ({ body, principal }) => {
  const link = await createShareLink(principal.companyId, body.share_link);
  const { subdomain } = await getCompany(principal.companyId);
  const { company_id: _company, ...view } = link;
  return { share_link: { ...view, url: `${storefrontUrl(subdomain)}/s/${link.token}` } };
});
