// The chart kit: bar, line and area charts with a table view and a summary. Recharts loads lazily.
export { AreaChart, BarChart, LineChart } from './Chart';
export { formatMonth } from './format';
export type { ChartProps, ChartRow, ChartSeries } from './types';
