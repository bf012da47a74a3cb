import { useState, type MouseEvent } from 'react';
import { categoryBands, layoutBars, valueRange, valueToY, type Box } from './bar-layout';
import { formatNumber } from './format';
import { CHART_TEXT_CLASS, chartTheme, seriesColour } from './palette';
import { LEGEND_HEIGHT, PlotLegend } from './PlotLegend';
import { PlotTooltip } from './PlotTooltip';
import { niceTicks, thinLabels } from './scale';
import { textWidth } from './text-width';
import type { PlotProps } from './types';
import { useContainerWidth } from './use-container-width';

// The same proportions recharts gave the kit's bar charts: a 72 px y axis, a 30 px x axis, 6 px tick
// marks 2 px from their labels, 12 px text and a 5 px margin all round.
const MARGIN = 5;
const Y_AXIS_WIDTH = 72;
const X_AXIS_HEIGHT = 30;
const TICK_SIZE = 6;
const TICK_MARGIN = 2;
const FONT_SIZE = 12;

interface Hover {
  index: number;
  x: number;
  y: number;
}

/**
 * A bar chart drawn as plain SVG: no chart library, so it ships with the kit and draws at once.
 * The frame hides it from assistive technology, and nothing in it takes focus: the frame's summary
 * and table view carry the figures; the tooltip is for the pointer only.
 */
export function BarPlot({
  dark,
  data,
  xKey,
  series,
  stacked = false,
  formatValue,
  formatTick,
  formatX,
  height = 260,
}: PlotProps) {
  const [measure, width] = useContainerWidth<HTMLDivElement>();
  const [hover, setHover] = useState<Hover | null>(null);
  const theme = chartTheme(dark);
  const legend = series.length > 1;
  const svgHeight = Math.max(0, height - (legend ? LEGEND_HEIGHT : 0));
  const plot: Box = {
    left: MARGIN + Y_AXIS_WIDTH,
    top: MARGIN,
    width: Math.max(0, width - 2 * MARGIN - Y_AXIS_WIDTH),
    height: Math.max(0, svgHeight - 2 * MARGIN - X_AXIS_HEIGHT),
  };
  const bottom = plot.top + plot.height;
  const right = plot.left + plot.width;
  const keys = series.map((item) => item.key);
  const [low, high] = valueRange(data, keys, stacked);
  const scale = niceTicks(low, high);
  const y = valueToY(plot, scale);
  const bars = layoutBars(data, keys, stacked, plot, scale);
  const bands = categoryBands(data.length, plot);
  const category = (row: (typeof data)[number]) => String(row[xKey] ?? '');
  const xText = (row: (typeof data)[number]) => (formatX ? formatX(category(row)) : category(row));
  const labels = data.map((row, index) => {
    const text = xText(row);
    const labelWidth = textWidth(text, FONT_SIZE);
    const band = bands[index]!;
    const centre = band.x + band.width / 2;
    // The last label may reach past the plot's right edge: pull it in rather than clip it.
    const x = Math.max(labelWidth / 2, Math.min(centre, width - labelWidth / 2));
    return { text, centre, x, width: labelWidth };
  });
  const shown = thinLabels(labels);
  const tickText = formatTick ?? formatValue ?? formatNumber;
  const valueText = formatValue ?? formatNumber;

  const track = (index: number) => (event: MouseEvent<SVGGElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    setHover({ index, x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) });
  };
  const hovered = hover ? data[hover.index] : undefined;

  return (
    <div className="relative">
      {/* The drawing is taken out of the flow: its width follows the container's, never the reverse
          (a drawn width would hold a shrinking grid column open). */}
      <div ref={measure} className="relative" style={{ height: svgHeight }}>
        {width > 0 && (
          <svg
            width={width}
            height={svgHeight}
            viewBox={`0 0 ${width} ${svgHeight}`}
            className={`absolute top-0 left-0 ${CHART_TEXT_CLASS}`}
            fontSize={FONT_SIZE}
          >
            <g stroke={theme.grid} strokeDasharray="3 3">
              {scale.ticks.map((tick) => (
                <line key={tick} x1={plot.left} x2={right} y1={y(tick)} y2={y(tick)} />
              ))}
            </g>
            {bands.map((band, index) => (
              <g
                key={index}
                data-category={category(data[index]!)}
                onMouseEnter={track(index)}
                onMouseMove={track(index)}
                onMouseLeave={() => setHover(null)}
              >
                {/* The whole column answers the pointer, and shades while it is under it. */}
                <rect
                  x={band.x}
                  y={plot.top}
                  width={band.width}
                  height={plot.height}
                  fill={theme.grid}
                  fillOpacity={hover?.index === index ? 0.4 : 0}
                />
                {series.map((item, seriesIndex) => {
                  const rect = bars[seriesIndex]![index]!;
                  return (
                    <rect
                      key={item.key}
                      data-series={item.key}
                      x={rect.x}
                      y={rect.y}
                      width={rect.width}
                      height={rect.height}
                      fill={seriesColour(theme, seriesIndex)}
                    />
                  );
                })}
              </g>
            ))}
            <g stroke={theme.grid} fill="currentColor">
              <line x1={plot.left} x2={plot.left} y1={plot.top} y2={bottom} />
              {scale.ticks.map((tick) => (
                <g key={tick}>
                  <line x1={plot.left - TICK_SIZE} x2={plot.left} y1={y(tick)} y2={y(tick)} />
                  <text
                    x={plot.left - TICK_SIZE - TICK_MARGIN}
                    y={y(tick)}
                    dy="0.355em"
                    textAnchor="end"
                    stroke="none"
                  >
                    {tickText(tick)}
                  </text>
                </g>
              ))}
              <line x1={plot.left} x2={right} y1={bottom} y2={bottom} />
              {shown.map((index) => {
                const label = labels[index]!;
                return (
                  <g key={index}>
                    <line x1={label.centre} x2={label.centre} y1={bottom} y2={bottom + TICK_SIZE} />
                    <text
                      x={label.x}
                      y={bottom + TICK_SIZE + TICK_MARGIN}
                      dy="0.71em"
                      textAnchor="middle"
                      stroke="none"
                    >
                      {label.text}
                    </text>
                  </g>
                );
              })}
            </g>
          </svg>
        )}
      </div>
      {legend && <PlotLegend series={series} theme={theme} />}
      {hover && hovered && (
        <PlotTooltip
          label={xText(hovered)}
          entries={series.map((item, index) => {
            const cell = hovered[item.key];
            return {
              key: item.key,
              label: item.label,
              value: typeof cell === 'number' && Number.isFinite(cell) ? valueText(cell) : '—',
              colour: seriesColour(theme, index),
            };
          })}
          x={hover.x}
          y={hover.y}
          bound={width}
          flipX={hover.x > width / 2}
          flipY={hover.y > svgHeight / 2}
        />
      )}
    </div>
  );
}
