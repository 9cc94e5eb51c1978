import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Written in preview-head.html where the font's URL goes. */
export const FONT_URL_PLACEHOLDER = '%EDUGATE_FONT_URL%';

/** The one face the theme ships (packages/ui/src/theme/fonts.css). */
const FONT_FILE = fileURLToPath(
  import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);

/**
 * preview-head.html preloads the font, but its URL is Vite's to choose (hashed in a build, a
 * source path in dev and under Vitest), and a preload only helps at exactly the URL the CSS asks
 * for. This fills in that URL after Vite has written the page.
 */
export function fontPreloadPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'edugate:font-preload',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(FONT_URL_PLACEHOLDER)) return html;
        const built = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'asset' && output.fileName.includes(path.parse(FONT_FILE).name),
        );
        const relative = path.relative(root, FONT_FILE);
        const served = relative.startsWith('..') ? `/@fs${FONT_FILE}` : `/${relative}`;
        return html.replaceAll(FONT_URL_PLACEHOLDER, built ? `./${built.fileName}` : served);
      },
    },
  };
}
