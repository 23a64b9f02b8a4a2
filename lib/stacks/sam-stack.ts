import { Stack, STACK_RESOURCE_LIMIT_CONTEXT, type StackProps, Validations } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { ConsumerDefinition } from '../../shared/edge/consumers/consumer-definition';
import type { RouteDefinition } from '../../shared/edge/http/route';
import { ApiRoute } from '../constructs/api-route';
import { CoreResources, type CoreResourcesProps } from '../constructs/core-resources';
import { EventConsumers } from '../constructs/event-consumers';
import type { HandlerFunctionOptions } from '../constructs/handler-function';
import { CommerceHttpApi, type CommerceHttpApiProps } from '../constructs/http-api';
import { functionEnvironment } from '../function-environment';
import { grantServiceKeys } from '../service-key-access';

/** Properties of {@link SamStack}. */
export interface SamStackProps extends StackProps {
  /** Every manifest route, the `$default` one included. */
  readonly routes: readonly RouteDefinition[];
  /** Every manifest consumer. */
  readonly consumers: readonly ConsumerDefinition[];
  /** Service name passed to every function. */
  readonly serviceName: string;
  /**
   * SES-verified sender of the service's mail (MAIL_FROM).
   * @default - unset
   */
  readonly mailFrom?: string;
  /**
   * Options of the shared resources.
   * @default - see {@link CoreResourcesProps}
   */
  readonly core?: CoreResourcesProps;
  /**
   * Options of the HTTP API.
   * @default - see {@link CommerceHttpApiProps}
   */
  readonly api?: CommerceHttpApiProps;
  /**
   * Tuning of the functions.
   * @default - the defaults of HandlerFunction
   */
  readonly functionOptions?: HandlerFunctionOptions;
}

/**
 * Everything in one flat stack, for `sam local start-api`: SAM CLI only sees an API whose
 * routes and functions sit in the same template (not nested stacks, not cross-stack routes).
 * Same constructs as the deployed layout, so local and AWS cannot drift; SAM CLI ignores the
 * consumers' event sources it cannot emulate. Meant for local use: with a full manifest it
 * exceeds CloudFormation's 500-resource limit, which is lifted here.
 */
export class SamStack extends Stack {
  /** The shared resources. */
  readonly core: CoreResources;
  /** The HTTP API and its stage. */
  readonly api: CommerceHttpApi;
  /** The consumers and the reminder target. */
  readonly consumers: EventConsumers;
  /** Every route, by route id. */
  readonly routes: ReadonlyMap<string, ApiRoute>;

  constructor(scope: Construct, id: string, props: SamStackProps) {
    super(scope, id, props);
    // Must precede the first child construct. 0 disables the synth-time resource check.
    this.node.setContext(STACK_RESOURCE_LIMIT_CONTEXT, 0);
    Validations.of(this).acknowledge({
      id: 'CloudFormation-Validate::F0007',
      reason: 'Local-only template for SAM CLI, never deployed: the 500-resource limit does not apply',
    });

    this.core = new CoreResources(this, 'Core', props.core);
    this.api = new CommerceHttpApi(this, 'Api', props.api);
    const environment = functionEnvironment({
      table: this.core.table.table,
      cursorSigningKey: this.core.cursorSigningKey,
      secretsEncryptionKey: this.core.secretsEncryptionKey,
      publicBaseUrl: this.api.url,
      mediaUrlPrefix: this.core.media.urlPrefix,
      serviceName: props.serviceName,
      mailFrom: props.mailFrom,
    });

    this.consumers = new EventConsumers(this, 'Consumers', {
      consumers: props.consumers,
      core: this.core,
      environment,
      mailFrom: props.mailFrom,
      functionOptions: props.functionOptions,
    });
    const resources = this.core.functionResources({
      mailFrom: props.mailFrom,
      scheduleTargets: this.consumers.scheduleTargets,
    });

    const routes = new Map<string, ApiRoute>();
    for (const route of props.routes) {
      routes.set(
        route.id,
        new ApiRoute(this, route.id, {
          route,
          httpApi: this.api.httpApi,
          table: this.core.table.table,
          resources,
          environment,
          functionOptions: props.functionOptions,
        }),
      );
    }
    this.routes = routes;
    grantServiceKeys(this, this.core);
  }
}
