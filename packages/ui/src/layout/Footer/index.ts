export { Footer, FOOTER_LINKS, SOCIAL_NETWORKS, TAGLINE } from './Footer';
export type { FooterProps } from './Footer';
