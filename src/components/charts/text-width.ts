/**
 * A label's width in px, estimated from its length: the fallback where nothing can be measured (as
 * in jsdom). Generous on purpose, wide enough for the widest common sans-serif: an over-estimate
 * thins one label too many, an under-estimate lets two overlap.
 */
export function estimateTextWidth(text: string, fontSize = 12): number {
  return text.length * fontSize * 0.6;
}

const measured = new Map<string, number>();
let probe: HTMLSpanElement | undefined;

/**
 * How wide `text` draws in the page's font at `fontSize` px, measured once per text in a hidden span
 * (the width the axis' labels will take), or estimated where the page has no layout.
 */
export function textWidth(text: string, fontSize = 12): number {
  const key = `${fontSize}\u0000${text}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  let width = 0;
  if (typeof document !== 'undefined' && document.body) {
    if (!probe?.isConnected) {
      probe = document.createElement('span');
      probe.setAttribute('aria-hidden', 'true');
      probe.style.cssText =
        'position:absolute;top:-9999px;left:-9999px;visibility:hidden;white-space:pre;pointer-events:none';
      document.body.append(probe);
    }
    probe.style.fontSize = `${fontSize}px`;
    probe.textContent = text;
    width = probe.getBoundingClientRect().width;
    // Emptied again so the page holds no stray copy of a label.
    probe.textContent = '';
  }
  const result = width > 0 ? width : estimateTextWidth(text, fontSize);
  // Axis labels repeat (months, app names): a small cache covers them; a runaway one starts over.
  if (measured.size > 500) measured.clear();
  measured.set(key, result);
  return result;
}
