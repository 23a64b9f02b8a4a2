import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { keySecretVariables } from '../../shared/secrets/service-keys';
import { actionsOf, environmentOf, logicalIdOf, refersTo, statementsOf, statementsWith } from './functions';
import { resourcesOf, synthesize } from './synth';

describe('service keys in Secrets Manager', () => {
  const app = synthesize({ routes: manifest });
  const core = app.stack('CommercePlatform-Core');
  const secrets = {
    [keySecretVariables.cursorSigningKey]: logicalIdOf(core, 'AWS::SecretsManager::Secret', (p) => p.Description.includes('cursors')),
    [keySecretVariables.sealingKey]: logicalIdOf(core, 'AWS::SecretsManager::Secret', (p) => p.Description.includes('Key sealing')),
  };
  const functions = resourcesOf(app.stacks, 'AWS::Lambda::Function');

  it('names each key secret by ARN in every function environment', () => {
    for (const fn of functions) {
      for (const [variable, secretId] of Object.entries(secrets)) expect(refersTo(environmentOf(fn)[variable], secretId), `${fn.id} ${variable}`).toBe(true);
    }
  });

  it('lets every function read exactly those two secrets and no other Secrets Manager resource', () => {
    for (const fn of functions) {
      const granted = statementsWith(statementsOf(app.stacks, fn), 'secretsmanager:');
      expect(granted.flatMap(actionsOf).filter((action) => action.startsWith('secretsmanager:')).sort(), fn.id).toEqual(
        expect.arrayContaining(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']),
      );
      const resources = granted.flatMap((statement) => [statement.Resource].flat());
      expect(resources.length, fn.id).toBeGreaterThan(0);
      for (const resource of resources) {
        expect(Object.values(secrets).some((id) => refersTo(resource, id)), `${fn.id}: ${JSON.stringify(resource)}`).toBe(true);
      }
      for (const id of Object.values(secrets)) expect(resources.some((resource) => refersTo(resource, id)), `${fn.id} ${id}`).toBe(true);
    }
  });
});
