import { useParams } from 'react-router-dom';
import { DetailArticle, DetailPage, DetailTitle } from '../../components/DetailPage';
import { PageTitle } from '../../components/PageTitle';
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
    <DetailPage backTo={paths.blog.href()} backLabel={blogTexts.backToBlog}>
      <PageTitle title={article.title} />
      <DetailArticle labelledBy="article-title">
        <header className={styles.header}>
          <DetailTitle id="article-title">{article.title}</DetailTitle>
          <p className={styles.meta}>
            {article.author} · <time dateTime={article.date}>{articleDate(article.date)}</time>
          </p>
        </header>
        <Markdown source={article.body} />
      </DetailArticle>
    </DetailPage>
  );
}
