import { answeredKeysOf } from '../../shared/platform/schema/answered-keys';
import { updateSubscriptionResponse } from './billing-schemas';
import { updateSubscriptionBody } from './schemas';

/**
 * The keys a subscription update's answer carries where its body reaches, for its round trips: a
 * precomputed module (lib/bundling/precomputed-modules.ts), so the deployed update carries them
 * as data instead of the answer's schema.
 */
export const updateSubscriptionAnsweredKeys = answeredKeysOf(updateSubscriptionResponse, updateSubscriptionBody);
