import type { ConsumerDefinition } from '../shared/edge/consumers/consumer-definition';
import type { RouteDefinition } from '../shared/edge/http/route';
import { apiTokenRoutes } from './api-tokens/routes';
import { authRoutes } from './auth/routes';
import { companyRoutes } from './company/routes';
import { memberRoutes } from './members/routes';
import { roleRoutes } from './roles/routes';
import { companyEventRoutes } from './company-events/routes';
import { platformRoutes } from './platform/routes';
import { webhookDeliveryRoutes } from './webhook-deliveries/routes';
import { webhookRoutes } from './webhooks/routes';
import { callbackRoutes } from './callbacks/routes';
import { dropletRoutes } from './droplets/routes';
import { dropletInstallationRoutes } from './droplet-installations/routes';
import { agreementRoutes } from './agreements/routes';
import { subscriptionPlanRoutes } from './subscription-plans/routes';
import { discountCodeRoutes } from './discount-codes/routes';
import { legacyMediaRoutes } from './media/routes';
import { contentRoutes } from './storefront/content-routes';
import { storefrontRoutes } from './storefront/routes';
import { themeRoutes } from './themes/routes';
import { siteRoutes } from './site/routes';
import { shareLinkRoutes } from './share-links/routes';
import { storefrontSettingsRoutes } from './storefront-settings/routes';
import { completeCartRoute } from './carts/complete-routes';
import { cartRoutes, subscribeCartItemRoute } from './carts/routes';
import { orderRoutes } from './orders/routes';
import { customerRoutes } from './customers/routes';
import { subscriptionBillingRoutes } from './subscriptions/billing-routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { consumers as consumerEntries } from './consumers/manifest';

/**
 * Every endpoint of the API: the single source of truth read by CDK, the local server, the
 * OpenAPI document and the tests. A handler that is not listed here does not exist.
 */
export const manifest: readonly RouteDefinition[] = [
  ...platformRoutes,
  ...companyRoutes,
  ...companyEventRoutes,
  ...webhookDeliveryRoutes,
  ...webhookRoutes,
  ...callbackRoutes,
  ...apiTokenRoutes,
  ...roleRoutes,
  ...memberRoutes(),
  ...authRoutes,
  ...dropletRoutes(),
  ...dropletInstallationRoutes(),
  ...agreementRoutes,
  ...subscriptionPlanRoutes,
  ...discountCodeRoutes,
  ...storefrontRoutes,
  ...themeRoutes,
  ...storefrontSettingsRoutes,
  ...shareLinkRoutes,
  ...siteRoutes,
  ...contentRoutes,
  ...legacyMediaRoutes,
  ...cartRoutes(),
  completeCartRoute,
  subscribeCartItemRoute(),
  ...orderRoutes(),
  ...customerRoutes,
  ...subscriptionRoutes(),
  ...subscriptionBillingRoutes(),
];

/** The catch-all route that answers unmatched requests. */
export const fallbackRoute = manifest.find((route) => route.path === '$default')!;

/** Routes with a real path (everything but the catch-all). */
export const pathRoutes = manifest.filter((route) => route.path !== '$default');

/** Routes of the JSON API (everything but the rendered storefront's pages): what 404/405 answers consider. */
export const apiRoutes = pathRoutes.filter((route) => route.surface !== 'site');

/** Every function invoked by the event pipeline or the scheduler rather than by HTTP (functions/consumers/manifest.ts). */
export const consumers: readonly ConsumerDefinition[] = consumerEntries;
