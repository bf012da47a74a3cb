import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSizedResizeObserver } from '@/test/resize-observer';
import { BarChart, LineChart } from './Chart';
import { formatMonth } from './format';

useSizedResizeObserver({ width: 440, height: 260 });

const data = [
  { month: '2026-01', aws: 1200, azure: 300 },
  { month: '2026-02', aws: 1500, azure: 250 },
];

function renderChart(Chart: typeof BarChart = BarChart) {
  return render(
    <Chart
      title="Spend by month"
      summary="Spend rose from $1,500 in Jan 2026 to $1,750 in Feb 2026."
      data={data}
      xKey="month"
      xLabel="Month"
      series={[
        { key: 'aws', label: 'AWS' },
        { key: 'azure', label: 'Azure' },
      ]}
      stacked
      formatValue={(value) => `$${value.toLocaleString('en-US')}`}
      formatX={formatMonth}
    />,
  );
}

describe('chart kit', () => {
  it('names the chart and says what it shows in one line', () => {
    renderChart();
    expect(screen.getByRole('figure', { name: 'Spend by month' })).toBeInTheDocument();
    expect(screen.getByText('Spend rose from $1,500 in Jan 2026 to $1,750 in Feb 2026.')).toBeVisible();
  });

  it('opens a table view with the same figures', async () => {
    const user = userEvent.setup();
    renderChart();
    const table = screen.getByRole('table', { name: 'Spend by month', hidden: true });
    expect(table).not.toBeVisible();
    await user.click(screen.getByText('Table view'));
    expect(table).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'AWS', 'Azure']);
    const feb = within(table).getByRole('row', { name: /Feb 2026/ });
    expect(
      within(feb)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$1,500', '$250']);
  });

  it('shows a line chart’s loading skeleton until the chart chunk has loaded', async () => {
    // A fresh copy of the kit whose chart chunk arrives only when the test says so: the copy the
    // other tests use has loaded its chunk already, and a chunk's timing is not the test's to guess.
    vi.resetModules();
    let deliver: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    vi.doMock('./LinePlot', async () => {
      await delivered;
      return vi.importActual('./LinePlot');
    });
    try {
      const { LineChart: FreshLineChart } = await import('./Chart');
      renderChart(FreshLineChart);
      expect(screen.getByTestId('chart-skeleton')).toBeInTheDocument();
      deliver();
      await expect.poll(() => screen.queryByTestId('chart-skeleton')).toBeNull();
    } finally {
      vi.doUnmock('./LinePlot');
    }
  });

  it('draws a bar chart at once, without waiting for the chart chunk', async () => {
    // The chunk never arrives: a bar chart must not need it.
    vi.resetModules();
    vi.doMock('./LinePlot', () => new Promise(() => undefined));
    try {
      const { BarChart: FreshBarChart } = await import('./Chart');
      const { container } = renderChart(FreshBarChart);
      expect(screen.queryByTestId('chart-skeleton')).toBeNull();
      expect(container.querySelector('[aria-hidden="true"] svg')).toBeInTheDocument();
    } finally {
      vi.doUnmock('./LinePlot');
    }
  });

  it('keeps the drawing away from assistive technology', () => {
    renderChart(LineChart);
    renderChart();
    for (const figure of screen.getAllByRole('figure')) {
      expect(within(figure).queryByRole('img')).toBeNull();
      expect(within(figure).queryByRole('list')).toBeNull();
    }
  });
});

describe('formatMonth', () => {
  it('reads a YYYY-MM month as a short month and year', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2024-12')).toBe('Dec 2024');
    expect(formatMonth('soon')).toBe('soon');
  });
});
