export { LearnersPanel, type LearnersPanelProps } from './LearnersPanel';
