import { loadAwsServiceSpec } from '@aws-cdk/aws-service-spec';
import type { SpecDatabase } from '@aws-cdk/service-spec-types';

/** One problem in a template, cfn-lint style: where, and what. */
export interface SpecProblem {
  readonly path: string;
  readonly message: string;
}

type Property = { type: any; required?: boolean; previousTypes?: any[] };

let database: Promise<SpecDatabase> | undefined;

/**
 * The CloudFormation resource specification CDK itself is generated from (@aws-cdk/aws-service-spec:
 * the registry schemas of every resource type), loaded once per test process.
 */
export function resourceSpec(): Promise<SpecDatabase> {
  database ??= loadAwsServiceSpec();
  return database;
}

/**
 * Checks a template against the resource specification the way cfn-lint's E3xxx rules do: every
 * resource type exists, every property is one the type declares (recursively through nested
 * types, lists and maps), required properties are present and primitive values have the right
 * kind. Intrinsic functions stand for any value.
 */
export function validateTemplate(
  template: { Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }> },
  db: SpecDatabase,
): SpecProblem[] {
  const problems: SpecProblem[] = [];
  for (const [id, resource] of Object.entries(template.Resources ?? {})) {
    if (resource.Type.startsWith('Custom::') || resource.Type === 'AWS::CloudFormation::CustomResource') continue;
    const [spec] = db.lookup('resource', 'cloudFormationType', 'equals', resource.Type);
    if (!spec) {
      problems.push({ path: id, message: `unknown resource type ${resource.Type}` });
      continue;
    }
    checkObject(
      db,
      `${id}.Properties`,
      resource.Properties ?? {},
      spec.properties as Record<string, Property>,
      problems,
    );
  }
  return problems;
}

function checkObject(
  db: SpecDatabase,
  path: string,
  value: unknown,
  properties: Record<string, Property>,
  problems: SpecProblem[],
): void {
  if (isIntrinsic(value)) return;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({ path, message: 'expected an object' });
    return;
  }
  for (const [name, property] of Object.entries(properties)) {
    if (property.required && !(name in value)) problems.push({ path, message: `missing required property ${name}` });
  }
  for (const [name, child] of Object.entries(value)) {
    const property = properties[name];
    if (!property) {
      problems.push({ path, message: `unknown property ${name}` });
      continue;
    }
    const types = [property.type, ...(property.previousTypes ?? [])];
    const attempts = types.map((type) => {
      const found: SpecProblem[] = [];
      checkValue(db, `${path}.${name}`, child, type, found);
      return found;
    });
    if (!attempts.some((found) => found.length === 0)) problems.push(...attempts[0]!);
  }
}

function checkValue(db: SpecDatabase, path: string, value: unknown, type: any, problems: SpecProblem[]): void {
  if (isIntrinsic(value)) return;
  switch (type.type) {
    case 'string':
    case 'date-time':
      if (!['string', 'number', 'boolean'].includes(typeof value))
        problems.push({ path, message: `expected a string, got ${JSON.stringify(value)?.slice(0, 60)}` });
      return;
    case 'number':
    case 'integer':
      if (
        !(
          typeof value === 'number' ||
          (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        )
      )
        problems.push({ path, message: 'expected a number' });
      return;
    case 'boolean':
      if (!(typeof value === 'boolean' || value === 'true' || value === 'false'))
        problems.push({ path, message: 'expected a boolean' });
      return;
    case 'json':
      return;
    case 'null':
      if (value !== null) problems.push({ path, message: 'expected null' });
      return;
    case 'tag':
      checkObject(
        db,
        path,
        value,
        { Key: { type: { type: 'string' }, required: true }, Value: { type: { type: 'string' }, required: true } },
        problems,
      );
      return;
    case 'array':
      if (!Array.isArray(value)) problems.push({ path, message: 'expected a list' });
      else
        for (const [index, element] of value.entries())
          checkValue(db, `${path}[${index}]`, element, type.element, problems);
      return;
    case 'map':
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        problems.push({ path, message: 'expected a map' });
      else
        for (const [key, element] of Object.entries(value))
          checkValue(db, `${path}.${key}`, element, type.element, problems);
      return;
    case 'union': {
      const attempts = (type.types as unknown[]).map((member) => {
        const found: SpecProblem[] = [];
        checkValue(db, path, value, member, found);
        return found;
      });
      if (!attempts.some((found) => found.length === 0))
        problems.push({ path, message: 'matches no member of its union type' });
      return;
    }
    case 'ref': {
      const definition = db.get('typeDefinition', type.reference) as { properties: Record<string, Property> };
      checkObject(db, path, value, definition.properties, problems);
      return;
    }
    default:
      problems.push({ path, message: `unsupported spec type ${type.type}` });
  }
}

/** `{ Ref }`, `{ Fn::* }` and `{ Condition }` objects, which CloudFormation resolves at deploy time. */
function isIntrinsic(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && (keys[0] === 'Ref' || keys[0]!.startsWith('Fn::') || keys[0] === 'Condition');
}
