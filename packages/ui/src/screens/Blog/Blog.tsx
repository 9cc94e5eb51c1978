import { Link } from 'react-router-dom';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { articleDate, articles, blogTexts } from '../../features/content';
import { paths } from '../../paths';
import * as styles from './Blog.css';

/** /blog: every article, newest first, each linking to its page at /blog/{slug}. */
export function Blog() {
  return (
    <PageSection
      title={blogTexts.heading}
      headingLevel={1}
      width="content"
      description={blogTexts.intro}
    >
      <PageTitle title={blogTexts.title} />
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article.slug}>
            <article className={styles.card} aria-labelledby={`article-${article.slug}`}>
              <h2 id={`article-${article.slug}`} className={styles.title}>
                <Link to={paths.blogPost.href(article.slug)} className={styles.link}>
                  {article.title}
                </Link>
              </h2>
              <p className={styles.meta}>
                <time dateTime={article.date}>{articleDate(article.date)}</time>
              </p>
              <p className={styles.summary}>{article.summary}</p>
            </article>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
