/**
 * A picture for a person who gave none: their initials on a coloured disc, as a data: URL made
 * on this machine (no avatar service sees the name). Firebase keeps photoURL on the account and the
 * emulator copies it into every ID token (the `picture` claim), so the SVG stays a few hundred bytes.
 */

/** The light theme's primary, secondary, success, danger and primaryHover tokens: white text on each is WCAG AA. */
const BACKGROUNDS = ['#4338ca', '#0f766e', '#15803d', '#b91c1c', '#3730a3'] as const;

function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '');
  const chosen = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters;
  return chosen.join('').toLocaleUpperCase() || '?';
}

/** Same name, same colour: a small string hash picks the background. */
function backgroundFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return BACKGROUNDS[hash % BACKGROUNDS.length] ?? BACKGROUNDS[0];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function initialsAvatar(name: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>` +
    `<circle cx='32' cy='32' r='32' fill='${backgroundFor(name.trim())}'/>` +
    `<text x='32' y='41' text-anchor='middle' font-family='sans-serif' font-size='26' fill='#fff'>` +
    `${escapeXml(initialsOf(name))}</text></svg>`;
  // Only spaces, non-ASCII and the characters a URL reserves are escaped, which keeps it short.
  return `data:image/svg+xml,${svg.replace(/[^!-~]|[%#<>]/gu, (char) => encodeURIComponent(char))}`;
}
