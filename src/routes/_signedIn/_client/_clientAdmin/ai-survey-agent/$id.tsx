import { createFileRoute } from '@tanstack/react-router';
import { surveyQueries } from '@/features/surveys/api/survey-queries';
import { SurveyNotFound, SURVEY_NOT_FOUND_TITLE } from '@/features/surveys/components/SurveyNotFound';
import { SurveyPage } from '@/features/surveys/components/SurveyPage';
import { unlessNotFound } from '@/lib/not-found';

/**
 * One survey. The page cannot show without it, so the loader awaits it; an unknown or foreign id
 * shows the page's own "Survey not found" view, any other failure the route's error view.
 */
export const Route = createFileRoute('/_signedIn/_client/_clientAdmin/ai-survey-agent/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const reply = await unlessNotFound(queryClient.ensureQueryData(surveyQueries.detail(id)));
    if (!reply) return { found: false, title: SURVEY_NOT_FOUND_TITLE };
    return { found: true, title: `${reply.survey.app.name} survey` };
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.title }] : [] }),
  component: SurveyRoute,
});

function SurveyRoute() {
  const { id } = Route.useParams();
  return Route.useLoaderData().found ? <SurveyPage surveyId={id} /> : <SurveyNotFound />;
}
