import type { HTMLAttributes, Ref } from 'react';
import { card, type CardVariants } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement>, CardVariants {
  /** `article` for self-contained content (a course), `div` for layout. */
  as?: 'div' | 'article' | 'section' | 'li';
  ref?: Ref<HTMLElement>;
}

export function Card({
  as: Element = 'div',
  elevation,
  padding,
  interactive,
  className,
  ...rest
}: CardProps) {
  return (
    <Element
      {...(rest as HTMLAttributes<HTMLElement>)}
      className={[card({ elevation, padding, interactive }), className].filter(Boolean).join(' ')}
    />
  );
}
