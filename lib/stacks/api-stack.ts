import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../shared/edge/http/route';
import { AdminSite } from '../constructs/admin-site';
import { ApiRoute } from '../constructs/api-route';
import type { CoreResources } from '../constructs/core-resources';
import type { HandlerFunctionOptions } from '../constructs/handler-function';
import { CommerceHttpApi, type CommerceHttpApiProps } from '../constructs/http-api';
import { hostOf, StorefrontDistribution } from '../constructs/storefront-distribution';
import { functionEnvironment } from '../function-environment';

/** Properties of {@link ApiStack}. */
export interface ApiStackProps extends StackProps {
  /** Shared resources of the core stack. */
  readonly core: CoreResources;
  /** Service name passed to every function. */
  readonly serviceName: string;
  /**
   * SES-verified sender of the service's mail (MAIL_FROM).
   * @default - unset
   */
  readonly mailFrom?: string;
  /**
   * The storefront domain and how to serve it (`-c storefrontDomain= -c certificateArn= -c hostedZoneId=`).
   * @default - none: no distribution, and synthesis warns ({@link missingStorefrontWarning})
   */
  readonly storefront?: StorefrontDomainProps;
  /**
   * The catch-all route (`$default`) answering unmatched requests.
   * @default - none: API Gateway answers unmatched requests with its own 404
   */
  readonly fallbackRoute?: RouteDefinition;
  /**
   * Options of the HTTP API (name, throttling).
   * @default - see {@link CommerceHttpApiProps}
   */
  readonly api?: CommerceHttpApiProps;
  /**
   * Tuning of the fallback function.
   * @default - the defaults of HandlerFunction
   */
  readonly functionOptions?: HandlerFunctionOptions;
}

/** The deploy inputs of the storefront domain (see {@link StorefrontDistribution}). */
export interface StorefrontDomainProps {
  readonly domain: string;
  /** @default - created and DNS-validated in `hostedZoneId` */
  readonly certificateArn?: string;
  /** @default - no DNS record */
  readonly hostedZoneId?: string;
}

/** What `cdk synth` warns without a storefront domain: the shops get no reachable address. */
export const missingStorefrontWarning =
  'No storefront domain: shops have no public address, shop URLs point at localhost and the visitor country is client-controlled. ' +
  'Pass -c storefrontDomain=shops.example.com with -c hostedZoneId=<Route 53 zone> and/or -c certificateArn=<us-east-1 ACM certificate for *.shops.example.com> (README "Deploying").';

/**
 * The HTTP API, its throttled stage and the `$default` route. Route stacks attach their routes
 * to this API and take the shared function environment from here.
 */
export class ApiStack extends Stack {
  /** The HTTP API and its stage. */
  readonly api: CommerceHttpApi;
  /** Environment of every function (table, keys, API URL, media URL prefix, service name). */
  readonly functionEnvironment: Readonly<Record<string, string>>;
  /** What serves the shops, when a storefront domain is given. */
  readonly storefront?: StorefrontDistribution;
  /** The merchant admin, in front of this API. */
  readonly admin: AdminSite;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = new CommerceHttpApi(this, 'Api', props.api);
    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'Base URL of the API (PUBLIC_BASE_URL)' });

    if (props.storefront) {
      this.storefront = new StorefrontDistribution(this, 'Storefront', {
        domain: props.storefront.domain,
        certificateArn: props.storefront.certificateArn,
        hostedZoneId: props.storefront.hostedZoneId,
        apiDomain: hostOf(this.api.url),
        logBucket: props.core.media.accessLogs,
      });
      new CfnOutput(this, 'StorefrontUrl', {
        value: this.storefront.urlPattern,
        description: 'Address of every shop ({shop} is its subdomain)',
      });
      new CfnOutput(this, 'StorefrontDistributionDomain', {
        value: this.storefront.distribution.distributionDomainName,
        description: 'Point *.<storefront domain> here (CNAME or alias) when no hosted zone was given',
      });
    } else {
      Annotations.of(this).addWarningV2('commerce-platform:storefront-domain', missingStorefrontWarning);
    }

    this.admin = new AdminSite(this, 'Admin', {
      apiDomain: hostOf(this.api.url),
      uploadsOrigin: `https://${props.core.media.bucket.bucketRegionalDomainName}`,
      mediaOrigin: `https://${props.core.media.distribution.distributionDomainName}`,
      logBucket: props.core.media.accessLogs,
    });
    new CfnOutput(this, 'AdminUrl', { value: this.admin.url, description: 'The merchant admin' });
    new CfnOutput(this, 'AdminBucketName', {
      value: this.admin.bucket.bucketName,
      description: 'Upload admin/dist here under admin/ (docs/deploying.md)',
    });
    new CfnOutput(this, 'AdminDistributionId', {
      value: this.admin.distribution.distributionId,
      description: 'Invalidate /admin/index.html here after an upload',
    });

    this.functionEnvironment = functionEnvironment({
      table: props.core.table.table,
      cursorSigningKey: props.core.cursorSigningKey,
      secretsEncryptionKey: props.core.secretsEncryptionKey,
      publicBaseUrl: this.api.url,
      mediaUrlPrefix: props.core.media.urlPrefix,
      serviceName: props.serviceName,
      mailFrom: props.mailFrom,
      storefrontDomain: props.storefront?.domain,
    });

    if (props.fallbackRoute) {
      new ApiRoute(this, props.fallbackRoute.id, {
        route: props.fallbackRoute,
        httpApi: this.api.httpApi,
        table: props.core.table.table,
        // The reminder target deploys after this stack: the catch-all cannot manage schedules.
        resources: props.core.functionResources({ mailFrom: props.mailFrom }),
        environment: this.functionEnvironment,
        functionOptions: props.functionOptions,
      });
    }
  }
}
