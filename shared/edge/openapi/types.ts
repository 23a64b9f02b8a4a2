/** A JSON Schema (draft 2020-12, the OpenAPI 3.1 dialect) as embedded in the document. */
export type JsonSchema = { [keyword: string]: unknown };

/** A `$ref` to a reusable component. */
export interface Reference {
  $ref: string;
}

/** A path or query parameter. */
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  style?: 'simple' | 'form' | 'deepObject';
  explode?: boolean;
  schema: JsonSchema;
}

/** One content type of a request or response body. */
export interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
}

/** A response header. */
export interface HeaderObject {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One response of an operation, or a reusable response component. */
export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, MediaTypeObject>;
}

/** The request body of an operation. */
export interface RequestBodyObject {
  description: string;
  required: boolean;
  content: Record<string, MediaTypeObject>;
}

/** The bearer scheme (the only scheme this API uses). */
export type SecuritySchemeObject =
  | { type: 'http'; scheme: 'bearer'; description: string }
  | { type: 'apiKey'; in: 'header'; name: string; description: string };

/** Scheme name to scopes (always empty for bearer); `[]` as a whole means "no authentication". */
export type SecurityRequirement = Record<string, string[]>;

/** One operation (method on a path). */
export interface OperationObject {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Reference>;
  security: SecurityRequirement[];
  /** The permission a bearer token must carry (this API's extension). */
  'x-permission'?: string;
  /** What the caller conditions the write on; a stale value answers 409 (this API's extension). */
  'x-precondition'?: string;
}

export type PathItemObject = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', OperationObject>>;

export interface TagObject {
  name: string;
  description: string;
}

/** The subset of an OpenAPI 3.1 document this API produces. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: { url: string; description?: string }[];
  tags: TagObject[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    headers: Record<string, HeaderObject>;
    securitySchemes: Record<string, SecuritySchemeObject>;
  };
}
