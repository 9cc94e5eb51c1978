export { Home } from './Home';
export type { HomeProps } from './Home';
export { HeroCarousel } from './HeroCarousel';
export type { HeroCarouselProps } from './HeroCarousel';
export { HERO_SLIDES, FEATURED_CATEGORIES, FEATURES, categoryHref } from './content';
