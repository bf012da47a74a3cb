// The survey agent's public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
export { surveyQueries, SURVEY_FALLBACKS } from './api/survey-queries';
export { SurveyForm, type SurveyFormProps } from './components/SurveyForm';
