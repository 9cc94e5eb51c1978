export {
  paths,
  routes,
  RETURN_TO_PARAM,
  catalogueSearchString,
  defaultCourseSort,
  jobSearchString,
  type JobSearch,
  type CatalogueSearch,
  type RouteName,
} from './paths';
