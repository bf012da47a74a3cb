/**
 * The survey's own page, `/ai-survey-agent/<id>`: a draft opens there in its form, a sent survey
 * shows its progress. Links and the form's move to the survey name it once, here.
 */
export const surveyPageHref = (surveyId: string) => `/ai-survey-agent/${encodeURIComponent(surveyId)}`;
