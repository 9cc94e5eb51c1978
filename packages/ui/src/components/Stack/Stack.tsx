import type { ElementType, HTMLAttributes } from 'react';
import { stack, type StackVariants } from './Stack.css';

export interface StackProps extends HTMLAttributes<HTMLElement>, StackVariants {
  /** The element to render (a list, a section...); `div` by default. */
  as?: ElementType;
}

/** Lays children out vertically with a token gap, so screens write no margins of their own. */
export function Stack({ as: Element = 'div', gap, align, className, ...rest }: StackProps) {
  return (
    <Element {...rest} className={[stack({ gap, align }), className].filter(Boolean).join(' ')} />
  );
}
