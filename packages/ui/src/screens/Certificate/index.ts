export { Certificate } from './Certificate';
