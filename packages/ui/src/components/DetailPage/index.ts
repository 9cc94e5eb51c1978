export { DetailArticle, DetailPage, DetailTitle } from './DetailPage';
export type { DetailArticleProps, DetailPageProps } from './DetailPage';
