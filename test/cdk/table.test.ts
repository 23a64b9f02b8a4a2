import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { tableDefinition } from '../../shared/platform/db/table-definition';
import { synthesize } from './synth';

const core = synthesize({ routes: manifest }).stack('CommercePlatform-Core').template;
const [tableId, table] = Object.entries(core.findResources('AWS::DynamoDB::Table'))[0]!;

describe('core stack table', () => {
  it('is the only table of the app', () => {
    core.resourceCountIs('AWS::DynamoDB::Table', 1);
    expect(tableId).toBeTruthy();
  });

  it('has the key schema of tableDefinition', () => {
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
  });

  it('declares every key attribute of tableDefinition as a string, and nothing else', () => {
    const expected = [
      tableDefinition.partitionKey,
      tableDefinition.sortKey,
      ...tableDefinition.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ].map((name) => ({ AttributeName: name, AttributeType: 'S' }));
    const byName = (a: { AttributeName: string }, b: { AttributeName: string }) =>
      a.AttributeName.localeCompare(b.AttributeName);
    expect([...table.Properties.AttributeDefinitions].sort(byName)).toEqual(expected.sort(byName));
  });

  it('has exactly the global indexes of tableDefinition, projecting all attributes', () => {
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      tableDefinition.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('streams new images only (all its consumers read), expires items on the TTL attribute, bills on demand, keeps PITR', () => {
    expect(tableDefinition.streamView).toBe('NEW_IMAGE');
    core.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: tableDefinition.streamView },
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TableName: Match.absent(),
    });
  });

  it('is retained when removed from the stack or replaced, not when its first create rolls back, and refuses deletion', () => {
    core.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'RetainExceptOnCreate', UpdateReplacePolicy: 'Retain' });
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
  });

  it('sits next to generated keys, the one sealing stored secrets retained exactly like the table', () => {
    core.resourceCountIs('AWS::SecretsManager::Secret', 2);
    core.allResourcesProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
    core.hasResource('AWS::SecretsManager::Secret', {
      Properties: { Description: Match.stringLikeRegexp('SECRETS_ENCRYPTION_KEY') },
      DeletionPolicy: 'RetainExceptOnCreate',
    });
  });
});
