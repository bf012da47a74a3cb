import { CHART_TEXT_CLASS, CHART_TOOLTIP_CLASS } from './palette';

export interface TooltipEntry {
  key: string;
  label: string;
  value: string;
  colour: string;
}

/**
 * The figures of the category under the pointer, next to the pointer: right of it and below, or on
 * the other side once the pointer is past the plot's middle, and never past the plot's left or right
 * edge (`bound` is the plot's width), so a narrow screen does not scroll sideways for it.
 */
export function PlotTooltip({
  label,
  entries,
  x,
  y,
  bound,
  flipX,
  flipY,
}: {
  label: string;
  entries: readonly TooltipEntry[];
  x: number;
  y: number;
  bound: number;
  flipX: boolean;
  flipY: boolean;
}) {
  const offset = 10;
  // The box's own width is known only to CSS, as a percentage of it: the shift is clamped there.
  const shiftX = flipX
    ? `max(calc(-100% - ${offset}px), ${-x}px)`
    : `min(${offset}px, calc(${bound - x}px - 100%))`;
  return (
    <div
      data-testid="chart-tooltip"
      className={`pointer-events-none absolute z-10 rounded border px-2.5 py-2 text-sm whitespace-nowrap shadow-sm ${CHART_TEXT_CLASS} ${CHART_TOOLTIP_CLASS}`}
      style={{
        left: x,
        top: flipY ? y - offset : y + offset,
        transform: `translate(${shiftX}, ${flipY ? '-100%' : '0'})`,
      }}
    >
      <p className="font-medium">{label}</p>
      <ul className="mt-1 space-y-0.5">
        {entries.map((entry) => (
          <li key={entry.key} className="flex items-center gap-1.5">
            <span className="size-2.5 shrink-0" style={{ background: entry.colour }} />
            <span>{entry.label}:</span>
            <span className="font-medium tabular-nums">{entry.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
