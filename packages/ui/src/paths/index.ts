export {
  paths,
  routes,
  catalogueSearchString,
  jobSearchString,
  type JobSearch,
  type CatalogueSearch,
  type RouteName,
} from './paths';
