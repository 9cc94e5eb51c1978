import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './PageSection.css';

export type ContentWidth = 'narrow' | 'content' | 'wide';

export interface ContentProps extends HTMLAttributes<HTMLDivElement> {
  width?: ContentWidth;
}

/** Centres its children in the page's content column. */
export function Content({ width, className, ...rest }: ContentProps) {
  return (
    <div
      {...rest}
      className={[styles.contentWidth({ width }), className].filter(Boolean).join(' ')}
    />
  );
}

export interface PageSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading; the page's main heading when `headingLevel` is 1. */
  title?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  description?: ReactNode;
  /** Buttons beside the heading (e.g. 'Post a Job'). */
  actions?: ReactNode;
  width?: ContentWidth;
  children?: ReactNode;
}

/**
 * A titled block of a page in the content column: heading, optional description and actions,
 * then the content. Labelled by its heading for assistive tech.
 */
export function PageSection({
  title,
  headingLevel = 2,
  description,
  actions,
  width,
  className,
  children,
  ...rest
}: PageSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      {...rest}
      className={[styles.contentWidth({ width }), styles.section, className]
        .filter(Boolean)
        .join(' ')}
    >
      {title || actions ? (
        <header className={styles.header}>
          <div className={styles.headingGroup}>
            {title ? (
              <Heading id={headingId} className={styles.heading}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}
