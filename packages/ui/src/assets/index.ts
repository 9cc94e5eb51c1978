// Shipped with the package and bundled by Vite: nothing the product shows comes from the web.
import heroCommunity from './hero-community.svg';
import heroInteractive from './hero-interactive.svg';
import heroWelcome from './hero-welcome.svg';
import logo from './logo.svg';

export const logoUrl: string = logo;
export const heroArt = {
  welcome: heroWelcome,
  interactive: heroInteractive,
  community: heroCommunity,
};
