import { COURSE_CATEGORIES } from '../constants';
import type { CourseCategory } from '../types';

/** Fixed palette per category, so a course image looks the same in every screenshot. */
const palettes: Record<CourseCategory, [string, string]> = {
  'web development': ['#1d4ed8', '#60a5fa'],
  'mobile development': ['#047857', '#34d399'],
  'data science': ['#7c2d12', '#fb923c'],
  'machine learning': ['#6d28d9', '#c4b5fd'],
  'artificial intelligence': ['#0f766e', '#5eead4'],
  'cloud computing': ['#0369a1', '#7dd3fc'],
  cybersecurity: ['#111827', '#4b5563'],
  'game development': ['#be123c', '#fda4af'],
  'ui/ux design': ['#a21caf', '#f0abfc'],
};

export function categorySlug(category: CourseCategory): string {
  return category.replace(/[^a-z]+/g, '-');
}

/** Like the real API (`<category>-<n>.svg`), each category has two illustrations. */
export const COURSE_IMAGE_VARIANTS = [1, 2] as const;
export type CourseImageVariant = (typeof COURSE_IMAGE_VARIANTS)[number];

/** The file name the API serves a category's illustration under, e.g. `data-science-2.svg`. */
export function courseImageFile(category: CourseCategory, variant: CourseImageVariant): string {
  return `${categorySlug(category)}-${variant}.svg`;
}

/**
 * An abstract illustration for a category: a gradient and a few shapes, no text, no web fonts.
 * The second variant turns the gradient round and draws bars instead of circles, so two
 * courses of one category side by side do not look the same.
 */
export function courseIllustration(
  category: CourseCategory,
  variant: CourseImageVariant = 1,
): string {
  const [from, to] = variant === 1 ? palettes[category] : [...palettes[category]].reverse();
  const seed = COURSE_CATEGORIES.indexOf(category) + 1 + (variant - 1) * 11;
  // Variant 1: soft circles. Variant 2: tilted rounded bars, so the two read as different art.
  const shapes = [0, 1, 2]
    .map((i) => {
      const x = 80 + ((seed * 97 + i * 151) % 480);
      const y = 60 + ((seed * 53 + i * 89) % 240);
      const size = 30 + ((seed + i * 7) % 5) * 14;
      const opacity = (0.12 + i * 0.06).toFixed(2);
      return variant === 1
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="#ffffff" fill-opacity="${opacity}"/>`
        : `<rect x="${x - size}" y="${y - size / 2}" width="${size * 3}" height="${size}" rx="${size / 2}" ` +
            `fill="#ffffff" fill-opacity="${opacity}" transform="rotate(-24 ${x} ${y})"/>`;
    })
    .join('');
  const direction = variant === 1 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">` +
    `<defs><linearGradient id="g" ${direction}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#g)"/>${shapes}</svg>`
  );
}

/** An initials avatar as a data: URL, so a signed-in user's picture never needs the network. */
export function initialsAvatar(name: string, background = '#1d4ed8'): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<rect width="64" height="64" rx="32" fill="${background}"/>` +
    `<text x="32" y="40" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#ffffff">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
