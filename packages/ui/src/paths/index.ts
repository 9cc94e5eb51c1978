export {
  paths,
  RETURN_TO_PARAM,
  catalogueSearchString,
  defaultCourseSort,
  jobSearchString,
  address,
  type Address,
  type JobSearch,
  type CatalogueSearch,
  type PageName,
} from './paths';
