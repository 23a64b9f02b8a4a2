import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { MAX_PAUSE_DAYS } from '../../shared/domains/autoship/scheduled-resume';
import { boundedText } from '../../shared/platform/schema/storable';
import { action, schedule } from './route-common';
import { subscriptionParams } from './schemas';

const pauseSubscriptionBody = z
  .object({
    pause: z
      .object({
        resume_on: z.iso
          .date()
          .optional()
          .describe(
            `The day the subscription resumes by itself (\`YYYY-MM-DD\`, at the start of that day in the shop’s time zone): after today, at most ${MAX_PAUSE_DAYS} days ahead. Absent: paused until resumed`,
          ),
        reason: boundedText(500)
          .min(1)
          .optional()
          .describe('Why it is paused, in the merchant’s words (at most 500 bytes); answered as `pause_note`'),
      })
      .strict()
      .default({}),
  })
  .default({ pause: {} });

// Their documentation stays in each defineRoute literal, where the build leaves it out of bundles
// (lib/bundling/documentation-free-source.ts).
export const pauseSubscriptionRoute = defineRoute({
  ...action('pauseSubscription', 'pause', 'pause-subscription'),
  summary: 'Pause a subscription',
  description: `Active or past due → paused; nothing bills until resumed. The body is optional: \`resume_on\` names the day it resumes by itself (its one renewal schedule then fires at the start of that day and resumes it, as POST …/resume would, emitting \`subscription_resumed\`), \`reason\` is kept as \`pause_note\`; both are in the answer and the \`subscription_paused\` payload, and cleared when it resumes. A day not after today → 422. Emits \`subscription_paused\`. Otherwise 409. ${schedule}`,
  request: { params: subscriptionParams, body: pauseSubscriptionBody },
});
