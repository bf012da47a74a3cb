import { createColumnHelper, type TableColumns } from '@/components/table/columns';
import { RecordLink } from '@/components/ui/RecordLink';
import { formatDay, formatMoney } from '@/lib/format';
import type { Survey } from '../api/schemas';
import { SURVEY_AUDIENCE_LABELS } from '../model/survey-labels';
import { surveyPageHref } from '../model/survey-page';
import { AnswerBar } from './AnswerBar';
import { SurveyStatusBadge } from './SurveyStatusBadge';

const column = createColumnHelper<Survey>();
const CELL = 'px-3 py-3';
const SUBTLE = 'text-slate-600 dark:text-slate-300';

export const surveyRowId = (survey: Survey) => survey.id;

/** The surveys list's columns; the ids of the sortable ones are the API's `order_by` values. */
export const surveyColumns: TableColumns<Survey> = column.columns([
  column.accessor((survey) => survey.app.name, {
    id: 'app',
    header: 'App',
    meta: { padding: CELL },
    cell: ({ row: { original } }) => (
      <span className="flex flex-col">
        {/* A draft opens in its form; a sent survey shows its progress. */}
        <RecordLink to={surveyPageHref(original.id)}>{original.app.name}</RecordLink>
        <span className={`text-xs font-normal ${SUBTLE}`}>{original.app.vendor}</span>
      </span>
    ),
  }),
  column.display({
    id: 'audience',
    header: 'Audience',
    meta: { padding: CELL },
    cell: ({ row: { original } }) => (
      <span className="flex flex-col">
        {SURVEY_AUDIENCE_LABELS[original.audience]}
        <span className={`text-xs ${SUBTLE}`}>
          {original.status === 'draft' ? 'Not sent yet' : `${original.counts.asked} asked`}
        </span>
      </span>
    ),
  }),
  column.accessor((survey) => survey.counts.asked - survey.counts.not_yet, {
    id: 'answered',
    header: 'Answers',
    sortDescFirst: true,
    meta: { padding: CELL },
    cell: ({ row: { original } }) =>
      original.status === 'draft' ? (
        <span className={SUBTLE}>—</span>
      ) : (
        <AnswerBar counts={original.counts} />
      ),
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { padding: CELL },
    cell: (info) => <SurveyStatusBadge status={info.getValue()} />,
  }),
  column.accessor('deadline', {
    header: 'Deadline',
    meta: { padding: CELL, className: 'whitespace-nowrap tabular-nums' },
    cell: (info) => formatDay(info.getValue()),
  }),
  column.accessor('savings', {
    header: 'Savings',
    sortDescFirst: true,
    meta: { align: 'right', padding: CELL, className: 'whitespace-nowrap tabular-nums' },
    cell: ({ row: { original } }) => `${formatMoney(original.savings, original.currency)} / year`,
  }),
  column.accessor('created_at', {
    header: 'Created',
    sortDescFirst: true,
    meta: { padding: CELL, className: 'whitespace-nowrap tabular-nums' },
    cell: (info) => formatDay(info.getValue().slice(0, 10)),
  }),
]);
