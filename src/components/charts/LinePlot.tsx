// Recharts lives only in this module, which the chart kit imports lazily: it lands in its own chunk
// and loads with the first line chart a page shows, never with a page that has none. Bar charts are
// drawn without it (BarPlot), so only recharts' line code is bundled.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartTheme, seriesColour } from './palette';
import type { PlotProps } from './types';

// The drawing is hidden from assistive technology and kept out of the Tab order
// (`accessibilityLayer={false}`): the frame's summary and table view carry the figures.
export default function LinePlot({
  dark,
  data,
  xKey,
  series,
  formatValue,
  formatTick,
  formatX,
  height = 260,
}: PlotProps) {
  const theme = chartTheme(dark);
  const tick = { fill: theme.text, fontSize: 12 };
  const valueText = (value: unknown) =>
    typeof value === 'number' && formatValue ? formatValue(value) : String(value);
  const common = (
    <>
      <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey={xKey}
        tick={tick}
        stroke={theme.grid}
        tickFormatter={formatX ? (value: string) => formatX(String(value)) : undefined}
      />
      <YAxis
        tick={tick}
        stroke={theme.grid}
        width={72}
        tickFormatter={(value: number) => (formatTick ?? formatValue ?? String)(value)}
      />
      <Tooltip
        formatter={(value) => valueText(value)}
        labelFormatter={(label) => (formatX ? formatX(String(label)) : String(label))}
        contentStyle={{
          background: theme.tooltipBackground,
          borderColor: theme.tooltipBorder,
          color: theme.text,
        }}
        labelStyle={{ color: theme.text }}
        cursor={{ fill: theme.grid, fillOpacity: 0.4 }}
      />
      {series.length > 1 && <Legend wrapperStyle={{ color: theme.text, fontSize: 12 }} />}
    </>
  );
  const rows = data as Record<string, string | number>[];
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={rows} accessibilityLayer={false}>
        {common}
        {series.map((item, index) => (
          <Line
            key={item.key}
            dataKey={item.key}
            name={item.label}
            type="monotone"
            stroke={seriesColour(theme, index)}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
