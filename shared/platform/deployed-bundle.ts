declare global {
  /**
   * `true` in a deployed function's bundle (lib/bundling/build-functions.ts defines it), absent
   * where the sources run (tests, the local runtime, the OpenAPI build). Read it only as the
   * condition of a choice (`globalThis.DEPLOYED_BUNDLE ? deployed : sources`): the build folds it
   * and drops what only the other branch references, such as an exact route's response schema,
   * which deployed functions never parse (functions/carts/schemas.ts).
   */
  var DEPLOYED_BUNDLE: true | undefined;
  /**
   * The `auth` kind of the routes a deployed function serves, defined per function by the build
   * from the manifest (lib/bundling/route-shape.ts); absent in the sources and in functions that
   * serve no route or routes of several kinds. The handler kit folds it so that a function whose
   * route takes no bearer token leaves the kit's token authorization out of its bundle (installation
   * authority and what it reads; token authentication too, unless its own code resolves a shop from
   * a public token).
   */
  var FUNCTION_ROUTE_AUTH: 'none' | 'bearer' | 'cart_token' | 'shop' | undefined;
  /**
   * Whether the routes a deployed function serves take a request body, defined per function like
   * FUNCTION_ROUTE_AUTH. The handler kit folds it so that a function of routes without a body
   * leaves out the JSON body parser and the body checks (unknown keys, round-trip keys).
   */
  var FUNCTION_ROUTE_BODY: boolean | undefined;
}

export {};
