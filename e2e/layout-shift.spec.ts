import { expect, test } from '@playwright/test';
import { SIGNED_IN_PAGES } from '../scripts/bench-lighthouse.mjs';
import { openSignedIn } from './support/auth';

/**
 * Nothing moves while a signed-in page loads: on a phone (where Lighthouse measures too), a cold load
 * of every signed-in page with a fixed address adds up to a layout shift under 0.05 by the time its
 * data has arrived. What stands above a list holds its place while the list loads.
 */
const MAX_LAYOUT_SHIFT = 0.05;

/** One shift the page reported: its score, and the text of the first element it moved. */
interface Shift {
  value: number;
  at: string;
}
type WithShifts = Window & { __layoutShifts: Shift[] };

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

for (const { path, role } of SIGNED_IN_PAGES) {
  test(`${path} loads without moving`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as WithShifts).__layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const node = entry.sources?.[0]?.node;
          shifts.push({ value: entry.value, at: node?.textContent?.slice(0, 60) ?? node?.nodeName ?? '?' });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openSignedIn(page, role, path);
    // Settled: the page's calls have all been answered (the notification socket is no request).
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () =>
        new Promise<Shift[]>((resolve) =>
          // Two frames, so a shift caused by the last reply has been laid out and reported.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve((window as unknown as WithShifts).__layoutShifts)),
          ),
        ),
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `${path} moved: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_LAYOUT_SHIFT);
  });
}
