import { cataloguePageQuery } from '../../features/courses';
import type { RouteData } from '../../navigation';
import { catalogueQuery, parseCatalogueSearch } from './useCatalogueSearch';

export { Catalogue as Component } from './Catalogue';

/** The page of courses the URL asks for, as the screen's useCataloguePage reads it. */
export const data: RouteData = ({ api, search }) => [
  cataloguePageQuery(api, catalogueQuery(parseCatalogueSearch(search))),
];
