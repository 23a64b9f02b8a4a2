import { defineRoute } from '../../shared/edge/http/route';
import { myAction } from './route-common';

/** POST …/subscriptions/{token}/undo_skip: the customer's own action. */
export const myUndoSkipRoute = defineRoute({
  ...myAction('undoSkipCustomerSubscription', 'undo_skip', 'undo-skip-subscription'),
  summary: 'Undo the last skip',
  description:
    'The skipped cycle is billed again: the next renewal moves back to its date, while that date is still more than the cut-off ahead. No skip to undo → 409. Another customer’s subscription answers 404. Emits the subscription’s event in the same transaction as the change.',
});
