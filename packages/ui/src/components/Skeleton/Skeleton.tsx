import type { CSSProperties } from 'react';
import { skeleton } from './Skeleton.css';

export interface SkeletonProps {
  /** `text`: one line of the surrounding font; `block`: e.g. an image or a button; `circle`: an avatar. */
  shape?: 'text' | 'block' | 'circle';
  /** Any CSS length; text lines default to the full width. */
  width?: CSSProperties['width'];
  /** Any CSS length; text lines take their height from the font. */
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A placeholder in the shape of content that is on its way, so the page keeps its layout when the
 * content arrives. Decorative: the surrounding region says what is loading (e.g. `aria-busy` and
 * a status text).
 */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton={shape}
      className={[skeleton({ shape }), className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
