/**
 * The build plugin behind `pageSource` (src/routing/pageSources.ts): in the server build, it reads
 * every route module's `defineRoute({ name: 'Name', ..., page: () => import('specifier') })`,
 * resolves the specifier as the build does, and appends to the module a call recording the page
 * module's path relative to the app's root: the key of that page's chunk in the client build's
 * Vite manifest. So the server finds a page's files by what its route imports (pageAssets.ts),
 * wherever the screen lives. It only appends, so the module's source map stays right.
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

/** The value of the property `key` of an object literal, if it is written there. */
function property(object: Node, key: string): unknown {
  for (const candidate of (object.properties as unknown[]) ?? []) {
    if (!isNode(candidate) || candidate.type !== 'Property') continue;
    const name = candidate.key;
    if (isNode(name) && (name.name === key || name.value === key)) return candidate.value;
  }
  return undefined;
}

/** `defineRoute({ name: 'Name', page: () => import('specifier') })`: the name and the specifier. */
function routePage(node: Node): [string, string] | 'malformed' | undefined {
  const callee = node.callee;
  if (node.type !== 'CallExpression' || !isNode(callee) || callee.name !== 'defineRoute') {
    return undefined;
  }
  const [route] = node.arguments as unknown[];
  if (!isNode(route) || route.type !== 'ObjectExpression') return 'malformed';
  const load = property(route, 'page');
  const body = isNode(load) && load.type === 'ArrowFunctionExpression' ? load.body : undefined;
  const specifier = isNode(body) && body.type === 'ImportExpression' ? body.source : undefined;
  const pair = [stringOf(property(route, 'name')), stringOf(specifier)];
  return pair[0] && pair[1] ? [pair[0], pair[1]] : 'malformed';
}

export function routeSources(registry = 'src/routing/pageSources.ts'): Plugin {
  let root = '';
  let registryId = '';
  return {
    name: 'edugate:route-sources',
    // The client needs none of it: only the server links a page's files.
    apply: (_config, env) => Boolean(env.isSsrBuild),
    // After the TypeScript and JSX transforms, so the module parses as JavaScript.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      registryId = path.resolve(root, registry);
    },
    async transform(code, id) {
      if (!code.includes('defineRoute(') || id.includes('/node_modules/')) return null;
      const sources: [string, string][] = [];
      for (const node of nodes(this.parse(code))) {
        const found = routePage(node);
        if (found === undefined) continue;
        if (found === 'malformed') {
          this.error(
            `${path.relative(root, id)}: defineRoute needs a literal name and page: () => import('./<Screen>')`,
          );
        }
        const [name, specifier] = found;
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`${id}: cannot resolve ${specifier} (route ${name})`);
        sources.push([name, path.relative(root, resolved.id).split(path.sep).join('/')]);
      }
      // The module that declares defineRoute itself, or one that only mentions it.
      if (sources.length === 0) return null;
      const record = '__edugateRecordPageSource';
      const calls = sources
        .map(([name, source]) => `${record}(${JSON.stringify(name)}, ${JSON.stringify(source)});`)
        .join('\n');
      return {
        code: `${code}\n;import { recordPageSource as ${record} } from ${JSON.stringify(registryId)};\n${calls}\n`,
        map: null,
      };
    },
  };
}
