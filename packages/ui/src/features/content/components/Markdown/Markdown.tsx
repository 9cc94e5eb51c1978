import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { parseMarkdown, type Block, type Inline } from '../../markdown';
import * as styles from './Markdown.css';

/**
 * Draws an article's text (markdown.ts) as React elements. Every piece of it is a text node, so
 * nothing in a content file can reach the page as HTML, and links lead only to pages of the site.
 * A Markdown library would do more, but the articles need no more than this, and no HTML string
 * (nor dangerouslySetInnerHTML) is ever involved.
 */
export function Markdown({ source }: { source: string }) {
  return <div className={styles.prose}>{parseMarkdown(source).map(renderBlock)}</div>;
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.kind) {
    case 'h2':
      return <h2 key={index}>{block.content.map(renderInline)}</h2>;
    case 'h3':
      return <h3 key={index}>{block.content.map(renderInline)}</h3>;
    case 'p':
      return <p key={index}>{block.content.map(renderInline)}</p>;
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List key={index}>
          {block.items.map((item, i) => (
            <li key={i}>{item.map(renderInline)}</li>
          ))}
        </List>
      );
    }
  }
}

function renderInline(part: Inline, index: number): ReactNode {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'strong':
      return <strong key={index}>{part.text}</strong>;
    case 'link':
      return (
        <Link key={index} to={part.href}>
          {part.text}
        </Link>
      );
  }
}
