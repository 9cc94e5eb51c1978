export { Home } from './Home';
export type { HomeProps } from './Home';
export { HeroCarousel } from './components/HeroCarousel';
export type { HeroCarouselProps } from './components/HeroCarousel';
export { HERO_SLIDES, FEATURED_CATEGORIES, FEATURES, categoryHref } from './content';
