// The chart kit: bar and line charts with a table view and a summary. Bars are drawn in plain SVG
// and ship with the kit; recharts, for lines, loads lazily.
export { BarChart, LineChart } from './Chart';
export { formatMonth } from './format';
export type { ChartProps, ChartRow, ChartSeries } from './types';
