export { Faq as Component } from './Faq';
