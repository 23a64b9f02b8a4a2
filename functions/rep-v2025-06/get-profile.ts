import { defineHandler } from '../../shared/edge/http/define-handler';
import { repProfile } from '../../shared/use-cases/rep-profile';
import { getRepProfileRoute } from './get-profile.route';

export const handler = defineHandler(getRepProfileRoute, ({ principal }) =>
  repProfile(principal.companyId, principal.memberId),
);
