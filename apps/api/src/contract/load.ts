import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../config.ts';

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, e.g. `/courses/{id}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/courses/:id`. */
  route: string;
  secured: boolean;
  /**
   * Public, but a token, when sent, is verified (its security lists `{}` beside a scheme): the
   * answer then carries the caller's own data (jobs for you, docs/product.md).
   */
  optionalAuth: boolean;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  bodyRequired: boolean;
  /** Response body schemas by status key as written in the contract ('200', '4XX', 'default'). */
  responses: Record<string, JsonSchema | undefined>;
  /** Required response headers by status key. */
  responseHeaders: Record<string, Record<string, { required: boolean; schema: JsonSchema }>>;
}

export interface Contract {
  document: Record<string, unknown>;
  operations: Operation[];
  schemas: Record<string, JsonSchema>;
}

export const contractPath = path.join(repoRoot, 'openapi.yaml');

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/**
 * Annotations that only document; validators and serializers do not need them. `examples` is
 * dropped only as a schema annotation (an array), so a field named `examples` would survive.
 */
const ANNOTATIONS = new Set(['example', 'examples', 'externalDocs', 'xml']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Inlines every local `$ref` so each schema handed to Ajv or the serializer is self-contained.
 * The contract has no recursive schemas; a cycle would be a contract bug, reported loudly.
 */
function resolver(document: Record<string, Json>) {
  const lookup = (ref: string): Json => {
    if (!ref.startsWith('#/'))
      throw new Error(`openapi.yaml: only local $refs are supported (${ref})`);
    let node: Json = document;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isObject(node) || !(key in node))
        throw new Error(`openapi.yaml: unresolved $ref ${ref}`);
      node = node[key] ?? null;
    }
    return node;
  };
  const resolve = (node: Json, seen: string[] = []): Json => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, seen));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (seen.includes(ref)) throw new Error(`openapi.yaml: recursive $ref ${ref}`);
      const { $ref: _ref, ...siblings } = node;
      const target = resolve(lookup(ref), [...seen, ref]);
      return isObject(target)
        ? { ...target, ...(resolve(siblings, seen) as Record<string, Json>) }
        : target;
    }
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      // Under `properties` a key is a field name, never an annotation.
      if (ANNOTATIONS.has(key) && (key !== 'examples' || Array.isArray(value))) continue;
      out[key] = resolve(value, seen);
    }
    return out;
  };
  return resolve;
}

function jsonBody(content: Json | undefined): JsonSchema | undefined {
  if (!isObject(content)) return undefined;
  const media = content['application/json'];
  if (!isObject(media) || !isObject(media.schema)) return undefined;
  return media.schema as JsonSchema;
}

export function loadContract(file = contractPath): Contract {
  const raw = parse(readFileSync(file, 'utf8')) as Record<string, Json>;
  const resolve = resolver(raw);
  const document = resolve(raw) as Record<string, Json>;
  const globalSecurity = Array.isArray(document.security) ? document.security : [];
  const operations: Operation[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [pathName, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      if (typeof op.operationId !== 'string') {
        throw new Error(`openapi.yaml: ${method.toUpperCase()} ${pathName} has no operationId`);
      }
      const own = Array.isArray(op.parameters) ? op.parameters : [];
      const byKey = new Map<string, Parameter>();
      for (const parameter of [...shared, ...own]) {
        if (!isObject(parameter)) continue;
        const p = parameter as unknown as Parameter;
        byKey.set(`${p.in}:${p.name}`, p);
      }
      const security = Array.isArray(op.security) ? op.security : globalSecurity;
      const requestBody = isObject(op.requestBody) ? op.requestBody : undefined;
      const responses: Operation['responses'] = {};
      const responseHeaders: Operation['responseHeaders'] = {};
      for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        if (!isObject(response)) continue;
        responses[status] = jsonBody(response.content);
        const headers: Record<string, { required: boolean; schema: JsonSchema }> = {};
        for (const [name, header] of Object.entries(
          isObject(response.headers) ? response.headers : {},
        )) {
          if (!isObject(header)) continue;
          headers[name.toLowerCase()] = {
            required: header.required === true,
            schema: (isObject(header.schema) ? header.schema : {}) as JsonSchema,
          };
        }
        responseHeaders[status] = headers;
      }
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as Operation['method'],
        path: pathName,
        route: pathName.replace(/\{([^}]+)\}/g, ':$1'),
        secured:
          security.some(
            (requirement) => isObject(requirement) && Object.keys(requirement).length > 0,
          ) &&
          !security.some(
            (requirement) => isObject(requirement) && Object.keys(requirement).length === 0,
          ),
        optionalAuth:
          security.some(
            (requirement) => isObject(requirement) && Object.keys(requirement).length > 0,
          ) &&
          security.some(
            (requirement) => isObject(requirement) && Object.keys(requirement).length === 0,
          ),
        parameters: [...byKey.values()],
        body: requestBody ? jsonBody(requestBody.content) : undefined,
        bodyRequired: requestBody?.required === true,
        responses,
        responseHeaders,
      });
    }
  }
  const components = isObject(document.components) ? document.components : {};
  const schemas = (isObject(components.schemas) ? components.schemas : {}) as Record<
    string,
    JsonSchema
  >;
  return { document, operations, schemas };
}
