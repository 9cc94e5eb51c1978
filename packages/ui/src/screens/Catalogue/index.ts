export { Catalogue } from './Catalogue';
export { parseCatalogueSearch, type CatalogueState } from './useCatalogueSearch';
