/** What the chart kit draws: rows keyed by the category (x) and one numeric field per series. */
export type ChartKind = 'bar' | 'line';

export interface ChartSeries {
  /** The row field holding this series' values. */
  key: string;
  /** The series' name in the legend, tooltip and table view. */
  label: string;
}

export type ChartRow = Record<string, string | number>;

export interface ChartProps {
  /** Names the chart (its heading) and the table view's caption. */
  title: string;
  /** One line saying what the chart shows, for everyone (and the only thing a screen reader needs). */
  summary: string;
  data: readonly ChartRow[];
  /** The row field that names each category along the x axis (e.g. `month`). */
  xKey: string;
  /** The x axis' column header in the table view. */
  xLabel: string;
  series: readonly ChartSeries[];
  /** Bars stack their series on top of each other (bar charts only). */
  stacked?: boolean;
  /** How a value reads (the axis, tooltip and table view); plain numbers otherwise. */
  formatValue?: (value: number) => string;
  /** A shorter form for the y axis' ticks (e.g. compact money). */
  formatTick?: (value: number) => string;
  /** How a category reads (e.g. `2026-03` → `Mar 2026`). */
  formatX?: (value: string) => string;
  /** The plot's height in px (default 260). */
  height?: number;
}

/** What a drawing receives: the frame has resolved the theme. */
export interface PlotProps extends Omit<ChartProps, 'title' | 'summary' | 'xLabel'> {
  dark: boolean;
}
