export { computeInsights } from './compute';
export { insightsDb, INSIGHTS_COURSE_ID, type InsightsShape } from './presets';
