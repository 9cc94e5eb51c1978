export { Navbar, PUBLIC_LINKS, SIGNED_IN_LINKS } from './Navbar';
export type { NavbarProps } from './Navbar';
