export { Contact, contactTexts, type ContactProps } from './Contact';
