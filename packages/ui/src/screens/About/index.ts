export { About, aboutTexts } from './About';
