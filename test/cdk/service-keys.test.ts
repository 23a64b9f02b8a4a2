import { describe, expect, it } from 'vitest';
import { consumers, manifest } from '../../functions/manifest';
import { keySecretVariables } from '../../shared/platform/secrets/service-keys';
import { actionsOf, environmentOf, logicalIdOf, refersTo, statementsOf, statementsWith } from './functions';
import { resourcesOf, synthesize } from './synth';

describe('service keys in Secrets Manager', () => {
  const app = synthesize({ routes: manifest });
  const core = app.stack('CommercePlatform-Core');
  const secrets = {
    [keySecretVariables.cursorSigningKey]: logicalIdOf(core, 'AWS::SecretsManager::Secret', (p) =>
      p.Description.includes('cursors'),
    ),
    [keySecretVariables.sealingKey]: logicalIdOf(core, 'AWS::SecretsManager::Secret', (p) =>
      p.Description.includes('Key sealing'),
    ),
  };
  const functions = resourcesOf(app.stacks, 'AWS::Lambda::Function');

  const keyReaders = new Set([
    ...manifest.map((route) => route.id),
    ...consumers.filter((c) => c.access.serviceKeys).map((c) => c.id),
  ]);
  const readsKeys = (fn: (typeof functions)[number]) =>
    [...keyReaders].some((id) => fn.resource.Properties.Description.endsWith(`(${id})`));

  it('names each key secret by ARN in the environment of every route and of the consumers that read keys, and of no other function', () => {
    expect(functions.filter(readsKeys)).toHaveLength(keyReaders.size);
    for (const fn of functions) {
      for (const [variable, secretId] of Object.entries(secrets)) {
        if (readsKeys(fn)) expect(refersTo(environmentOf(fn)[variable], secretId), `${fn.id} ${variable}`).toBe(true);
        else expect(environmentOf(fn), `${fn.id} ${variable}`).not.toHaveProperty(variable);
      }
    }
  });

  // Both sign with sealed secrets outside the handler kit: webhook receivers', and the shop's tax
  // and shipping callbacks' when a renewal re-prices. Without the ARNs they fail deployed only.
  it.each(['deliverWebhook', 'renewSubscription'])(
    'tells the %s consumer where both keys are and lets it read them',
    (id) => {
      const fn = functions.find((candidate) => candidate.resource.Properties.Description.endsWith(`(${id})`))!;
      expect(fn, id).toBeDefined();
      for (const [variable, secretId] of Object.entries(secrets))
        expect(refersTo(environmentOf(fn)[variable], secretId), `${id} ${variable}`).toBe(true);
      const resources = statementsWith(statementsOf(app.stacks, fn), 'secretsmanager:GetSecretValue').flatMap(
        (statement) => [statement.Resource].flat(),
      );
      for (const secretId of Object.values(secrets))
        expect(
          resources.some((resource) => refersTo(resource, secretId)),
          `${id} ${secretId}`,
        ).toBe(true);
    },
  );

  it('lets exactly those functions read the values of those two secrets, and nothing else in Secrets Manager', () => {
    for (const fn of functions) {
      const granted = statementsWith(statementsOf(app.stacks, fn), 'secretsmanager:');
      if (!readsKeys(fn)) {
        expect(granted, fn.id).toEqual([]);
        continue;
      }
      expect(granted.flatMap(actionsOf), fn.id).toEqual(['secretsmanager:GetSecretValue']);
      const resources = granted.flatMap((statement) => [statement.Resource].flat());
      expect(resources, fn.id).toHaveLength(2);
      for (const id of Object.values(secrets))
        expect(
          resources.some((resource) => refersTo(resource, id)),
          `${fn.id} ${id}`,
        ).toBe(true);
    }
  });
});
