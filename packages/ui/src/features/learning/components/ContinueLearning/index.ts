export { ContinueLearning, resumeHref } from './ContinueLearning';
