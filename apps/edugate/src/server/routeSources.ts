/**
 * The build plugin behind `screenSource` (src/routeModules.tsx): in the server build, it reads
 * the route table's `lazyScreen('Name', () => import('specifier'), ...)` calls, resolves each
 * specifier as the build does, and appends to the table a call recording every screen's module
 * relative to the app's root: the key of that module's chunk in the client build's Vite
 * manifest. So the server finds a page's files by what the table imports (pageAssets.ts), and a
 * screen may live anywhere. It only appends, so the table's source map stays right.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of an ESTree, depth first. */
function* nodes(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodes(child);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') yield* nodes(value);
  }
}

const stringOf = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : undefined;

/** `lazyScreen('Name', () => import('specifier'), pick)`: the name and the specifier. */
function screenImport(node: Node): [string, string] | undefined {
  const callee = node.callee;
  if (node.type !== 'CallExpression' || !isNode(callee) || callee.name !== 'lazyScreen') {
    return undefined;
  }
  const [name, load] = node.arguments as unknown[];
  const body = isNode(load) && load.type === 'ArrowFunctionExpression' ? load.body : undefined;
  const specifier = isNode(body) && body.type === 'ImportExpression' ? body.source : undefined;
  const pair = [stringOf(name), stringOf(specifier)];
  return pair[0] && pair[1] ? [pair[0], pair[1]] : undefined;
}

export function routeSources(tableFile = 'src/routeTable.tsx'): Plugin {
  let root = '';
  let table = '';
  return {
    name: 'edugate:route-sources',
    // The client needs none of it: only the server links a page's files.
    apply: (_config, env) => Boolean(env.isSsrBuild),
    // After the TypeScript and JSX transforms, so the table parses as JavaScript.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      table = path.resolve(root, tableFile);
    },
    async transform(code, id) {
      if (id !== table) return null;
      const sources: Record<string, string> = {};
      for (const node of nodes(this.parse(code))) {
        const found = screenImport(node);
        if (!found) continue;
        const [name, specifier] = found;
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`${tableFile}: cannot resolve ${specifier} (screen ${name})`);
        sources[name] = path.relative(root, resolved.id).split(path.sep).join('/');
      }
      if (Object.keys(sources).length === 0) {
        this.error(`${tableFile}: no lazyScreen('Name', () => import('...')) calls found`);
      }
      const modules = await this.resolve('./routeModules', id);
      if (!modules) this.error(`${tableFile}: cannot resolve ./routeModules`);
      const record = '__edugateRecordScreenSources';
      return {
        code: `${code}\n;import { recordScreenSources as ${record} } from ${JSON.stringify(modules.id)};\n${record}(${JSON.stringify(sources)});\n`,
        map: null,
      };
    },
  };
}
