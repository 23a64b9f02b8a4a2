import { presentRegistration } from '../../shared/domains/callbacks/present-registration';
import { reachableRegistration } from '../../shared/domains/callbacks/reachable-registration';
import { actsForCompany } from '../../shared/domains/callbacks/registration-owner';
import { updateRegistration } from '../../shared/domains/callbacks/registration-store';
import { getCompany } from '../../shared/domains/company/company-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { Forbidden, NotFound } from '../../shared/platform/errors/domain-error';
import { refuseChangedFixedFields } from '../../shared/edge/http/fixed-fields';
import { updateCallbackRegistrationRoute } from './update-callback-registration.route';
import { FIXED_REGISTRATION_FIELD } from './schemas';

export const handler = defineHandler(updateCallbackRegistrationRoute, async ({ params, body, principal }) => {
  const { definition_name, url, active, country_codes } = body.callback_registration;
  const [company, current] = await Promise.all([
    getCompany(principal.companyId),
    reachableRegistration(principal, params.uuid),
  ]);
  refuseChangedFixedFields('callback_registration', { definition_name }, current, FIXED_REGISTRATION_FIELD);
  // The company may switch anyone's registration on or off, but where a partner's or a droplet's calls go is theirs to say.
  const othersRegistration = actsForCompany(principal) && current.owner_type !== 'company';
  if (othersRegistration && (url !== undefined || country_codes !== undefined)) {
    throw new Forbidden({
      message: `Only its owner (${current.owner_type.replace('_', ' ')}) changes the url or country_codes of this registration; the company may change active or delete it`,
    });
  }
  const registration = await updateRegistration(current, { url, active, country_codes });
  if (!registration) throw new NotFound('Callback registration');
  return { callback_registration: presentRegistration(registration, company) };
});
