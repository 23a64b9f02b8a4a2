import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConstruct } from 'constructs';
import { HandlerFunction } from './constructs/handler-function';

/** The secrets holding the service's keys (see shared/secrets/service-keys.ts). */
export interface ServiceKeySecrets {
  readonly cursorSigningKey: ISecret;
  readonly secretsEncryptionKey: ISecret;
}

/**
 * Lets every function under `scope` read the two key secrets, and nothing else in Secrets
 * Manager: every function may sign cursors or open sealed secrets, and each reads both at init.
 * Run once per stack after its functions exist.
 */
export function grantServiceKeys(scope: IConstruct, secrets: ServiceKeySecrets): void {
  for (const node of scope.node.findAll()) {
    if (!(node instanceof HandlerFunction)) continue;
    secrets.cursorSigningKey.grantRead(node.function);
    secrets.secretsEncryptionKey.grantRead(node.function);
  }
}
