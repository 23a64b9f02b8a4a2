declare global {
  /**
   * `true` in a deployed function's bundle (lib/bundling/bundling-options.ts defines it), absent
   * where the sources run (tests, the local runtime, the OpenAPI build).
   *
   * The contract: read it only as the condition of a choice, `globalThis.DEPLOYED_BUNDLE ? deployed
   * : sources`, whose `sources` branch only the sources need. The build folds the condition and
   * drops what only that branch references; the suite never runs the deployed branch. Its one use:
   * an `exact` route's response schema (`body: globalThis.DEPLOYED_BUNDLE ? undefined : schema()`),
   * which deployed functions never parse (shared/edge/http/route.ts `exact`).
   */
  var DEPLOYED_BUNDLE: true | undefined;
}

export {};
