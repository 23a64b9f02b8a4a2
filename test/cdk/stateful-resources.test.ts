import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { type SynthesizedStack, synthesize } from './synth';

/** Deletion policies that leave the resource behind when the stack lets go of it. */
const retaining = new Set(['Retain', 'RetainExceptOnCreate', 'Snapshot']);

/**
 * Retained resources carrying a physical name fixed in the template (a literal `…Name`
 * property): once orphaned, the next create of the stack fails with "already exists".
 */
function retainedWithFixedNames(stacks: readonly SynthesizedStack[]): string[] {
  return stacks.flatMap((stack) =>
    Object.entries(
      stack.template.toJSON().Resources as Record<
        string,
        { Type: string; DeletionPolicy?: string; Properties?: Record<string, unknown> }
      >,
    )
      .filter(([, resource]) => retaining.has(resource.DeletionPolicy ?? ''))
      .flatMap(([id, resource]) =>
        Object.entries(resource.Properties ?? {})
          .filter(([key, value]) => /Name$/.test(key) && typeof value === 'string')
          .map(([key, value]) => `${stack.name}/${id} (${resource.Type}) ${key}=${String(value)}`),
      ),
  );
}

const app = synthesize({ routes: manifest });
const resources = app.stacks.flatMap((stack) =>
  Object.entries(stack.template.toJSON().Resources as Record<string, { Type: string; DeletionPolicy?: string }>),
);

describe('stateful resources across redeploys and rollbacks', () => {
  it('retains no resource under a fixed name', () => {
    expect(retainedWithFixedNames(app.stacks)).toEqual([]);
  });

  it('catches a retained resource given a fixed name', () => {
    const named = synthesize({ routes: [manifest[0]!], core: { table: { tableName: 'commerce' } } });
    expect(retainedWithFixedNames(named.stacks)).toEqual([
      expect.stringMatching(/AWS::DynamoDB::Table\) TableName=commerce$/),
    ]);
  });

  it.each(['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::Scheduler::ScheduleGroup', 'AWS::SecretsManager::Secret'])(
    'keeps every retained %s on a stack delete or replacement, but not after a failed first create',
    (type) => {
      const retained = resources.filter(
        ([, resource]) => resource.Type === type && retaining.has(resource.DeletionPolicy ?? ''),
      );
      expect(retained.length, type).toBeGreaterThan(0);
      for (const [id, resource] of retained) expect(resource.DeletionPolicy, id).toBe('RetainExceptOnCreate');
    },
  );
});
