import { ArrowLeft } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Content } from '../PageSection';
import * as styles from './DetailPage.css';

export interface DetailPageProps {
  /** Where the back link leads: the list this page is one item of. */
  backTo: string;
  /** The back link's text, e.g. 'All jobs'. */
  backLabel: string;
  children: ReactNode;
}

/**
 * The page of one item of a list (a job, a blog article): a back link to the list, then the
 * item, in the content column.
 */
export function DetailPage({ backTo, backLabel, children }: DetailPageProps) {
  return (
    <Content width="content" className={styles.page}>
      <Link to={backTo} className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" />
        {backLabel}
      </Link>
      {children}
    </Content>
  );
}

export interface DetailArticleProps extends HTMLAttributes<HTMLElement> {
  /** The id of the article's heading (a `DetailTitle`), which names the article. */
  labelledBy?: string;
  /** 'div' for a placeholder of the same shape while the item loads. */
  as?: 'article' | 'div';
}

/** The item itself: a column as wide as the page, named by its heading. */
export function DetailArticle({
  labelledBy,
  as: Element = 'article',
  className,
  ...rest
}: DetailArticleProps) {
  return (
    <Element
      {...rest}
      aria-labelledby={labelledBy}
      className={[styles.article, className].filter(Boolean).join(' ')}
    />
  );
}

/** The item's heading, the page's h1: long titles wrap anywhere rather than overflow. */
export function DetailTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h1 id={id} className={styles.title}>
      {children}
    </h1>
  );
}
