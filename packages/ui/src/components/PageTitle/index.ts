export { PageTitle } from './PageTitle';
export { usePageTitle, pageTitle, BRAND } from '../../hooks/usePageTitle';
