/**
 * Writes the course illustrations under assets/courses/. Deterministic (a seeded PRNG per file),
 * so re-running it reproduces the committed files byte for byte.
 * Run: npx tsx apps/api/scripts/generate-course-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../src/config.ts';
import { CATEGORIES, IMAGES_PER_CATEGORY, courseImageFile } from '../src/catalogue.ts';

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function hashSeed(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

function illustration(label: string, from: string, to: string, seed: number): string {
  const random = prng(seed);
  const shapes: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    const x = Math.round(random() * 640);
    const y = Math.round(random() * 360);
    const size = Math.round(20 + random() * 90);
    const opacity = (0.12 + random() * 0.25).toFixed(2);
    shapes.push(
      random() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" fill-opacity="${opacity}"/>`
        : `<rect x="${x}" y="${y}" width="${size * 1.6}" height="${size}" rx="12" fill="#fff" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 40 - 20)} ${x} ${y})"/>`,
    );
  }
  const title = label.replace(/\b\w/g, (c) => c.toUpperCase()).replace('Ui/Ux', 'UI/UX');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
${shapes.join('\n')}
<rect y="268" width="640" height="92" fill="#0f172a" fill-opacity="0.35"/>
<text x="40" y="324" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#fff">${title}</text>
</svg>
`;
}

const outDir = path.join(apiRoot, 'assets', 'courses');
mkdirSync(outDir, { recursive: true });
for (const category of CATEGORIES) {
  for (let variant = 1; variant <= IMAGES_PER_CATEGORY; variant += 1) {
    const [from, to] = variant === 1 ? category.colors : [category.colors[1], category.colors[0]];
    const file = courseImageFile(category.slug, variant);
    writeFileSync(
      path.join(outDir, file),
      illustration(category.name, from, to, hashSeed(`${category.slug}-${variant}`)),
    );
  }
}
console.log(`wrote ${CATEGORIES.length * IMAGES_PER_CATEGORY} illustrations to ${outDir}`);
