// The chart kit: bar, line and area charts with a table view and a summary. Bars are drawn in plain
// SVG and ship with the kit; recharts, for lines and areas, loads lazily.
export { AreaChart, BarChart, LineChart } from './Chart';
export { formatMonth } from './format';
export type { ChartProps, ChartRow, ChartSeries } from './types';
