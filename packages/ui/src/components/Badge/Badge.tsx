import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, BadgeVariants {}

export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span {...rest} className={[badge({ tone }), className].filter(Boolean).join(' ')} />;
}
