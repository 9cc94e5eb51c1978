export { StructuredData, scriptSafeJson, type StructuredDataProps } from './StructuredData';
