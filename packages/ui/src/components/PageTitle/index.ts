export { PageTitle } from './PageTitle';
export { usePageTitle, pageTitle, BRAND, PageTitleCollector } from './usePageTitle';
