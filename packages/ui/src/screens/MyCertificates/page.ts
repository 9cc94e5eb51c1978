export { MyCertificates as Component } from './MyCertificates';
