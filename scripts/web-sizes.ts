/**
 * What a visitor downloads, read off a production build of the app and its Vite manifest:
 * the initial JS and CSS (what index.html loads before anything renders), and for each lazily
 * loaded chunk (a screen, the Firebase SDK) what it adds on top. Sizes are raw, gzip -9 and
 * brotli -11 (what scripts/serve-app.ts sends), so they are the same on every machine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface ChunkGroup {
  /** 'Home', 'Catalogue', ... or 'Sign-in (Firebase SDK)'. */
  name: string;
  /** Where it came from in the sources. */
  source: string;
  js: Size;
  css: Size;
  files: string[];
}

export interface BuildSizes {
  initial: { js: Size; css: Size; files: string[] };
  /** Each lazy chunk with what it imports that the initial download does not have. */
  lazy: ChunkGroup[];
  /** Everything the home page loads to show itself: initial, its screen and the data layer. */
  home: { js: Size; css: Size };
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const sizeCache = new Map<string, Size>();

function sizeOf(dist: string, file: string): Size {
  const full = path.join(dist, file);
  const cached = sizeCache.get(full);
  if (cached) return cached;
  const content = readFileSync(full);
  const size = {
    raw: content.length,
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
  sizeCache.set(full, size);
  return size;
}

function total(dist: string, files: Iterable<string>): Size {
  const sum: Size = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(dist, file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

/** The manifest keys a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function filesOf(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

/** 'Home' for screens/Home/Home.tsx (its route's page), or a shared chunk '_Home-Ab12.js' holding it. */
function nameOf(key: string, chunk: ManifestChunk): string {
  const source = chunk.src ?? key;
  const screen = /screens\/([^/]+)\/\1\.tsx?$/.exec(source);
  if (screen?.[1]) return screen[1];
  // A part a screen loads later (the job board's dialogs): 'Jobs: dialogs'.
  const part = /screens\/([^/]+)\/.*?([^/]+)\.tsx?$/.exec(source);
  if (part?.[1] && part[2]) return `${part[1]}: ${part[2]}`;
  if (/src\/session\/firebase\.ts$/.test(source)) return 'Sign-in (Firebase SDK)';
  if (/EmulatorAccountChooser/.test(source)) return 'Emulator account chooser';
  if (/services\/DataLayer/.test(source)) return 'Data layer (TanStack Query)';
  if (/api-client\/src\/credentials\/index\.ts$/.test(source)) return 'Credential verifier';
  return /^_?([^-/]+)-[^/]+\.js$/.exec(source)?.[1] ?? source;
}

/**
 * Every chunk loaded by a dynamic import(), from the entry down. The manifest's dynamic entries
 * are not enough: a screen also imported statically by another lazy chunk becomes a plain
 * shared chunk, but it is still what its route's import() loads.
 */
function lazyKeys(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  // A chunk's static imports may load code later too (a feature shared by two screens imports
  // the credential verifier when it checks a credential), so their import()s count.
  for (const part of staticClosure(manifest, key)) {
    for (const target of manifest[part]?.dynamicImports ?? []) {
      if (into.has(target)) continue;
      into.add(target);
      lazyKeys(manifest, target, into);
    }
  }
  return into;
}

export function measureBuild(dist: string): BuildSizes {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`No entry chunk in ${dist}/.vite/manifest.json`);
  const initialKeys = staticClosure(manifest, entry);
  const initial = filesOf(manifest, initialKeys);
  // The app's one stylesheet (cssCodeSplit off) has a manifest entry of its own, linked from
  // index.html rather than from the entry chunk.
  const sheet = manifest['style.css']?.file;
  if (sheet) initial.css.add(sheet);
  const lazy: ChunkGroup[] = [...lazyKeys(manifest, entry)]
    .map((key) => {
      const chunk = manifest[key] ?? { file: key };
      const extra = [...staticClosure(manifest, key)].filter((k) => !initialKeys.has(k));
      const { js, css } = filesOf(manifest, extra);
      return {
        name: nameOf(key, chunk),
        source: chunk.src ?? key,
        js: total(dist, js),
        css: total(dist, css),
        files: [...js, ...css],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const homeFiles = new Set([
    ...initial.js,
    ...initial.css,
    ...lazy
      .filter((group) => group.name === 'Home' || group.name.startsWith('Data layer'))
      .flatMap((group) => group.files),
  ]);
  return {
    initial: {
      js: total(dist, initial.js),
      css: total(dist, initial.css),
      files: [...initial.js, ...initial.css],
    },
    lazy,
    home: {
      js: total(
        dist,
        [...homeFiles].filter((file) => file.endsWith('.js')),
      ),
      css: total(
        dist,
        [...homeFiles].filter((file) => file.endsWith('.css')),
      ),
    },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
