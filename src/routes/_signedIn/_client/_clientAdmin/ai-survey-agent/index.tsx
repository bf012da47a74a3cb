import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { surveyQueries } from '@/features/surveys/api/survey-queries';
import { SurveysPage } from '@/features/surveys/components/SurveysPage';
import { surveyListQueryOf } from '@/features/surveys/model/survey-list-query';
import { SURVEY_SEARCH_DEFAULTS, surveySearchSchema } from '@/features/surveys/model/survey-search';

/**
 * Every survey of the tenant. Search, status, order and page live in the URL; the loader starts the
 * page's rows without holding the page back, which shows its own progress.
 */
export const Route = createFileRoute('/_signedIn/_client/_clientAdmin/ai-survey-agent/')({
  validateSearch: surveySearchSchema,
  search: { middlewares: [stripSearchParams(SURVEY_SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(
      surveyQueries.list(surveyListQueryOf(surveySearchSchema.parse(location.search))),
    );
  },
  component: SurveysRoute,
});

function SurveysRoute() {
  return <SurveysPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
