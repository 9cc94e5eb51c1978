export { MyCertificates } from './MyCertificates';
