export {
  PageSection,
  Content,
  type PageSectionProps,
  type ContentProps,
  type ContentWidth,
} from './PageSection';
