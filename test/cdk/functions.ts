import { resourcesOf, type SynthesizedStack } from './synth';

/** One IAM policy statement as synthesized. */
export interface Statement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Condition?: Record<string, Record<string, unknown>>;
}

/** A synthesized Lambda function with its stack and logical id. */
export type SynthesizedFunction = ReturnType<typeof resourcesOf>[number];

/** The function whose description ends with `(id)` (routes and consumers are described that way); throws unless exactly one. */
export function functionById(stacks: readonly SynthesizedStack[], id: string): SynthesizedFunction {
  const found = resourcesOf(stacks, 'AWS::Lambda::Function').filter(({ resource }) =>
    resource.Properties.Description.endsWith(`(${id})`),
  );
  if (found.length !== 1) throw new Error(`Expected one function for ${id}, found ${found.length}`);
  return found[0]!;
}

/** The environment variables of a function. */
export function environmentOf(fn: SynthesizedFunction): Record<string, unknown> {
  return fn.resource.Properties.Environment.Variables;
}

/** Every statement of the inline policies attached to a role of this stack. */
export function roleStatements(stacks: readonly SynthesizedStack[], stack: string, roleId: string): Statement[] {
  return resourcesOf(stacks, 'AWS::IAM::Policy')
    .filter(
      (policy) =>
        policy.stack === stack && policy.resource.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId),
    )
    .flatMap(({ resource }) => resource.Properties.PolicyDocument.Statement as Statement[]);
}

/** Every statement of the function's execution role. */
export function statementsOf(stacks: readonly SynthesizedStack[], fn: SynthesizedFunction): Statement[] {
  return roleStatements(stacks, fn.stack, fn.resource.Properties.Role['Fn::GetAtt'][0]);
}

/** The actions of a statement, always as a list. */
export function actionsOf(statement: Statement): string[] {
  return [statement.Action].flat();
}

/** Statements granting any action that starts with `prefix` (e.g. `scheduler:`). */
export function statementsWith(statements: readonly Statement[], prefix: string): Statement[] {
  return statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith(prefix)));
}

/**
 * Whether a synthesized value points at the resource of that logical id, in its own template
 * (`Ref`, `Fn::GetAtt`) or across stacks (the output names CDK generates contain the id).
 */
export function refersTo(value: unknown, logicalId: string): boolean {
  return (JSON.stringify(value) ?? '').includes(logicalId);
}

/** Logical id of the one resource of `type` in the stack whose properties match `predicate`. */
export function logicalIdOf(stack: SynthesizedStack, type: string, predicate: (properties: any) => boolean): string {
  const ids = Object.entries(stack.template.findResources(type))
    .filter(([, resource]) => predicate(resource.Properties ?? {}))
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`Expected one ${type} matching in ${stack.name}, found ${ids.length}`);
  return ids[0]!;
}
