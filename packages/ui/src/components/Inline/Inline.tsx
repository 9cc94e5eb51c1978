import type { ElementType, HTMLAttributes } from 'react';
import { inline, type InlineVariants } from '../Stack/Stack.css';

export interface InlineProps extends HTMLAttributes<HTMLElement>, InlineVariants {
  as?: ElementType;
}

/** Lays children out in a row with a token gap, wrapping when there is no room. */
export function Inline({
  as: Element = 'div',
  gap,
  align,
  justify,
  wrap,
  className,
  ...rest
}: InlineProps) {
  return (
    <Element
      {...rest}
      className={[inline({ gap, align, justify, wrap }), className].filter(Boolean).join(' ')}
    />
  );
}
