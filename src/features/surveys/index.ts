// The survey agent's public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
// The notification socket applies survey updates; the bell's panel, the dashboard and My tasks show a
// survey question to answer, loaded on demand.
export { surveyQueries, SURVEY_FALLBACKS } from './api/survey-queries';
export { SurveyForm, type SurveyFormProps } from './components/SurveyForm';
export { answeredQuestion } from './api/question-mutations';
export { applySurveyUpdate, type SurveyUpdate } from './model/survey-live';
export { LazySurveyQuestion } from './components/LazySurveyQuestion';
export { SurveyAnswer } from './components/SurveyAnswer';
export type { AnswerInput, Survey, SurveyDetail, SurveyQuestion } from './api/schemas';
