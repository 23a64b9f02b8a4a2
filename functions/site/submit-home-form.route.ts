import { defineRoute } from '../../shared/edge/http/route';
import { submitFormRoute } from './submit-form.route';

/** POST /: a form on the home page (the greedy `/{proxy+}` needs at least one segment). */
export const submitHomeFormRoute = defineRoute({
  id: 'submitStorefrontHomeForm',
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed', 'conflict', 'payment_declined'],
  method: 'POST',
  path: '/',
  handler: 'site/submit-home-form',
  surface: 'site',
  auth: { kind: 'none' },
  namesShop: true,
  uses: ['storefront-origin'],
  summary: 'Storefront home page form submission',
  description: submitFormRoute.description,
  response: { status: 302, contentType: 'text/html' },
});
