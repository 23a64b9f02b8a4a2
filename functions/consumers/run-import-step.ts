import { runImportStep } from '../../shared/domains/genealogy/apply-member-import';
import { streamRecordHandler } from '../../shared/edge/consumers/stream-consumer';
import { consumer } from './manifest';

/** Each step item of a member import applies that step's rows; the step writes the next one's item. */
export const handler = streamRecordHandler(
  consumer('runImportStep'),
  (step) => runImportStep(step.company_id as number, step.import_id as string, step.step as number),
  {
    failureMessage: 'member import step failed; the stream will retry',
    failureFields: (step) => ({ company_id: step.company_id, import_id: step.import_id, step: step.step }),
  },
);
