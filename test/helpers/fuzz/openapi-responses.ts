import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { JsonSchema } from './schema-arbitrary';

const DOCUMENT_ID = 'https://fuzz.local/openapi.json';

/** An operation of the served document, with what the fuzz needs to call and check it. */
export interface ServedOperation {
  method: string;
  path: string;
  operation: JsonSchema;
  pointer: string;
}

/**
 * Checks responses against the served OpenAPI document with ajv: which statuses an operation
 * declares and the JSON Schema each declared status's body must match.
 */
export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: JsonSchema) {
    addFormats(this.ajv);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  }

  /** Every operation of the document. */
  operations(): ServedOperation[] {
    return Object.entries<Record<string, JsonSchema>>(this.document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
        pointer: `#/paths/${escapePointer(path)}/${method}`,
      })),
    );
  }

  /** Resolves a `$ref` inside the document (schemas and responses), else the node itself. */
  resolve = (node: JsonSchema): JsonSchema => {
    let current = node;
    while (current?.$ref?.startsWith('#/')) current = pointerGet(this.document, current.$ref);
    return current;
  };

  /**
   * Problems with an answer of `operation`: an undeclared status, a body that does not match the
   * declared schema, or top-level keys the declared error body does not have. Empty when it holds.
   */
  problems(served: ServedOperation, status: number, contentType: string | null, body: unknown): string[] {
    const responses = served.operation.responses as Record<string, JsonSchema>;
    const key = responses[String(status)] ? String(status) : responses.default ? 'default' : undefined;
    if (!key) return [`status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`];
    const response = this.resolve(responses[key]!);
    const content = response.content as Record<string, JsonSchema> | undefined;
    if (!content) return [];
    const mediaType = Object.keys(content).find((type) => contentType?.startsWith(type));
    if (!mediaType)
      return [`content type ${contentType} is not declared (declared: ${Object.keys(content).join(', ')})`];
    if (mediaType !== 'application/json') return [];
    const pointer = responses[key]!.$ref
      ? `${responses[key]!.$ref}/content/application~1json/schema`
      : `${served.pointer}/responses/${key}/content/application~1json/schema`;
    const validate = this.validator(pointer);
    const problems = validate(body)
      ? []
      : (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
    if (status >= 400) problems.push(...this.extraKeys(pointer, body));
    return problems;
  }

  /** Schema problems of `value` against the schema at `pointer` (a JSON pointer into the document). */
  schemaProblems(pointer: string, value: unknown, tolerated: (error: ErrorObject) => boolean = () => false): string[] {
    const validate = this.validator(pointer);
    if (validate(value)) return [];
    const problems = (validate.errors ?? [])
      .filter((error) => !tolerated(error))
      .map(
        (error) =>
          `${error.instancePath || '/'} ${error.message}${error.params?.additionalProperty ? ` (${error.params.additionalProperty})` : ''}`,
      );
    return [...new Set(problems)].slice(0, 5);
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  /** Error bodies are strict: no top-level key beyond those the declared shape(s) name. */
  private extraKeys(pointer: string, body: unknown): string[] {
    if (!body || typeof body !== 'object') return [];
    const schema = this.resolve(pointerGet(this.document, pointer));
    const shapes = (schema.anyOf ?? schema.oneOf ?? [schema]).map(this.resolve);
    const allowed = shapes.map((shape: JsonSchema) => Object.keys(shape.properties ?? {}));
    const keys = Object.keys(body);
    return allowed.some((names: string[]) => keys.every((name) => names.includes(name)))
      ? []
      : [`error body has undeclared keys: ${keys.join(', ')}`];
  }
}

function escapePointer(path: string): string {
  return path.replace(/~/g, '~0').replace(/\//g, '~1');
}

function pointerGet(document: JsonSchema, ref: string): JsonSchema {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node: any, part) => node?.[part], document);
}
