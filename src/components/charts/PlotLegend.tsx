import type { ChartTheme } from './palette';
import { CHART_TEXT_CLASS, seriesColour } from './palette';
import type { ChartSeries } from './types';

/** The height a one-line legend takes below the plot (the plot gives it up to keep the chart's height). */
export const LEGEND_HEIGHT = 24;

/** Each series' colour and name, centred below the plot. */
export function PlotLegend({ series, theme }: { series: readonly ChartSeries[]; theme: ChartTheme }) {
  return (
    <ul
      className={`flex flex-wrap justify-center gap-x-3 gap-y-1 pt-1 text-xs leading-5 ${CHART_TEXT_CLASS}`}
    >
      {series.map((item, index) => (
        <li key={item.key} className="flex items-center gap-1">
          <span className="size-3 shrink-0" style={{ background: seriesColour(theme, index) }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
