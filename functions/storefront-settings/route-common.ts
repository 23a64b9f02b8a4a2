// What the storefront-settings route modules share.

export const path = '/api/v202604/company/storefront_settings';
