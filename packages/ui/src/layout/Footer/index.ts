export { Footer, FOOTER_LINKS, SOCIAL_LINKS, TAGLINE } from './Footer';
export type { FooterProps } from './Footer';
