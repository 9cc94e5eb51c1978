import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { Content } from '../../components/PageSection';
import { articleDate, blogTexts, findArticle } from '../../features/content';
import { Markdown } from '../../features/content/components/Markdown';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { paths } from '../../paths';
import * as styles from './BlogPost.css';

/**
 * /blog/{slug}: one article. An address with no article is the 404 page (the app's route table
 * gives the server the 404 status for it too).
 */
export function BlogPost() {
  const { slug } = useParams();
  const article = findArticle(slug);
  if (!article) return <NotFoundPage />;
  return (
    <Content width="content" className={styles.page}>
      <PageTitle title={article.title} />
      <Link to={paths.blog.href()} className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" />
        {blogTexts.backToBlog}
      </Link>
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.header}>
          <h1 id="article-title" className={styles.title}>
            {article.title}
          </h1>
          <p className={styles.meta}>
            {article.author} · <time dateTime={article.date}>{articleDate(article.date)}</time>
          </p>
        </header>
        <Markdown source={article.body} />
      </article>
    </Content>
  );
}
