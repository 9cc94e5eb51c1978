export type { Article } from './blog/article';
export { articles, articleDate, findArticle, type ArticleEntry } from './blog/articles';
export { ARTICLE_SLUGS, isArticleSlug, type ArticleSlug } from './blog/slugs';
export { blogTexts } from './blog/texts';
export { addressLines, type ContactDetails } from './contact';
export {
  ContactDetailsProvider,
  DEFAULT_CONTACT_DETAILS,
  useContactDetails,
} from './ContactDetailsContext';
