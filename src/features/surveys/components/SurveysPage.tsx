import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import {
  FacetFilter,
  ListTable,
  SearchField,
  TableToolbar,
  useListPage,
  type FacetOption,
  type SearchNavigate,
} from '@/components/table';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Figures } from '@/components/ui/Figures';
import { PageHeader } from '@/components/ui/PageHeader';
import { useLicensedApps } from '@/features/licenses';
import { SURVEY_FALLBACKS, surveyQueries } from '../api/survey-queries';
import {
  SURVEY_ORDER_FIELDS,
  SURVEY_STATUS_FILTERS,
  SURVEY_STATUSES,
  type SurveyStatusFilter,
} from '../api/list-words';
import { SURVEY_FILTERS, surveyListQueryOf } from '../model/survey-list-query';
import { SURVEY_STATUS_LABELS } from '../model/survey-labels';
import { SURVEY_SEARCH_DEFAULTS, type SurveySearch } from '../model/survey-search';
import { surveyColumns, surveyRowId } from './survey-columns';

const STATUS_OPTIONS: FacetOption<SurveyStatusFilter>[] = SURVEY_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'Any status' : SURVEY_STATUS_LABELS[value],
}));

/** The list table's fixed settings: what it is called, how rows are known, what orders it. */
const SURVEY_TABLE = {
  caption: 'Surveys',
  noun: 'surveys',
  errorFallback: SURVEY_FALLBACKS.list,
  getRowId: surveyRowId,
  rowHeader: 'app',
  orderFields: SURVEY_ORDER_FIELDS,
} as const;

const NEW_SURVEY = (
  <ButtonLink to="/ai-survey-agent/new">
    <Plus aria-hidden="true" className="size-4" />
    New survey
  </ButtonLink>
);

/**
 * The tenant's surveys: each with its app, who is asked, the answers so far, its status, deadline and
 * the yearly saving it points to. Search, filters, order and page live in the URL; the figures above
 * count every survey by status whatever the filters.
 */
export function SurveysPage({
  search,
  navigate,
}: {
  search: SurveySearch;
  navigate: SearchNavigate<SurveySearch>;
}) {
  const list = useQuery(surveyQueries.list(surveyListQueryOf(search)));
  const listPage = useListPage({
    search,
    navigate,
    filters: SURVEY_FILTERS,
    defaults: SURVEY_SEARCH_DEFAULTS,
    list,
  });
  const { filterOf, keywordSearch } = listPage;
  const apps = useLicensedApps();
  const appOptions: FacetOption<string>[] = [
    { value: '', label: 'Every app' },
    ...(apps ?? []).map((app) => ({ value: app.slug, label: app.name })),
    // The URL's app stays a choice while the apps load, so the filter never shows another.
    ...(search.app && !apps?.some((app) => app.slug === search.app)
      ? [{ value: search.app, label: search.app }]
      : []),
  ];
  const statuses = list.data?.statuses;

  return (
    <>
      <PageHeader
        title="AI Survey Agent"
        description="Ask the people holding a licence whether they still need it, and reclaim what is given up."
        actions={NEW_SURVEY}
      />
      {/* The figures stand from the start ('—' until the list arrives), so the list below never moves. */}
      <Figures
        title="Surveys by status"
        size="sm"
        className="mb-4 flex flex-wrap gap-3"
        figures={SURVEY_STATUSES.map((status) => ({
          label: SURVEY_STATUS_LABELS[status],
          value: statuses ? statuses[status] : '—',
        }))}
      />
      <TableToolbar
        className="sm:grid-cols-2 lg:grid-cols-4"
        filtersSet={listPage.filtersSet}
        search={
          <SearchField
            label="Search surveys"
            placeholder="App name"
            className="lg:col-span-2"
            {...keywordSearch}
          />
        }
      >
        <FacetFilter label="Status" options={STATUS_OPTIONS} {...filterOf('status')} />
        <FacetFilter label="App" options={appOptions} {...filterOf('app')} />
      </TableToolbar>
      <ListTable
        {...SURVEY_TABLE}
        listPage={listPage}
        columns={surveyColumns}
        nothingYet={{
          title: 'No surveys yet',
          description: 'Ask the agent for a survey: it drafts the question and who to ask, and you send it.',
        }}
      />
    </>
  );
}
