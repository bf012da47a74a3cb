import { useCallback, useState } from 'react';

/**
 * The width in px of the element the returned ref is attached to, following it as it resizes. It is
 * 0 until the element has been measured (and stays 0 where there is no layout, as in jsdom).
 */
export function useContainerWidth<T extends HTMLElement>(): [(element: T | null) => () => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    // Whole pixels: a sub-pixel change would redraw the plot for nothing.
    const measure = (next: number) => setWidth(Math.floor(next));
    if (element) measure(element.getBoundingClientRect().width);
    if (!element || typeof ResizeObserver === 'undefined') return () => undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
