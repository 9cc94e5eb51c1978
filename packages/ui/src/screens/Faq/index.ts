export { Faq, faqTexts, FAQS } from './Faq';
