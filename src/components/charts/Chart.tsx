import { lazy, Suspense, useId } from 'react';
import { useSessionStore } from '@/stores/session';
import { BarPlot } from './BarPlot';
import { formatNumber } from './format';
import type { ChartKind, ChartProps } from './types';

// Recharts is heavy: it loads with the first line chart drawn, in its own chunk. Bar charts, the
// only kind above the fold (the dashboard's spend), are drawn by the kit's own few lines of SVG.
const LinePlot = lazy(() => import('./LinePlot'));

/** The plot's stand-in while its chunk loads: the same height, announced as loading. */
function ChartSkeleton({ height, title }: { height: number; title: string }) {
  return (
    <div
      role="status"
      aria-label={`Loading chart: ${title}`}
      data-testid="chart-skeleton"
      style={{ height }}
      className="animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800"
    />
  );
}

/**
 * A chart with its accessible alternatives: a heading, a one-line summary that says what the chart
 * shows, and a "Table view" disclosure holding the same figures as a real table. The drawing itself is
 * hidden from assistive technology (the table carries the figures).
 */
function ChartFrame({ kind, ...props }: ChartProps & { kind: ChartKind }) {
  const { title, summary, data, xKey, xLabel, series, formatValue, formatX, height = 260 } = props;
  const dark = useSessionStore((state) => state.darkTheme);
  const headingId = useId();
  const value = (cell: string | number | undefined) =>
    typeof cell === 'number' ? (formatValue ?? formatNumber)(cell) : (cell ?? '—');
  return (
    <figure aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{summary}</p>
      <div className="mt-3" aria-hidden="true">
        {kind === 'bar' ? (
          <BarPlot dark={dark} {...props} height={height} />
        ) : (
          <Suspense fallback={<ChartSkeleton height={height} title={title} />}>
            <LinePlot dark={dark} {...props} height={height} />
          </Suspense>
        )}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded font-medium text-indigo-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300">
          Table view
        </summary>
        {/* A scrolling region keyboard users can focus and scroll. */}
        <div
          role="region"
          aria-label={`${title}, table view`}
          // A scroll region must be reachable by keyboard (axe: scrollable-region-focusable), even read-only.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-2 max-h-80 overflow-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <table className="min-w-full divide-y divide-slate-200 text-left dark:divide-slate-700">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 font-medium text-slate-700 dark:text-slate-200">
                  {xLabel}
                </th>
                {series.map((item) => (
                  <th
                    key={item.key}
                    scope="col"
                    className="px-2 py-1 text-right font-medium text-slate-700 dark:text-slate-200"
                  >
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.map((row) => {
                const category = String(row[xKey] ?? '');
                return (
                  <tr key={category}>
                    <th scope="row" className="px-2 py-1 font-normal text-slate-700 dark:text-slate-200">
                      {formatX ? formatX(category) : category}
                    </th>
                    {series.map((item) => (
                      <td
                        key={item.key}
                        className="px-2 py-1 text-right text-slate-900 tabular-nums dark:text-slate-100"
                      >
                        {value(row[item.key])}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

export function BarChart(props: ChartProps) {
  return <ChartFrame kind="bar" {...props} />;
}

export function LineChart(props: ChartProps) {
  return <ChartFrame kind="line" {...props} />;
}
