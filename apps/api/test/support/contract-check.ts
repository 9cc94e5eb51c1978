import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../src/contract/ajv.ts';
import { loadContract, type Operation } from '../../src/contract/load.ts';

const contract = loadContract();
// Responses are checked exactly as sent: no coercion, no defaults filled in.
const ajv = createAjv({ coerce: false });
ajv.opts.useDefaults = false;
const compiled = new Map<object, ValidateFunction>();

function matcher(operation: Operation): RegExp {
  const pattern = operation.path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}/?$`);
}

const routes = contract.operations
  .map((operation) => ({ operation, regex: matcher(operation) }))
  // Static paths before templated ones, as the router does (/courses/my-courses vs /courses/{id}).
  .sort(
    (a, b) => (a.operation.path.includes('{') ? 1 : 0) - (b.operation.path.includes('{') ? 1 : 0),
  );

export function findOperation(method: string, url: string): Operation | undefined {
  const pathname = url.split('?')[0] ?? url;
  return routes.find(
    (route) => route.operation.method === method.toUpperCase() && route.regex.test(pathname),
  )?.operation;
}

export interface CheckedResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Throws unless the response is one the contract declares for this operation: a declared status
 * (or its class, e.g. 4XX), a body valid against that status's schema (unknown fields fail, since
 * every response schema says additionalProperties: false), and the required headers.
 */
export function assertMatchesContract(
  method: string,
  url: string,
  response: CheckedResponse,
): void {
  const operation = findOperation(method, url);
  if (!operation) throw new Error(`${method} ${url} is not an operation of openapi.yaml`);
  const status = String(response.status);
  const key = [status, `${status[0]}XX`, 'default'].find(
    (candidate) => candidate in operation.responses,
  );
  const where = `${method} ${url} -> ${status}`;
  if (!key)
    throw new Error(`${where}: status not declared in openapi.yaml (${operation.operationId})`);
  const schema = operation.responses[key];
  if (schema) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      throw new Error(`${where}: body is not JSON: ${response.body.slice(0, 200)}`);
    }
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${where}: body breaks the contract: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 500)}`,
      );
    }
  } else if (response.body !== '') {
    throw new Error(`${where}: the contract declares no body, got ${response.body.slice(0, 200)}`);
  }
  for (const [name, header] of Object.entries(operation.responseHeaders[key] ?? {})) {
    const value = response.headers[name];
    if (header.required && value === undefined)
      throw new Error(`${where}: missing required header ${name}`);
    if (value !== undefined && header.schema.type === 'integer' && !/^\d+$/.test(String(value))) {
      throw new Error(`${where}: header ${name} must be an integer, got ${String(value)}`);
    }
  }
}
