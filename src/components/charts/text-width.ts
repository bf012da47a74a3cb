/**
 * A label's width in px, estimated from its length: the fallback where nothing can be measured (as
 * in jsdom). Generous on purpose, wide enough for the widest common sans-serif: an over-estimate
 * thins one label too many, an under-estimate lets two overlap.
 */
export function estimateTextWidth(text: string, fontSize = 12): number {
  return text.length * fontSize * 0.6;
}

const measured = new Map<string, number>();
let context: OffscreenCanvasRenderingContext2D | null | undefined;
let fontFamily = '';

/** A canvas to measure text on, or null where there is none (jsdom). Made once. */
function measuringContext(): OffscreenCanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  context =
    typeof OffscreenCanvas === 'undefined' || typeof document === 'undefined'
      ? null
      : new OffscreenCanvas(1, 1).getContext('2d');
  // The page's font, read once: the axis' labels inherit it.
  if (context) fontFamily = getComputedStyle(document.documentElement).fontFamily || 'sans-serif';
  return context;
}

/**
 * How wide `text` draws in the page's font at `fontSize` px (the width an axis label will take),
 * measured once per text on a canvas, or estimated where there is none. A canvas measures without
 * laying out the page: measuring in the document while a page renders forced a layout per label.
 */
export function textWidth(text: string, fontSize = 12): number {
  const key = `${fontSize}\u0000${text}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  let width = 0;
  const canvas = measuringContext();
  if (canvas) {
    canvas.font = `${fontSize}px ${fontFamily}`;
    width = canvas.measureText(text).width;
  }
  const result = width > 0 ? width : estimateTextWidth(text, fontSize);
  // Axis labels repeat (months, app names): a small cache covers them; a runaway one starts over.
  if (measured.size > 500) measured.clear();
  measured.set(key, result);
  return result;
}
