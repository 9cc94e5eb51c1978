export { CatalogueCard, type CatalogueCardProps } from './CatalogueCard';
