import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { precomputedAssets, precomputedModules } from '../../lib/bundling/precomputed-modules';
import { errorCodes, type ErrorCode } from '../../shared/platform/errors/error-codes';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Modules the build replaces by their values or by a read of a file beside the bundle
 * (lib/bundling/precomputed-modules.ts): the deployed handler never runs their code, so nothing
 * they call is followed (get-openapi's document builder reads every route).
 */
const BUILD_TIME_SOURCES = new Set([...precomputedModules, ...precomputedAssets].map(({ source }) => join(ROOT, source)));

/** The typed error classes and the code each one throws (shared/platform/errors/domain-error.ts). */
const CLASS_CODES: Record<string, ErrorCode> = {
  NotFound: 'not_found',
  Conflict: 'conflict',
  ValidationFailed: 'validation_failed',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  RateLimited: 'rate_limited',
};

/**
 * A `defineFamily(...)`/`defineEvent(...)`-style declaration: data the engine calls at named points
 * (a family's hooks), not code the referencing handler runs; the engine operation a handler calls
 * is followed instead, so a read never inherits the write hooks of its family.
 */
function isDefinition(node: ts.Expression): boolean {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && /^define[A-Z]/.test(node.expression.text) && node.expression.text !== 'defineHandler';
}

/**
 * The error codes a handler can throw, found statically: from the handler module, every function
 * it references is followed (through imports, object-literal methods and re-exports) across the
 * project's own sources, and each reached body contributes its `new NotFound(...)`-style errors and
 * any error code passed as an argument (`new DomainError(code)`, or through a helper). The
 * request kit (shared/edge/http/) and the OpenAPI builder are not followed: the kit's statuses (400, 401, 403, 413, 415, 422, 429,
 * 500) follow from the route's shape and are declared generically.
 *
 * An over-approximation per function (a branch never taken still counts), never per module.
 */
export class ThrownErrors {
  private readonly program: ts.Program;
  private readonly checker: ts.TypeChecker;
  private readonly cache = new Map<ts.Node, Set<ErrorCode>>();

  constructor(handlers: readonly string[]) {
    const files = handlers.map((handler) => join(ROOT, 'functions', `${handler}.ts`));
    const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES2023, module: ts.ModuleKind.Preserve, moduleResolution: ts.ModuleResolutionKind.Bundler, noLib: true, types: [], noEmit: true };
    // Libraries are never followed: parse them as empty files, which keeps the program small and fast.
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, ...rest) =>
      fileName.startsWith(ROOT) && !fileName.includes('/node_modules/') ? getSourceFile(fileName, language, ...rest) : ts.createSourceFile(fileName, '', language);
    this.program = ts.createProgram(files, options, host);
    this.checker = this.program.getTypeChecker();
  }

  /** Error codes the handler module `functions/<handler>.ts` can throw. */
  codesOf(handler: string): Set<ErrorCode> {
    const source = this.program.getSourceFile(join(ROOT, 'functions', `${handler}.ts`));
    if (!source) throw new Error(`No handler module functions/${handler}.ts`);
    const codes = new Set<ErrorCode>();
    this.collect(source, codes, new Set());
    return codes;
  }

  private collect(node: ts.Node, codes: Set<ErrorCode>, visiting: Set<ts.Node>): void {
    if (ts.isNewExpression(node)) {
      const name = this.resolve(node.expression)?.getName();
      if (name && CLASS_CODES[name]) codes.add(CLASS_CODES[name]);
    }
    // A code handed to a function or constructor (`new DomainError('gone')`, `refused('exchange_token_expired', …)`).
    const isArgument = ts.isCallExpression(node.parent ?? node) || ts.isNewExpression(node.parent ?? node);
    if (ts.isStringLiteral(node) && isArgument && Object.hasOwn(errorCodes, node.text) && node.text !== 'internal_error') codes.add(node.text as ErrorCode);
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      for (const declaration of this.resolve(node)?.getDeclarations() ?? []) {
        const body = this.functionBody(declaration);
        if (body) for (const code of this.reached(body, visiting)) codes.add(code);
      }
    }
    ts.forEachChild(node, (child) => this.collect(child, codes, visiting));
  }

  /** Codes of one function body, cached; a cycle contributes what is known so far. */
  private reached(body: ts.Node, visiting: Set<ts.Node>): Set<ErrorCode> {
    const cached = this.cache.get(body);
    if (cached) return cached;
    if (visiting.has(body)) return new Set();
    visiting.add(body);
    const codes = new Set<ErrorCode>();
    this.collect(body, codes, visiting);
    visiting.delete(body);
    this.cache.set(body, codes);
    return codes;
  }

  private resolve(node: ts.Node): ts.Symbol | undefined {
    const loaded = ts.isPropertyAccessExpression(node) ? this.dynamicExport(node.expression, node.name.text) : undefined;
    if (loaded) return loaded;
    const symbol = this.checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node);
    const declaration = symbol?.getDeclarations()?.[0];
    // `const { name } = await import('./m')`
    if (declaration && ts.isBindingElement(declaration) && ts.isObjectBindingPattern(declaration.parent) && ts.isVariableDeclaration(declaration.parent.parent) && declaration.parent.parent.initializer) {
      const exported = this.dynamicExport(declaration.parent.parent.initializer, (declaration.propertyName ?? declaration.name).getText());
      if (exported) return exported;
    }
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  /**
   * The export `name` of the module an `await import('./m')` loads (a split or lazy module): the
   * program parses no lib, so the awaited promise is untyped and the checker cannot follow it.
   */
  private dynamicExport(expression: ts.Expression, name: string): ts.Symbol | undefined {
    while (ts.isParenthesizedExpression(expression)) expression = expression.expression;
    if (!ts.isAwaitExpression(expression)) return undefined;
    const call = expression.expression;
    if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.ImportKeyword || !call.arguments[0] || !ts.isStringLiteral(call.arguments[0])) return undefined;
    const module = this.checker.getSymbolAtLocation(call.arguments[0]);
    const exported = module && this.checker.getExportsOfModule(module).find((symbol) => symbol.getName() === name);
    return exported && exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported;
  }

  /** The body of a project function (declaration, method, or variable holding a function); not the kit's or a library's. */
  private functionBody(declaration: ts.Declaration): ts.Node | undefined {
    const file = declaration.getSourceFile().fileName;
    if (!file.startsWith(ROOT) || /\/(node_modules|shared\/edge\/http|shared\/edge\/openapi)\//.test(file) || BUILD_TIME_SOURCES.has(file)) return undefined;
    if ((ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) && declaration.body) return declaration.body;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) return isDefinition(declaration.initializer) ? undefined : declaration.initializer;
    if (ts.isPropertyAssignment(declaration)) return declaration.initializer;
    return undefined;
  }
}
