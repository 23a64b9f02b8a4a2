import { advanceStorefrontClock } from '../../shared/domains/storefront/engine/clock';
import { writeJson } from './api-gateway';
import type { LocalService } from './local-service';

/**
 * `POST /_local/storefront/clock/advance?company_id=<id>&seconds=<n>` moves one company's
 * storefront clock forward, so a scheduled item's go-live can be observed without waiting.
 * Per company, so tests running in parallel on other companies are not affected. Local only.
 */
export const storefrontClockService: LocalService = {
  name: 'storefront-clock',
  async start(context) {
    context.addRoute('/_local/storefront/clock/advance', (request, response) => {
      const params = new URL(request.url ?? '', 'http://local').searchParams;
      const companyId = Number(params.get('company_id'));
      const seconds = Number(params.get('seconds'));
      if (request.method !== 'POST' || !Number.isSafeInteger(companyId) || !Number.isFinite(seconds) || seconds < 0) {
        return writeJson(response, 400, { message: 'POST with ?company_id=<id>&seconds=<non-negative number>' });
      }
      writeJson(response, 200, {
        company_id: companyId,
        now: advanceStorefrontClock(companyId, seconds).toISOString(),
      });
    });
    return { async stop() {} };
  },
};
