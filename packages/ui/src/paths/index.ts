export {
  paths,
  routes,
  catalogueSearchString,
  type CatalogueSearch,
  type RouteName,
} from './paths';
