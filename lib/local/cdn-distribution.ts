import type { TemplateResolver } from './template-resolver';

/** Which names of a kind (headers, cookies, query strings) a policy passes on: CloudFront's behaviours. */
export interface NameSelection {
  /** `none`, `whitelist`, `allExcept`, `all`; headers also `allViewer` and `allViewerAndWhitelistCloudFront`. */
  readonly behavior: string;
  /** Lowercased for headers; as written for cookies and query strings. */
  readonly names: readonly string[];
}

/** A cache policy as CloudFront applies it: what goes into the key (and so to the origin), and the TTLs. */
export interface CdnCachePolicy {
  readonly headers: NameSelection;
  readonly cookies: NameSelection;
  readonly queryStrings: NameSelection;
  readonly minTtl: number;
  readonly defaultTtl: number;
  readonly maxTtl: number;
}

/** An origin request policy: what reaches the origin beyond the cache key. */
export interface CdnOriginRequestPolicy {
  readonly headers: NameSelection;
  readonly cookies: NameSelection;
  readonly queryStrings: NameSelection;
}

/** The default cache behaviour of a distribution, as synthesized: what template mode's CDN plays. */
export interface CdnDistribution {
  /** Alternate domain names (`*.localhost` in template mode). */
  readonly aliases: readonly string[];
  /** The viewer-request CloudFront Function's code, when one is associated. */
  readonly viewerRequestCode?: string;
  readonly cachePolicy: CdnCachePolicy;
  readonly originRequestPolicy?: CdnOriginRequestPolicy;
  /** Custom origin headers, values resolved (dynamic references not yet: see cdn-edge.ts). */
  readonly originHeaders: Readonly<Record<string, string>>;
  /** The methods CloudFront caches answers of. */
  readonly cachedMethods: readonly string[];
}

const NONE: NameSelection = { behavior: 'none', names: [] };

/** AWS-managed cache policies by id (CDK's `CachePolicy.CACHING_DISABLED`, …), with their documented settings. */
const MANAGED_CACHE_POLICIES: Readonly<Record<string, CdnCachePolicy>> = {
  // CachingDisabled
  '4135ea2d-6df8-44a3-9df3-4b5a84be39ad': {
    headers: NONE,
    cookies: NONE,
    queryStrings: NONE,
    minTtl: 0,
    defaultTtl: 0,
    maxTtl: 0,
  },
};

/**
 * The distribution serving `*.<domain>` in the template, read as CloudFront would run its default
 * behaviour; undefined when the template has none (no storefront domain).
 */
export function readCdnDistribution(resolver: TemplateResolver, domain: string): CdnDistribution | undefined {
  const alias = `*.${domain}`;
  const found = resolver
    .resourcesOfType('AWS::CloudFront::Distribution')
    .find(({ resource }) => (resource.Properties?.DistributionConfig?.Aliases ?? []).includes(alias));
  if (!found) return undefined;
  const { stack, resource } = found;
  const config = resource.Properties!.DistributionConfig;
  const behavior = config.DefaultCacheBehavior;
  const resourceOf = (reference: unknown, type: string) => {
    const logicalId =
      (reference as { Ref?: string }).Ref ?? (reference as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0];
    const match = resolver
      .resourcesOfType(type)
      .find((candidate) => candidate.stack === stack && candidate.logicalId === logicalId);
    if (!match)
      throw new Error(`The storefront distribution names ${JSON.stringify(reference)}, no ${type} of ${stack}`);
    return match.resource.Properties!;
  };

  const viewerRequest = (
    (behavior.FunctionAssociations ?? []) as Array<{ EventType: string; FunctionARN: unknown }>
  ).find((association) => association.EventType === 'viewer-request');
  const unsupported = ((behavior.FunctionAssociations ?? []) as Array<{ EventType: string }>).find(
    (association) => association.EventType !== 'viewer-request',
  );
  if (unsupported || behavior.LambdaFunctionAssociations)
    throw new Error('Template mode plays viewer-request CloudFront Functions only on the storefront distribution');

  const cachePolicy =
    typeof behavior.CachePolicyId === 'string'
      ? MANAGED_CACHE_POLICIES[behavior.CachePolicyId]
      : cachePolicyOf(resourceOf(behavior.CachePolicyId, 'AWS::CloudFront::CachePolicy').CachePolicyConfig);
  if (!cachePolicy) throw new Error(`Template mode does not know the managed cache policy ${behavior.CachePolicyId}`);

  const origin = (config.Origins as Array<Record<string, any>>).find(
    (candidate) => candidate.Id === behavior.TargetOriginId,
  );
  return {
    aliases: config.Aliases,
    viewerRequestCode: viewerRequest
      ? String(resourceOf(viewerRequest.FunctionARN, 'AWS::CloudFront::Function').FunctionCode)
      : undefined,
    cachePolicy,
    originRequestPolicy: behavior.OriginRequestPolicyId
      ? originRequestPolicyOf(
          resourceOf(behavior.OriginRequestPolicyId, 'AWS::CloudFront::OriginRequestPolicy').OriginRequestPolicyConfig,
        )
      : undefined,
    originHeaders: Object.fromEntries(
      ((origin?.OriginCustomHeaders ?? []) as Array<{ HeaderName: string; HeaderValue: unknown }>).map((header) => [
        header.HeaderName.toLowerCase(),
        String(resolver.resolve(header.HeaderValue, stack)),
      ]),
    ),
    cachedMethods: behavior.CachedMethods ?? ['GET', 'HEAD'],
  };
}

function cachePolicyOf(config: Record<string, any>): CdnCachePolicy {
  const parameters = config.ParametersInCacheKeyAndForwardedToOrigin;
  return {
    headers: selection(parameters.HeadersConfig, 'HeaderBehavior', 'Headers', true),
    cookies: selection(parameters.CookiesConfig, 'CookieBehavior', 'Cookies', false),
    queryStrings: selection(parameters.QueryStringsConfig, 'QueryStringBehavior', 'QueryStrings', false),
    minTtl: Number(config.MinTTL ?? 0),
    defaultTtl: Number(config.DefaultTTL ?? 86_400),
    maxTtl: Number(config.MaxTTL ?? 31_536_000),
  };
}

function originRequestPolicyOf(config: Record<string, any>): CdnOriginRequestPolicy {
  return {
    headers: selection(config.HeadersConfig, 'HeaderBehavior', 'Headers', true),
    cookies: selection(config.CookiesConfig, 'CookieBehavior', 'Cookies', false),
    queryStrings: selection(config.QueryStringsConfig, 'QueryStringBehavior', 'QueryStrings', false),
  };
}

function selection(config: Record<string, any> | undefined, behaviorKey: string, listKey: string, lower: boolean) {
  const names = ((config?.[listKey] ?? []) as string[]).map((name) => (lower ? name.toLowerCase() : name));
  return { behavior: String(config?.[behaviorKey] ?? 'none'), names };
}
