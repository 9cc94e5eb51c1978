import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

export const specUrl = new URL('../../../openapi.yaml', import.meta.url);

const header =
  '/**\n * This file was auto-generated from openapi.yaml by `npm run generate`.\n * Do not make direct changes to the file.\n */\n\n';

interface OperationObject {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
}
type PathItem = Record<string, OperationObject | unknown>;
const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

type Spec = { security?: Record<string, string[]>[]; paths: Record<string, PathItem> };
type Requirement = Record<string, string[]>;

/** Every `METHOD /path` whose security requirements (its own, else the spec's) pass `test`. */
function operationsWhere(spec: Spec, test: (security: Requirement[]) => boolean): string[] {
  const found: string[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of methods) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      if (test(operation.security ?? spec.security ?? [])) {
        found.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return found.sort();
}

const anonymous = (requirement: Requirement) => Object.keys(requirement).length === 0;

/** Every `METHOD /path` whose operation requires at least one security scheme. */
export function securedOperations(spec: Spec): string[] {
  // `[]` or `[{}]` means anonymous access is allowed.
  return operationsWhere(spec, (security) => security.length > 0 && !security.some(anonymous));
}

/**
 * Every `METHOD /path` that is public but reads a token when one is sent (its security lists `{}`
 * beside a scheme): the answer then carries the caller's own data.
 */
export function optionallySignedOperations(spec: Spec): string[] {
  return operationsWhere(
    spec,
    (security) =>
      security.some(anonymous) && security.some((requirement) => !anonymous(requirement)),
  );
}

interface ParameterObject {
  name: string;
  in: string;
  schema?: { default?: unknown; $ref?: string };
}

/** A local `#/...` reference resolved in the spec; anything else as it is. */
function resolve<T>(spec: object, value: T | { $ref: string }): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value;
  const pointer = value.$ref.replace(/^#\//, '').split('/');
  let target: unknown = spec;
  for (const key of pointer) target = (target as Record<string, unknown>)[key];
  return resolve(spec, target as T);
}

/**
 * For each operation, its query parameters whose schema has a default, with that default. The
 * server's validator (Ajv, `useDefaults`) fills them in, so a handler always has them although
 * the generated `operations` mark them optional.
 */
export function defaultedQueryParameters(spec: {
  paths: Record<string, PathItem>;
}): Record<string, Record<string, unknown>> {
  const result: Record<string, Record<string, unknown>> = {};
  for (const item of Object.values(spec.paths)) {
    for (const method of methods) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation?.operationId) continue;
      const shared = (item.parameters as unknown[] | undefined) ?? [];
      const defaults: Record<string, unknown> = {};
      for (const raw of [...shared, ...(operation.parameters ?? [])]) {
        const parameter = resolve<ParameterObject>(spec, raw as ParameterObject);
        if (parameter.in !== 'query' || !parameter.schema) continue;
        const schema = resolve(spec, parameter.schema);
        if (schema.default !== undefined) defaults[parameter.name] = schema.default;
      }
      if (Object.keys(defaults).length > 0) result[operation.operationId] = defaults;
    }
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

function renderDefaults(defaults: Record<string, Record<string, unknown>>): string {
  const entries = Object.entries(defaults).map(([operationId, parameters]) => {
    const names = Object.keys(parameters)
      .map((name) => `'${name}'`)
      .join(' | ');
    const values = Object.entries(parameters)
      .map(([name, value]) => `${name} = ${JSON.stringify(value)}`)
      .join(', ');
    return `  /** ${values} */\n  ${operationId}: ${names};\n`;
  });
  return (
    header +
    '/**\n' +
    " * Each operation's query parameters that have a default in the contract. The server's validator\n" +
    ' * fills them in, so its handlers may treat them as present (`operations` marks them optional).\n' +
    ' */\n' +
    'export interface DefaultedQueryParameters {\n' +
    entries.join('') +
    '}\n'
  );
}

/** The generated files, keyed by their path relative to the package root. */
export async function renderGeneratedFiles(): Promise<Record<string, string>> {
  const source = await readFile(specUrl, 'utf8');
  const schema = astToString(await openapiTS(source, { alphabetize: false }));
  const spec = parse(source);
  const secured = securedOperations(spec);
  const security =
    header +
    '/** `METHOD /path` of every operation that needs `Authorization: Bearer <ID token>`. */\n' +
    'export const securedOperations: ReadonlySet<string> = new Set([\n' +
    secured.map((operation) => `  '${operation}',\n`).join('') +
    ']);\n\n' +
    '/** `METHOD /path` of every public operation that sends the token when signed in. */\n' +
    'export const optionallySignedOperations: ReadonlySet<string> = new Set([\n' +
    optionallySignedOperations(spec)
      .map((operation) => `  '${operation}',\n`)
      .join('') +
    ']);\n';
  return {
    'src/schema.d.ts': header + schema,
    'src/security.gen.ts': security,
    'src/defaults.gen.ts': renderDefaults(defaultedQueryParameters(spec)),
  };
}
