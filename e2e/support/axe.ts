import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's WCAG 2.1 AA violations on the page as it settles, one line each (`rule: targets`).
 * Colours are measured at rest: the pointer is moved off every control (no hover colours) and running
 * colour transitions (`transition-colors`, e.g. after a theme switch) are let finish first.
 * `dark` switches the theme first; `exclude` leaves out what is not the page's own (e.g. toasts).
 */
export async function axeViolations(
  page: Page,
  { dark, exclude = [] }: { dark?: boolean; exclude?: string[] } = {},
): Promise<string[]> {
  await page.mouse.move(0, 0);
  if (dark !== undefined) {
    await page.evaluate((value) => document.documentElement.classList.toggle('dark', value), dark);
  }
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
