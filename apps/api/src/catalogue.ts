/**
 * The catalogue's categories (docs/product.md, Numbers, without the "all" pseudo-category), with the
 * slug used for their shipped illustrations and the colours those illustrations are drawn in.
 */
export const CATEGORIES = [
  { name: 'web development', slug: 'web-development', colors: ['#2563eb', '#38bdf8'] },
  { name: 'mobile development', slug: 'mobile-development', colors: ['#7c3aed', '#c084fc'] },
  { name: 'data science', slug: 'data-science', colors: ['#0f766e', '#5eead4'] },
  { name: 'machine learning', slug: 'machine-learning', colors: ['#b45309', '#fcd34d'] },
  {
    name: 'artificial intelligence',
    slug: 'artificial-intelligence',
    colors: ['#be123c', '#fda4af'],
  },
  { name: 'cloud computing', slug: 'cloud-computing', colors: ['#0369a1', '#bae6fd'] },
  { name: 'cybersecurity', slug: 'cybersecurity', colors: ['#15803d', '#86efac'] },
  { name: 'game development', slug: 'game-development', colors: ['#6d28d9', '#f472b6'] },
  { name: 'ui/ux design', slug: 'ui-ux-design', colors: ['#c2410c', '#fdba74'] },
] as const;

export const IMAGES_PER_CATEGORY = 2;

/**
 * What people type for a category instead of its name: a search for 'AI' finds every course of
 * 'artificial intelligence', as one for 'artificial' does (docs/product.md, catalogue search).
 */
const CATEGORY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'artificial intelligence': ['AI'],
  'machine learning': ['ML'],
  'ui/ux design': ['UI', 'UX'],
};

/** A category's name and the short names searched with it, as one text. */
export function categorySearchText(category: string): string {
  return [category, ...(CATEGORY_ALIASES[category.toLowerCase()] ?? [])].join(' ');
}

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Remote'] as const;

export function courseImageFile(slug: string, variant: number): string {
  return `${slug}-${variant}.svg`;
}
