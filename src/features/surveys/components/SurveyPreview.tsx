import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { DataTable, ListStatus, queryError, useDebouncedValue } from '@/components/table';
import { createColumnHelper } from '@/components/table/columns';
import { Figures } from '@/components/ui/Figures';
import { formatDate, formatMoney } from '@/lib/format';
import { personName } from '@/lib/person';
import { SURVEY_FALLBACKS, surveyQueries } from '../api/survey-queries';
import type { LeftOutPerson, SurveyPreview as Preview, SurveySettings } from '../api/schemas';
import { LEFT_OUT_LABELS } from '../model/survey-labels';

/** How long the settings must stay unchanged before the preview is asked for. */
const PREVIEW_DEBOUNCE_MS = 400;

type Asked = Preview['asked'][number];
const asked = createColumnHelper<Asked>();
const leftOut = createColumnHelper<LeftOutPerson>();
const CELL = 'px-3 py-2';
const lastActivity = (at: string | null) => (at ? formatDate(at) : 'Never');

const ASKED_COLUMNS = asked.columns([
  asked.accessor((row) => personName(row.user), { id: 'name', header: 'Person', meta: { padding: CELL } }),
  asked.accessor('last_active_at', {
    header: 'Last activity in the app',
    meta: { padding: CELL, className: 'whitespace-nowrap tabular-nums' },
    cell: (info) => lastActivity(info.getValue()),
  }),
]);

/** Why someone is left out, with when they were last asked when the cool-down keeps them out. */
export function leftOutWhy(person: LeftOutPerson): string {
  const why = LEFT_OUT_LABELS[person.why];
  return person.why === 'cooldown' && person.last_asked_at
    ? `${why}: last asked ${formatDate(person.last_asked_at)}`
    : why;
}

const LEFT_OUT_COLUMNS = leftOut.columns([
  leftOut.accessor((row) => personName(row.user), { id: 'name', header: 'Person', meta: { padding: CELL } }),
  leftOut.accessor((row) => leftOutWhy(row), { id: 'why', header: 'Why', meta: { padding: CELL } }),
  leftOut.accessor('last_active_at', {
    header: 'Last activity in the app',
    meta: { padding: CELL, className: 'whitespace-nowrap tabular-nums' },
    cell: (info) => lastActivity(info.getValue()),
  }),
]);

/**
 * Who a survey with these settings would ask, read again once the settings stop changing: each
 * person with their last activity in the app, who is left out and why, and the yearly saving if every
 * inactive person gives their seat up. Nothing is asked for while the settings are not valid.
 */
export function SurveyPreview({ settings }: { settings: SurveySettings | null }) {
  const key = settings ? JSON.stringify(settings) : '';
  const debounced = useDebouncedValue(key, PREVIEW_DEBOUNCE_MS);
  const ready = useMemo(() => (debounced ? (JSON.parse(debounced) as SurveySettings) : null), [debounced]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        Preview
      </h2>
      {ready ? (
        <PreviewOf settings={ready} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Choose the app and fill in the question and the deadline to see who will be asked.
        </p>
      )}
    </section>
  );
}

function PreviewOf({ settings }: { settings: SurveySettings }) {
  const preview = useQuery(surveyQueries.preview(settings));
  const data = preview.data;
  return (
    <ListStatus
      error={queryError(preview, 'The preview could not be loaded', SURVEY_FALLBACKS.preview)}
      loading={!data && 'Working out who will be asked…'}
    >
      {() =>
        data && (
          <div className="space-y-4">
            <Figures
              title="Preview figures"
              size="sm"
              className="flex flex-wrap gap-3"
              figures={[
                { label: 'Will be asked', value: data.asked.length },
                { label: 'Left out', value: data.left_out.length },
                {
                  label: 'Yearly saving if every inactive person gives up',
                  value: formatMoney(data.saving, data.currency),
                  hint: `${data.inactive} inactive × ${formatMoney(data.seat_price, data.currency)} a seat`,
                },
              ]}
            />
            <DataTable
              caption="Who will be asked"
              columns={ASKED_COLUMNS}
              data={data.asked}
              getRowId={(row) => row.user.user_id}
              rowHeader="name"
              empty="Nobody would be asked with these settings."
            />
            {data.left_out.length > 0 && (
              <DataTable
                caption="Left out"
                columns={LEFT_OUT_COLUMNS}
                data={data.left_out}
                getRowId={(row) => row.user.user_id}
                rowHeader="name"
              />
            )}
          </div>
        )
      }
    </ListStatus>
  );
}
