import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSizedResizeObserver } from '@/test/resize-observer';
import { BarPlot } from './BarPlot';
import { formatMonth } from './format';
import { chartTheme } from './palette';
import type { PlotProps } from './types';

const container = useSizedResizeObserver({ width: 440, height: 220 });

const data = [
  { month: '2026-01', aws: 1200, azure: 300 },
  { month: '2026-02', aws: 1500, azure: 250 },
  { month: '2026-03', aws: 900, azure: 400 },
];
const series = [
  { key: 'aws', label: 'AWS' },
  { key: 'azure', label: 'Azure' },
];

function renderPlot(props: Partial<PlotProps> = {}) {
  return render(
    <BarPlot
      dark={false}
      data={data}
      xKey="month"
      series={series}
      formatValue={(value) => `$${value.toLocaleString('en-US')}`}
      formatX={formatMonth}
      {...props}
    />,
  );
}

const bars = (key: string) => Array.from(document.querySelectorAll<SVGRectElement>(`[data-series="${key}"]`));
const attr = (bar: SVGRectElement, name: string) => Number(bar.getAttribute(name));
const plot = () => document.querySelector('svg')!;

describe('BarPlot', () => {
  it('draws one bar per value of each series, taller for larger values', () => {
    renderPlot();
    expect(bars('aws')).toHaveLength(3);
    expect(bars('azure')).toHaveLength(3);
    const [jan, feb, mar] = bars('aws').map((bar) => attr(bar, 'height'));
    expect(feb).toBeGreaterThan(jan!);
    expect(jan).toBeGreaterThan(mar!);
  });

  it('stands the series side by side unless asked to stack them', () => {
    renderPlot();
    const [aws] = bars('aws');
    const [azure] = bars('azure');
    expect(attr(azure!, 'x')).toBeGreaterThan(attr(aws!, 'x') + attr(aws!, 'width') - 1);
    // Side by side, both bars stand on the same baseline.
    expect(attr(aws!, 'y') + attr(aws!, 'height')).toBeCloseTo(attr(azure!, 'y') + attr(azure!, 'height'));
  });

  it('stacks each category’s series into one bar when asked', () => {
    renderPlot({ stacked: true });
    const [aws] = bars('aws');
    const [azure] = bars('azure');
    expect(attr(azure!, 'x')).toBe(attr(aws!, 'x'));
    expect(attr(azure!, 'width')).toBe(attr(aws!, 'width'));
    // Azure starts where AWS ends.
    expect(attr(azure!, 'y') + attr(azure!, 'height')).toBeCloseTo(attr(aws!, 'y'));
  });

  it('labels the axes with round values and the categories', () => {
    renderPlot({ formatTick: (value) => `${value / 1000}k` });
    // The tallest bar is 1,500: ticks every 500 up to it.
    for (const tick of ['0k', '0.5k', '1k', '1.5k']) expect(screen.getByText(tick)).toBeInTheDocument();
    expect(screen.queryByText('2k')).toBeNull();
    for (const month of ['Jan 2026', 'Feb 2026', 'Mar 2026'])
      expect(screen.getByText(month)).toBeInTheDocument();
  });

  it('formats the y axis with formatValue when there is no formatTick', () => {
    renderPlot({ stacked: true });
    // Stacked, February reaches 1,750: the axis rounds up to 2,000.
    expect(screen.getByText('$2,000')).toBeInTheDocument();
  });

  it('thins the category labels so they do not overlap, keeping the last', () => {
    const months = Array.from({ length: 12 }, (_, index) => ({
      month: `2025-${String(index + 1).padStart(2, '0')}`,
      amount: 1000 + index * 100,
    }));
    renderPlot({ data: months, series: [{ key: 'amount', label: 'Spend' }] });
    expect(screen.getByText('Dec 2025')).toBeInTheDocument();
    const shown = months.filter((row) => screen.queryByText(formatMonth(row.month)));
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(12);
  });

  it('shows a hovered category’s figures in a tooltip, and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderPlot();
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
    await user.hover(bars('aws')[1]!);
    const tooltip = screen.getByTestId('chart-tooltip');
    expect(tooltip).toHaveTextContent('Feb 2026');
    expect(tooltip).toHaveTextContent('AWS:$1,500');
    expect(tooltip).toHaveTextContent('Azure:$250');
    await user.unhover(bars('aws')[1]!);
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('shows plain grouped numbers when the caller gives no format', async () => {
    const user = userEvent.setup();
    renderPlot({ formatValue: undefined, formatX: undefined });
    await user.hover(bars('azure')[0]!);
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('2026-01');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('AWS:1,200');
  });

  it('has a legend only when there is more than one series', () => {
    const { unmount } = renderPlot();
    const legend = screen.getByRole('list');
    expect(legend).toHaveTextContent('AWS');
    expect(legend).toHaveTextContent('Azure');
    unmount();
    renderPlot({ series: [{ key: 'aws', label: 'AWS' }] });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('AWS')).toBeNull();
  });

  it('takes its width from the container and its height from the props', () => {
    renderPlot({ series: [{ key: 'aws', label: 'AWS' }], height: 220 });
    expect(plot()).toHaveAttribute('width', '440');
    expect(plot()).toHaveAttribute('height', '220');
    const before = attr(bars('aws')[0]!, 'width');
    act(() => container.resize({ width: 880, height: 220 }));
    expect(plot()).toHaveAttribute('width', '880');
    expect(attr(bars('aws')[0]!, 'width')).toBeGreaterThan(before);
  });

  it('keeps the chart’s height with a legend below the plot', () => {
    renderPlot({ height: 260 });
    expect(Number(plot().getAttribute('height'))).toBeLessThan(260);
  });

  it('draws in the theme’s colours', () => {
    const { container: root, rerender } = renderPlot();
    const gridLine = () => root.querySelector('line')!;
    expect(bars('aws')[0]).toHaveAttribute('fill', chartTheme(false).series[0]);
    expect(bars('azure')[0]).toHaveAttribute('fill', chartTheme(false).series[1]);
    expect(gridLine().closest('[stroke]')).toHaveAttribute('stroke', chartTheme(false).grid);
    rerender(<BarPlot dark data={data} xKey="month" series={series} />);
    expect(bars('aws')[0]).toHaveAttribute('fill', chartTheme(true).series[0]);
    expect(bars('azure')[0]).toHaveAttribute('fill', chartTheme(true).series[1]);
    expect(gridLine().closest('[stroke]')).toHaveAttribute('stroke', chartTheme(true).grid);
  });

  it('draws negative values below zero and zero as a bar of no height', () => {
    renderPlot({
      data: [
        { month: '2026-01', amount: -500 },
        { month: '2026-02', amount: 0 },
        { month: '2026-03', amount: 1000 },
      ],
      series: [{ key: 'amount', label: 'Net' }],
    });
    const [negative, zero, positive] = bars('amount');
    expect(attr(zero!, 'height')).toBe(0);
    expect(attr(negative!, 'y')).toBeCloseTo(attr(zero!, 'y'));
    expect(attr(positive!, 'y') + attr(positive!, 'height')).toBeCloseTo(attr(zero!, 'y'));
    expect(screen.getByText('$-500')).toBeInTheDocument();
  });

  it('draws the axes alone for no data', () => {
    renderPlot({ data: [] });
    expect(plot()).toBeInTheDocument();
    expect(bars('aws')).toHaveLength(0);
    expect(screen.getByText('$0')).toBeInTheDocument();
  });

  it('puts nothing in the Tab order', () => {
    const { container: root } = renderPlot();
    expect(root.querySelectorAll('[tabindex], a, button, input')).toHaveLength(0);
  });
});
