import { runSimulation } from '@cloud-copilot/iam-simulate';
import { undeployedVariables } from '../function-environment';
import type { RecordedCall } from './local-aws-endpoint';
import type { TemplateModel } from './template-model';

/** A call the function's execution role would refuse. */
export interface DeniedCall {
  readonly function: string;
  readonly action: string;
  readonly resource: string;
  readonly result: string;
}

/** What template mode's run shows about the deployed configuration. */
export interface TemplateAudit {
  readonly account: string;
  readonly region: string;
  /** Distinct (function, action, resource, context) authorizations evaluated. */
  readonly evaluated: number;
  readonly denied: DeniedCall[];
  /** Variables a function's own code read that its template entry does not set. */
  readonly missingEnvironment: Array<{ function: string; variables: string[] }>;
  /** Per function that ran: granted actions no recorded call used. */
  readonly unusedGrants: Array<{ function: string; actions: string[] }>;
  /** Functions no request of the run reached (their grants were not judged). */
  readonly notExercised: string[];
}

/**
 * Judges a template-mode run: every recorded AWS call against its function's execution-role
 * policies from the template with a real IAM evaluator (@cloud-copilot/iam-simulate: wildcards,
 * conditions, explicit denies), every variable its code read against its template environment
 * (Lambda's own variables and the declared undeployed ones aside), and the grants nothing used.
 */
export async function auditTemplateRun(
  model: TemplateModel,
  calls: readonly RecordedCall[],
  environmentReads: ReadonlyMap<string, ReadonlySet<string>>,
  runtimeVariables: ReadonlySet<string>,
): Promise<TemplateAudit> {
  const { account, region } = model.resolver.local;
  const byName = new Map(model.functions.map((fn) => [fn.name, fn]));
  const denied: DeniedCall[] = [];
  const used = new Map<string, Set<string>>();
  const judged = new Set<string>();
  for (const call of calls) {
    const fn = byName.get(call.functionName);
    if (!fn) {
      denied.push({
        function: call.functionName,
        action: call.operation,
        resource: '-',
        result: 'caller is no function of the template',
      });
      continue;
    }
    for (const request of call.requests) {
      (used.get(fn.label) ?? used.set(fn.label, new Set()).get(fn.label)!).add(request.action);
      const key = JSON.stringify([fn.name, request]);
      if (judged.has(key)) continue;
      judged.add(key);
      const result = await runSimulation(
        {
          request: {
            principal: `arn:aws:iam::${account}:role/${fn.name}`,
            action: request.action,
            resource: { resource: request.resource, accountId: account },
            contextVariables: { ...request.context },
          },
          identityPolicies: fn.policies.map((policy) => ({ name: policy.name, policy: policy.document })),
          serviceControlPolicies: [],
          resourceControlPolicies: [],
        },
        {},
      );
      const outcome =
        result.resultType === 'error' ? `simulation error: ${result.errors.message}` : result.overallResult;
      if (outcome !== 'Allowed')
        denied.push({ function: fn.label, action: request.action, resource: request.resource, result: outcome });
    }
  }

  const missingEnvironment = [...environmentReads].flatMap(([name, reads]) => {
    const fn = byName.get(name)!;
    const variables = [...reads]
      .filter(
        (variable) =>
          !(variable in fn.environment) && !runtimeVariables.has(variable) && !(variable in undeployedVariables),
      )
      .sort();
    return variables.length ? [{ function: fn.label, variables }] : [];
  });

  const ran = new Set([...environmentReads.keys()].map((name) => byName.get(name)!.label));
  const unusedGrants = model.functions
    .filter((fn) => ran.has(fn.label))
    .flatMap((fn) => {
      const actions = grantedActions(fn.policies.map((policy) => policy.document)).filter(
        (granted) => ![...(used.get(fn.label) ?? [])].some((action) => actionMatches(granted, action)),
      );
      return actions.length ? [{ function: fn.label, actions }] : [];
    });

  return {
    account,
    region,
    evaluated: judged.size,
    denied,
    missingEnvironment,
    unusedGrants,
    notExercised: model.functions
      .filter((fn) => !ran.has(fn.label))
      .map((fn) => fn.label)
      .sort(),
  };
}

function grantedActions(documents: readonly unknown[]): string[] {
  const actions = new Set<string>();
  for (const document of documents as Array<{ Statement: Array<{ Effect: string; Action?: string | string[] }> }>) {
    for (const statement of document.Statement) {
      if (statement.Effect !== 'Allow') continue;
      for (const action of [statement.Action ?? []].flat()) actions.add(action);
    }
  }
  return [...actions].sort();
}

/** IAM action matching: case-insensitive, `*` and `?` wildcards. */
function actionMatches(granted: string, action: string): boolean {
  const pattern = granted
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${pattern}$`, 'i').test(action);
}
