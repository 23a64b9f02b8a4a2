import { defineHandler } from '../../../shared/edge/http/define-handler';
import { storefrontNow } from '../../../shared/domains/storefront/engine/clock';
import { presentItem } from '../../../shared/domains/storefront/engine/present';
import { clonePage } from '../../../shared/domains/storefront/families/page-clone';
import { pages } from '../../../shared/domains/storefront/families/pages';
import { clonePageRoute } from '../content-routes';

export const handler = defineHandler(clonePageRoute, async ({ principal, params }) => {
  const clone = await clonePage(principal.companyId, params.id);
  return {
    page: await presentItem(pages, clone, {
      companyId: principal.companyId,
      now: storefrontNow(principal.companyId),
      kind: 'company',
    }),
  };
});
