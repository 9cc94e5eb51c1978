export { Button, ButtonLink } from './Button';
export type { ButtonProps, ButtonLinkProps } from './Button';
export { button as buttonRecipe } from './Button.css';
export { useOncePerCommit } from './useOncePerCommit';
