import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

export const specUrl = new URL('../../../openapi.yaml', import.meta.url);

const header =
  '/**\n * This file was auto-generated from openapi.yaml by `npm run generate`.\n * Do not make direct changes to the file.\n */\n\n';

interface OperationObject {
  security?: Record<string, string[]>[];
}
type PathItem = Record<string, OperationObject | unknown>;
const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** Every `METHOD /path` whose operation requires at least one security scheme. */
export function securedOperations(spec: {
  security?: Record<string, string[]>[];
  paths: Record<string, PathItem>;
}): string[] {
  const secured: string[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of methods) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const security = operation.security ?? spec.security ?? [];
      // `[]` or `[{}]` means anonymous access is allowed.
      if (
        security.length > 0 &&
        security.every((requirement) => Object.keys(requirement).length > 0)
      ) {
        secured.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return secured.sort();
}

/** The generated files, keyed by their path relative to the package root. */
export async function renderGeneratedFiles(): Promise<Record<string, string>> {
  const source = await readFile(specUrl, 'utf8');
  const schema = astToString(await openapiTS(source, { alphabetize: false }));
  const secured = securedOperations(parse(source));
  const security =
    header +
    '/** `METHOD /path` of every operation that needs `Authorization: Bearer <ID token>`. */\n' +
    'export const securedOperations: ReadonlySet<string> = new Set([\n' +
    secured.map((operation) => `  '${operation}',\n`).join('') +
    ']);\n';
  return { 'src/schema.d.ts': header + schema, 'src/security.gen.ts': security };
}
