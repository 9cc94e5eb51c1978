/**
 * Which files a page needs beyond the entry's own, read off the client build's Vite manifest:
 * the page's chunk (its route's page module) and the data layer, with everything they import. The server links them
 * from the HTML so the browser fetches them with the page instead of after running the entry,
 * and links their stylesheets so the server's HTML is styled from the first paint.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

const DATA_LAYER = /\/services\/DataLayer\.tsx$/;

/**
 * Returns a lookup of the files each page adds to what the entry already loads. A page is named
 * by its module's source as the manifest keys it (routing/pageSources.ts, which the build records
 * from each route module's import).
 */
export function pageAssets(manifest: Manifest): (source: string) => PageAssets {
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The client build has no entry in its manifest.');
  const entryKeys = closure(manifest, entry, new Set());
  const dataLayer = keys.find((key) => DATA_LAYER.test(key));
  if (!dataLayer) throw new Error('The client build has no data layer chunk in its manifest.');
  const cache = new Map<string, PageAssets>();

  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    if (!manifest[key]) throw new Error(`The client build has no chunk for ${key}.`);
    const needed = closure(manifest, dataLayer, closure(manifest, key, new Set()));
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const chunkKey of needed) {
      if (entryKeys.has(chunkKey)) continue;
      const chunk = manifest[chunkKey];
      if (!chunk) continue;
      if (chunk.file.endsWith('.js')) scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
    }
    const assets = { scripts: [...scripts], styles: [...styles] };
    cache.set(key, assets);
    return assets;
  };
}
