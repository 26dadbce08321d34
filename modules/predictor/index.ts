/**
 * The predictor's public surface: race-time predictions from one performance (Riegel, Cameron,
 * Daniels VDOT, their mean) and age grading with the 2020 road tables. Pure and synchronous.
 */
export { ALGORITHMS } from './services/race-prediction.ts';
// The predictor's form check and report, for the public API (same checks and messages as the page).
export { parsePredictorQuery, WEIGHT_KG_RANGE, type QueryField } from './services/predictor-query.ts';
// The bounds the check applies, for the API's document.
export { MIN_AGE, MAX_AGE } from './services/road-age-standards.ts';
export { RIEGEL_EXPONENT } from './services/riegel.ts';
export { predictorReport } from './services/predictor-report.ts';
export { predictorIssueMessage } from './services/issue-text.ts';
