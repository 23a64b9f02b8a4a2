import { readFileSync } from 'node:fs';
import { queueUrlVariables } from '../../shared/domains/events/queues';
import { loadCloudAssembly, TEMPLATE_ACCOUNT, TEMPLATE_REGION, templateAssemblyDir } from './cloud-assembly';
import { eventSourcePollingRequests, type IamRequest } from './iam-requests';
import type { RecordedCall } from './local-aws-endpoint';
import type { SuiteRecord } from './suite-call-recorder';
import { auditTemplateRun, type TemplateAudit } from './template-audit';
import { readTemplateModel, type TemplateModel } from './template-model';
import { TemplateResolver } from './template-resolver';
import { lambdaRuntimeEnvironment } from './template-services';

/** The suite's audit: the template audit of every function the suite ran, plus names the template lacks. */
export interface SuiteAudit extends TemplateAudit {
  /** Function names the suite ran that no template function carries (their calls cannot be judged). */
  readonly unknownFunctions: string[];
}

/** Variables whose values name the resources the functions call: how local names map to the template's. */
const RESOURCE_VARIABLES = ['TABLE_NAME', 'EVENT_BUS_NAME', 'SCHEDULE_GROUP_NAME', ...Object.values(queueUrlVariables)];
// Addresses the audit never connects to; only their shape matters (a queue URL ends in the queue's name).
const UNUSED_ENDPOINTS = {
  apiEndpoint: 'https://api.invalid',
  awsEndpoint: 'https://aws.invalid',
  cdnDomain: 'cdn.invalid',
};

/**
 * Judges what the test suite's functions did (suite-call-recorder.ts) against the synthesized
 * template: every AWS call against the function's role, every variable read against its template
 * environment, and the granted actions nothing used. Local resource names are mapped to the
 * template's through the variables that name them.
 */
export async function auditSuiteRecords(
  recordFile: string,
  localEnvironment: Readonly<Record<string, string | undefined>>,
): Promise<SuiteAudit> {
  const stacks = await loadCloudAssembly();
  const model = readTemplateModel(
    templateAssemblyDir,
    new TemplateResolver(stacks, { account: TEMPLATE_ACCOUNT, region: TEMPLATE_REGION, ...UNUSED_ENDPOINTS }),
  );
  const byLabel = new Map(model.functions.map((fn) => [fn.label, fn]));
  const toTemplate = resourceRenamer(model, localEnvironment);

  const calls: RecordedCall[] = [];
  const environmentReads = new Map<string, Set<string>>();
  const unknownFunctions = new Set<string>();
  for (const record of readRecords(recordFile)) {
    const fn = byLabel.get(record.function);
    if (!fn) {
      unknownFunctions.add(record.function);
      continue;
    }
    // Every function that ran has an entry: the template audit judges the grants of those only.
    const reads = environmentReads.get(fn.name) ?? environmentReads.set(fn.name, new Set()).get(fn.name)!;
    if (record.kind === 'env') reads.add(record.variable);
    else if (record.kind === 'call')
      calls.push({
        functionName: fn.name,
        service: record.service,
        operation: record.operation,
        requests: record.requests.map(toTemplate),
      });
  }
  for (const source of model.eventSources) {
    if (!environmentReads.has(source.functionName)) continue;
    calls.push({
      functionName: source.functionName,
      service: source.kind === 'queue' ? 'sqs' : 'dynamodb',
      operation: 'EventSourceMapping',
      requests: eventSourcePollingRequests(source),
    });
  }

  const runtimeVariables = new Set(
    Object.keys(lambdaRuntimeEnvironment(model.functions[0]!, TEMPLATE_REGION, UNUSED_ENDPOINTS.awsEndpoint)),
  );
  const audit = await auditTemplateRun(model, calls, environmentReads, runtimeVariables);
  return { ...audit, unknownFunctions: [...unknownFunctions].sort() };
}

function readRecords(file: string): SuiteRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SuiteRecord);
}

/**
 * Rewrites a recorded authorization's resource from the local runtime's names to the template's:
 * each resource variable's local value (its last path segment, for a queue URL) becomes the value
 * the template gives the same variable.
 */
function resourceRenamer(
  model: TemplateModel,
  localEnvironment: Readonly<Record<string, string | undefined>>,
): (request: IamRequest) => IamRequest {
  const lastSegment = (value: string) => value.split('/').pop()!;
  const renames: Array<[RegExp, string]> = [];
  for (const variable of RESOURCE_VARIABLES) {
    const local = localEnvironment[variable];
    const deployed = model.functions.find((fn) => fn.environment[variable] !== undefined)?.environment[variable];
    if (!local || deployed === undefined) continue;
    const escaped = lastSegment(local).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    renames.push([new RegExp(`(?<=[/:])${escaped}(?=$|[/:])`, 'g'), lastSegment(deployed)]);
  }
  // One table: a test that runs a runtime of its own on another table name (kill-during-burst's
  // child runtime) still calls the platform's table, so any table name becomes the template's.
  const deployedTable = model.functions.find((fn) => fn.environment.TABLE_NAME !== undefined)?.environment.TABLE_NAME;
  if (deployedTable !== undefined) renames.push([/(?<=:table\/)[^/]+/g, lastSegment(deployedTable)]);
  return (request) => ({
    ...request,
    resource: renames.reduce((resource, [local, deployed]) => resource.replace(local, deployed), request.resource),
  });
}
