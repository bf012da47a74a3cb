/**
 * Series colours per theme (Tailwind's palette). Each colour keeps at least 3:1 contrast against the
 * card behind it — white in light mode, slate-900 in dark — so bars and lines stay readable in both.
 */
const LIGHT = ['#4f46e5', '#0d9488', '#d97706', '#db2777', '#2563eb', '#65a30d'] as const;
const DARK = ['#818cf8', '#2dd4bf', '#fbbf24', '#f472b6', '#60a5fa', '#a3e635'] as const;

export interface ChartTheme {
  series: readonly string[];
  /** Axis ticks and legend text. */
  text: string;
  grid: string;
  tooltipBackground: string;
  tooltipBorder: string;
}

export function chartTheme(dark: boolean): ChartTheme {
  return dark
    ? {
        series: DARK,
        text: '#cbd5e1',
        grid: '#334155',
        tooltipBackground: '#0f172a',
        tooltipBorder: '#475569',
      }
    : {
        series: LIGHT,
        text: '#475569',
        grid: '#e2e8f0',
        tooltipBackground: '#ffffff',
        tooltipBorder: '#cbd5e1',
      };
}

/**
 * The same text, tooltip and border colours as classes, for the text BarPlot draws (axis labels,
 * legend, tooltip): a class follows the page's `dark` class by itself, as every other text on the page
 * does, so text never pairs one theme's colour with the other theme's card.
 */
export const CHART_TEXT_CLASS = 'text-slate-600 dark:text-slate-300';
export const CHART_TOOLTIP_CLASS = 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900';

/** The colour of the `index`-th series; the palette repeats past its end. */
export function seriesColour(theme: ChartTheme, index: number): string {
  return theme.series[index % theme.series.length] ?? theme.series[0]!;
}
