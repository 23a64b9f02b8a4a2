import type { ResponseChecker, ServedOperation } from '../fuzz/openapi-responses';

/** A documented operation with the pattern its path template compiles to. */
interface CompiledOperation {
  served: ServedOperation;
  pattern: RegExp;
  /** Templated segments: a literal segment wins over a parameter where both match. */
  parameters: number;
}

/**
 * Finds the document's operation for a request line, the way API Gateway routes it: a parameter
 * matches one path segment, except the storefront's catch-all `/{proxy}` (API Gateway's greedy
 * `{proxy+}`), which takes any path the API and the local controls do not own.
 */
export class OperationMatcher {
  private readonly operations: CompiledOperation[];

  constructor(checker: ResponseChecker) {
    this.operations = checker
      .operations()
      .map((served) => ({
        served,
        pattern: compile(served.path),
        parameters: (served.path.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.parameters - b.parameters);
  }

  match(method: string, pathname: string): ServedOperation | undefined {
    // The local runtime's controls (`/_local/...`, `/health`) are no part of the API.
    if (pathname.startsWith('/_local/') || pathname === '/health') return undefined;
    const candidates = this.operations.filter(
      (operation) =>
        operation.served.method === method &&
        !(operation.served.path === '/{proxy}' && pathname.startsWith('/api/')) &&
        operation.pattern.test(pathname),
    );
    return candidates[0]?.served;
  }

  /** Whether any method is documented at this path (a wrong method is then the server's 404/405 to give). */
  knowsPath(pathname: string): boolean {
    return this.operations.some(
      (operation) => operation.served.path !== '/{proxy}' && operation.pattern.test(pathname),
    );
  }
}

function compile(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => {
      if (segment === '{proxy}') return '.+';
      return segment
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}
