export { insightsKeys } from './api/keys';
export { courseInsightsQuery, useCourseInsights } from './api/queries';
export { insightsTexts, formatCount, formatPercent } from './texts';
export {
  describeEnrolments,
  describeProgress,
  describeQuizzes,
  describeRatings,
  namedQuizzes,
  weekLabel,
} from './describe';
