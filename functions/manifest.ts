import type { ConsumerDefinition } from '../shared/edge/consumers/consumer-definition';
import type { RouteDefinition } from '../shared/edge/http/route';
import { routeNotFoundRoute } from './platform/route-not-found.route';
import { getOpenApiRoute } from './platform/get-openapi.route';
import { getDocsRoute } from './platform/get-docs.route';
import { getDocsAssetRoute } from './platform/get-docs-asset.route';
import { getCompanyRoute } from './company/get-company.route';
import { signUpCompanyRoute } from './company/sign-up-company.route';
import { updateCompanyRoute } from './company/update-company.route';
import { listCompanyCountriesRoute } from './company/list-company-countries.route';
import { addCompanyCountryRoute } from './company/add-company-country.route';
import { removeCompanyCountryRoute } from './company/remove-company-country.route';
import { listEventsRoute } from './company-events/list-events.route';
import { createEventRoute } from './company-events/create-event.route';
import { getEventRoute } from './company-events/get-event.route';
import { updateEventRoute } from './company-events/update-event.route';
import { deleteEventRoute } from './company-events/delete-event.route';
import { duplicateEventRoute } from './company-events/duplicate-event.route';
import { bulkEventsRoute } from './company-events/bulk-update-events.route';
import { notifyEventRoute } from './company-events/send-event-notification.route';
import { listEventNotificationsRoute } from './company-events/list-event-notifications.route';
import { listMemberNotificationsRoute } from './company-events/list-member-notifications.route';
import { imageUploadsRoute } from './company-events/create-image-uploads.route';
import { listWebhookDeliveriesRoute } from './webhook-deliveries/list-webhook-deliveries.route';
import { getWebhookDeliveryRoute } from './webhook-deliveries/get-webhook-delivery.route';
import { resendWebhookDeliveryRoute } from './webhook-deliveries/resend-webhook-delivery.route';
import { recoverWebhookDeliveriesRoute } from './webhook-deliveries/recover-webhook-deliveries.route';
import { sendTestWebhookDeliveryRoute } from './webhook-deliveries/send-test-webhook-delivery.route';
import { createWebhookRoute } from './webhooks/create-webhook.route';
import { listWebhooksRoute } from './webhooks/list-webhooks.route';
import { getWebhookRoute } from './webhooks/get-webhook.route';
import { updateWebhookRoute } from './webhooks/update-webhook.route';
import { deleteWebhookRoute } from './webhooks/delete-webhook.route';
import { listWebhookResourcesRoute } from './webhooks/list-webhook-resources.route';
import { getWebhookResourceRoute } from './webhooks/get-webhook-resource.route';
import { listWebhookSchemasRoute } from './webhooks/list-webhook-schemas.route';
import { getWebhookSchemaRoute } from './webhooks/get-webhook-schema.route';
import { getWebhookSecretRoute } from './webhooks/get-webhook-secret.route';
import { rotateWebhookSecretRoute } from './webhooks/rotate-webhook-secret.route';
import { createCallbackRegistrationRoute } from './callbacks/create-callback-registration.route';
import { listCallbackRegistrationsRoute } from './callbacks/list-callback-registrations.route';
import { getCallbackRegistrationRoute } from './callbacks/get-callback-registration.route';
import { updateCallbackRegistrationRoute } from './callbacks/update-callback-registration.route';
import { deleteCallbackRegistrationRoute } from './callbacks/delete-callback-registration.route';
import { listCallbackDefinitionsRoute } from './callbacks/list-callback-definitions.route';
import { listGatewaysRoute } from './payment-gateways/list-gateways.route';
import { createGatewayRoute } from './payment-gateways/create-gateway.route';
import { getGatewayRoute } from './payment-gateways/get-gateway.route';
import { updateGatewayRoute } from './payment-gateways/update-gateway.route';
import { deleteGatewayRoute } from './payment-gateways/delete-gateway.route';
import { receiveGatewayEventRoute } from './payment-gateways/receive-gateway-event.route';
import { listTransactionsRoute } from './payment-transactions/list-transactions.route';
import { getTransactionRoute } from './payment-transactions/get-transaction.route';
import { captureTransactionRoute } from './payment-transactions/capture-transaction.route';
import { voidTransactionRoute } from './payment-transactions/void-transaction.route';
import { creditTransactionRoute } from './payment-transactions/credit-transaction.route';
import { createApiTokenRoute } from './api-tokens/create-api-token.route';
import { listApiTokensRoute } from './api-tokens/list-api-tokens.route';
import { getApiTokenRoute } from './api-tokens/get-api-token.route';
import { revokeApiTokenRoute } from './api-tokens/revoke-api-token.route';
import { listRolesRoute } from './roles/list-roles.route';
import { createRoleRoute } from './roles/create-role.route';
import { createMemberRoute } from './members/create-member.route';
import { listMembersRoute } from './members/list-members.route';
import { getMemberRoute } from './members/get-member.route';
import { updateMemberRoute } from './members/update-member.route';
import { deactivateMemberRoute } from './members/deactivate-member.route';
import { membersV2025Routes } from './members-v2025-06/routes';
import { ranksV2025Routes } from './ranks-v2025-06/routes';
import { repV2025Routes } from './rep-v2025-06/routes';
import { redeemSignInLinkRoute } from './auth/redeem-sign-in-link.route';
import { requestSignInLinkRoute } from './auth/request-sign-in-link.route';
import { createDropletRoute } from './droplets/create-droplet.route';
import { listDropletsRoute } from './droplets/list-droplets.route';
import { listMarketplaceDropletsRoute } from './droplets/list-marketplace-droplets.route';
import { getDropletRoute } from './droplets/get-droplet.route';
import { updateDropletRoute } from './droplets/update-droplet.route';
import { installDropletRoute } from './droplets/install-droplet.route';
import { rotateDropletLifecycleSecretRoute } from './droplets/rotate-droplet-lifecycle-secret.route';
import { listDropletInstallationsByDropletRoute } from './droplets/list-droplet-installations-by-droplet.route';
import { deleteDropletRoute } from './droplets/delete-droplet.route';
import { listDropletInstallationsRoute } from './droplet-installations/list-droplet-installations.route';
import { exchangeDropletInstallationTokenRoute } from './droplet-installations/exchange-droplet-installation-token.route';
import { uninstallDropletRoute } from './droplet-installations/uninstall-droplet.route';
import { launchDropletRoute } from './droplet-installations/launch-droplet.route';
import { listAgreementsRoute } from './agreements/list-agreements.route';
import { createAgreementRoute } from './agreements/create-agreement.route';
import { getAgreementRoute } from './agreements/get-agreement.route';
import { updateAgreementRoute } from './agreements/update-agreement.route';
import { deleteAgreementRoute } from './agreements/delete-agreement.route';
import { bulkCloneAgreementsRoute } from './agreements/bulk-clone-agreements.route';
import { createSubscriptionPlanRoute } from './subscription-plans/create-subscription-plan.route';
import { listSubscriptionPlansRoute } from './subscription-plans/list-subscription-plans.route';
import { getSubscriptionPlanRoute } from './subscription-plans/get-subscription-plan.route';
import { updateSubscriptionPlanRoute } from './subscription-plans/update-subscription-plan.route';
import { deleteSubscriptionPlanRoute } from './subscription-plans/delete-subscription-plan.route';
import { createDiscountCodeRoute } from './discount-codes/create-discount-code.route';
import { listDiscountCodesRoute } from './discount-codes/list-discount-codes.route';
import { getDiscountCodeRoute } from './discount-codes/get-discount-code.route';
import { updateDiscountCodeRoute } from './discount-codes/update-discount-code.route';
import { deleteDiscountCodeRoute } from './discount-codes/delete-discount-code.route';
import { createThemeRoute } from './themes/create-theme.route';
import { listThemesRoute } from './themes/list-themes.route';
import { getThemeRoute } from './themes/get-theme.route';
import { updateThemeRoute } from './themes/update-theme.route';
import { deleteThemeRoute } from './themes/delete-theme.route';
import { activateThemeRoute } from './themes/activate-theme.route';
import { previewThemeRoute } from './themes/preview-theme.route';
import { createTemplateRoute } from './themes/create-template.route';
import { listTemplatesRoute } from './themes/list-templates.route';
import { getTemplateRoute } from './themes/get-template.route';
import { updateTemplateRoute } from './themes/update-template.route';
import { deleteTemplateRoute } from './themes/delete-template.route';
import { saveVersionRoute } from './themes/save-version.route';
import { publishVersionRoute } from './themes/publish-version.route';
import { getStorefrontSettingsRoute } from './storefront-settings/get-settings.route';
import { updateStorefrontSettingsRoute } from './storefront-settings/update-settings.route';
import { setBillingPauseRoute } from './storefront-settings/set-billing-pause.route';
import { listMailTemplatesRoute } from './mail-templates/list-mail-templates.route';
import { getMailTemplateRoute } from './mail-templates/get-mail-template.route';
import { updateMailTemplateRoute } from './mail-templates/update-mail-template.route';
import { resetMailTemplateRoute } from './mail-templates/reset-mail-template.route';
import { previewMailTemplateRoute } from './mail-templates/preview-mail-template.route';
import { createShareLinkRoute } from './share-links/create-share-link.route';
import { renderHomeRoute } from './site/render-home.route';
import { renderPageRoute } from './site/render-page.route';
import { submitHomeFormRoute } from './site/submit-home-form.route';
import { submitFormRoute } from './site/submit-form.route';
import { listLegacyMediaRoute } from './media/list-company-media.route';
import { listMediumLeadsRoute } from './media/list-medium-leads.route';
import { createCartRoute } from './carts/create-cart.route';
import { getCartRoute } from './carts/get-cart.route';
import { updateCartRoute } from './carts/update-cart.route';
import { addCartItemsRoute } from './carts/add-cart-items.route';
import { updateCartItemRoute } from './carts/update-cart-item.route';
import { removeCartItemRoute } from './carts/remove-cart-item.route';
import { applyCartDiscountRoute } from './carts/apply-cart-discount.route';
import { removeCartDiscountRoute } from './carts/remove-cart-discount.route';
import { completeCartRoute } from './carts/complete-cart.route';
import { tokenizeCartPaymentRoute } from './cart-payments/tokenize-cart-payment.route';
import { setCartPaymentMethodRoute } from './cart-payments/set-cart-payment-method.route';
import { verifyCartPaymentRoute } from './cart-payments/verify-cart-payment.route';
import { subscribeCartItemRoute } from './carts/subscribe-cart-item.route';
import { listOrdersRoute } from './orders/list-orders.route';
import { getDashboardSummaryRoute } from './analytics/get-dashboard-summary.route';
import { getBestSellersRoute } from './analytics/get-best-sellers.route';
import { getOrderRoute } from './orders/get-order.route';
import { updateOrderRoute } from './orders/update-order.route';
import { createFulfillmentRoute } from './orders/create-fulfillment.route';
import { updateFulfillmentRoute } from './orders/update-fulfillment.route';
import { cancelFulfillmentRoute } from './orders/cancel-fulfillment.route';
import { cancelOrderRoute } from './orders/cancel-order.route';
import { createRefundRoute } from './orders/create-refund.route';
import { listCustomersRoute } from './customers/list-customers.route';
import { getCustomerRoute } from './customers/get-customer.route';
import { listSubscriptionsRoute } from './subscriptions/list-subscriptions.route';
import { getSubscriptionRoute } from './subscriptions/get-subscription.route';
import { pauseSubscriptionRoute } from './subscriptions/pause-subscription.route';
import { resumeSubscriptionRoute } from './subscriptions/resume-subscription.route';
import { skipSubscriptionRoute } from './subscriptions/skip-subscription.route';
import { cancelSubscriptionRoute } from './subscriptions/cancel-subscription.route';
import { updateSubscriptionRoute } from './subscriptions/update-subscription.route';
import { chargeSubscriptionRoute } from './subscriptions/charge-subscription.route';
import { contentRoutes } from './storefront/content-routes';
import { customerAccountRoutes } from './customer-account/routes';
import { customerSubscriptionRoutes } from './customer-subscriptions/routes';
import { customerPaymentMethodRoutes } from './customer-payment-methods/routes';
import { subscriptionPaymentRoutes } from './subscription-payments/routes';
import { storefrontRoutes } from './storefront/routes';
import { consumers as consumerEntries } from './consumers/manifest';

/**
 * Every endpoint of the API: the single source of truth read by CDK, the local server, the
 * OpenAPI document and the tests. A handler that is not listed here does not exist.
 */
export const manifest: readonly RouteDefinition[] = [
  routeNotFoundRoute,
  getOpenApiRoute,
  getDocsRoute,
  getDocsAssetRoute,
  getCompanyRoute,
  signUpCompanyRoute,
  updateCompanyRoute,
  listCompanyCountriesRoute,
  addCompanyCountryRoute,
  removeCompanyCountryRoute,
  listEventsRoute,
  createEventRoute,
  getEventRoute,
  updateEventRoute,
  deleteEventRoute,
  duplicateEventRoute,
  bulkEventsRoute,
  notifyEventRoute,
  listEventNotificationsRoute,
  listMemberNotificationsRoute,
  imageUploadsRoute,
  listWebhookDeliveriesRoute,
  getWebhookDeliveryRoute,
  resendWebhookDeliveryRoute,
  recoverWebhookDeliveriesRoute,
  sendTestWebhookDeliveryRoute,
  createWebhookRoute,
  listWebhooksRoute,
  getWebhookRoute,
  updateWebhookRoute,
  deleteWebhookRoute,
  listWebhookResourcesRoute,
  getWebhookResourceRoute,
  listWebhookSchemasRoute,
  getWebhookSchemaRoute,
  getWebhookSecretRoute,
  rotateWebhookSecretRoute,
  createCallbackRegistrationRoute,
  listCallbackRegistrationsRoute,
  getCallbackRegistrationRoute,
  updateCallbackRegistrationRoute,
  deleteCallbackRegistrationRoute,
  listCallbackDefinitionsRoute,
  listGatewaysRoute,
  createGatewayRoute,
  getGatewayRoute,
  updateGatewayRoute,
  deleteGatewayRoute,
  receiveGatewayEventRoute,
  listTransactionsRoute,
  getTransactionRoute,
  captureTransactionRoute,
  voidTransactionRoute,
  creditTransactionRoute,
  createApiTokenRoute,
  listApiTokensRoute,
  getApiTokenRoute,
  revokeApiTokenRoute,
  listRolesRoute,
  createRoleRoute,
  createMemberRoute,
  listMembersRoute,
  getMemberRoute,
  updateMemberRoute,
  deactivateMemberRoute,
  ...membersV2025Routes,
  ...ranksV2025Routes,
  ...repV2025Routes,
  redeemSignInLinkRoute,
  requestSignInLinkRoute,
  createDropletRoute,
  listDropletsRoute,
  listMarketplaceDropletsRoute,
  getDropletRoute,
  updateDropletRoute,
  installDropletRoute,
  rotateDropletLifecycleSecretRoute,
  listDropletInstallationsByDropletRoute,
  deleteDropletRoute,
  listDropletInstallationsRoute,
  exchangeDropletInstallationTokenRoute,
  uninstallDropletRoute,
  launchDropletRoute,
  listAgreementsRoute,
  createAgreementRoute,
  getAgreementRoute,
  updateAgreementRoute,
  deleteAgreementRoute,
  bulkCloneAgreementsRoute,
  createSubscriptionPlanRoute,
  listSubscriptionPlansRoute,
  getSubscriptionPlanRoute,
  updateSubscriptionPlanRoute,
  deleteSubscriptionPlanRoute,
  createDiscountCodeRoute,
  listDiscountCodesRoute,
  getDiscountCodeRoute,
  updateDiscountCodeRoute,
  deleteDiscountCodeRoute,
  ...storefrontRoutes,
  createThemeRoute,
  listThemesRoute,
  getThemeRoute,
  updateThemeRoute,
  deleteThemeRoute,
  activateThemeRoute,
  previewThemeRoute,
  createTemplateRoute,
  listTemplatesRoute,
  getTemplateRoute,
  updateTemplateRoute,
  deleteTemplateRoute,
  saveVersionRoute,
  publishVersionRoute,
  getStorefrontSettingsRoute,
  updateStorefrontSettingsRoute,
  listMailTemplatesRoute,
  getMailTemplateRoute,
  updateMailTemplateRoute,
  resetMailTemplateRoute,
  previewMailTemplateRoute,
  setBillingPauseRoute,
  createShareLinkRoute,
  renderHomeRoute,
  renderPageRoute,
  submitHomeFormRoute,
  submitFormRoute,
  ...contentRoutes,
  listLegacyMediaRoute,
  listMediumLeadsRoute,
  createCartRoute,
  getCartRoute,
  updateCartRoute,
  addCartItemsRoute,
  updateCartItemRoute,
  removeCartItemRoute,
  applyCartDiscountRoute,
  removeCartDiscountRoute,
  completeCartRoute,
  tokenizeCartPaymentRoute,
  setCartPaymentMethodRoute,
  verifyCartPaymentRoute,
  subscribeCartItemRoute,
  listOrdersRoute,
  getOrderRoute,
  updateOrderRoute,
  createFulfillmentRoute,
  updateFulfillmentRoute,
  cancelFulfillmentRoute,
  cancelOrderRoute,
  createRefundRoute,
  listCustomersRoute,
  getCustomerRoute,
  listSubscriptionsRoute,
  getSubscriptionRoute,
  pauseSubscriptionRoute,
  resumeSubscriptionRoute,
  skipSubscriptionRoute,
  cancelSubscriptionRoute,
  updateSubscriptionRoute,
  chargeSubscriptionRoute,
  ...customerAccountRoutes,
  ...customerSubscriptionRoutes,
  ...customerPaymentMethodRoutes,
  ...subscriptionPaymentRoutes,
  getDashboardSummaryRoute,
  getBestSellersRoute,
];

/** The catch-all route that answers unmatched requests. */
export const fallbackRoute = manifest.find((route) => route.path === '$default')!;

/** Routes with a real path (everything but the catch-all). */
export const pathRoutes = manifest.filter((route) => route.path !== '$default');

/** Routes of the JSON API (everything but the rendered storefront's pages): what 404/405 answers consider. */
export const apiRoutes = pathRoutes.filter((route) => route.surface !== 'site');

/** Every function invoked by the event pipeline or the scheduler rather than by HTTP (functions/consumers/manifest.ts). */
export const consumers: readonly ConsumerDefinition[] = consumerEntries;
