import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { keySecretVariables } from '../shared/platform/secrets/service-keys';
import { HandlerFunction } from './constructs/handler-function';

/** The secrets holding the service's keys (see shared/platform/secrets/service-keys.ts). */
export interface ServiceKeySecrets {
  readonly cursorSigningKey: ISecret;
  readonly secretsEncryptionKey: ISecret;
}

/**
 * Lets every function under `scope` read the key secrets its environment names, and nothing else in
 * Secrets Manager: the grant follows the variable, so a function not told where a key is cannot read
 * it. Every route is told, since which code a route bundles is the build's business. Run once per
 * stack after its functions exist.
 */
export function grantServiceKeys(scope: IConstruct, secrets: ServiceKeySecrets): void {
  for (const node of scope.node.findAll()) {
    if (!(node instanceof HandlerFunction)) continue;
    const named = [
      ...(keySecretVariables.cursorSigningKey in node.environment ? [secrets.cursorSigningKey.secretArn] : []),
      ...(keySecretVariables.sealingKey in node.environment ? [secrets.secretsEncryptionKey.secretArn] : []),
    ];
    // GetSecretValue only (no DescribeSecret): service-keys.ts reads values and nothing else.
    // Template mode's smoke suite reads the secrets; `npm test` never does (the local runtime hands
    // the keys over as CURSOR_SIGNING_KEY and SECRETS_ENCRYPTION_KEY), so its audit lists the grant unused.
    if (named.length > 0)
      node.function.addToRolePolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: named }),
      );
  }
}

/** `environment` without the key secrets' ARNs: for a function that reads neither key. */
export function withoutKeySecrets(environment: Readonly<Record<string, string>>): Record<string, string> {
  const names: readonly string[] = Object.values(keySecretVariables);
  return Object.fromEntries(Object.entries(environment).filter(([name]) => !names.includes(name)));
}
