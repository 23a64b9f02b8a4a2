import { runTreeJobStep } from '../../shared/domains/genealogy/run-tree-job';
import { streamRecordHandler } from '../../shared/edge/consumers/stream-consumer';
import { consumer } from './manifest';

/** Each step item of a downline move runs that step; the step writes the next one's item. */
export const handler = streamRecordHandler(
  consumer('runTreeJobStep'),
  (step) => runTreeJobStep(step.company_id as number, step.job_id as string, step.step as number),
  {
    failureMessage: 'downline move step failed; the stream will retry',
    failureFields: (step) => ({ company_id: step.company_id, job_id: step.job_id, step: step.step }),
  },
);
