import { expect, type Page, type Response } from '@playwright/test';
import { mockControl } from './app';

/** What the `flaky` scenario answers a refused call with (`503 {"detail": …}`). */
export const REFUSAL_TEXT = 'Service temporarily unavailable';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A write the page sends: its method and a pattern of its URL. */
export interface WriteCall {
  method: Method | readonly Method[];
  url: RegExp;
}

/** One thing a page changes back and forth with a single write each time. */
export interface Toggle {
  /** The write `flip` sends. */
  call: WriteCall;
  /** What the page shows of it now. */
  shown: () => Promise<unknown>;
  /** What the API holds of it now. */
  held: () => Promise<unknown>;
  /** One action that changes it (the opposite way each time). */
  flip: () => Promise<unknown>;
}

/**
 * Counts, in the page, every refusal message that appears: a toast, or an inline alert (a form's
 * message), holding the server's text. A message counts each time it appears, so one alert that
 * shows the same text for a second refusal (cleared on the second submit) counts twice.
 */
function watchRefusalMessages(text: string): void {
  const win = window as unknown as { __refusalsShown?: number };
  if (win.__refusalsShown !== undefined) return;
  win.__refusalsShown = 0;
  const showing = new WeakMap<Element, boolean>();
  const scan = () => {
    for (const element of document.querySelectorAll('[data-sonner-toast], [role="alert"]')) {
      const shows = (element.textContent ?? '').includes(text);
      if (shows && !showing.get(element)) win.__refusalsShown! += 1;
      showing.set(element, shows);
    }
  };
  const start = () =>
    new MutationObserver(scan).observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

function isApiWrite(response: Response): boolean {
  const url = response.url();
  return url.includes('/api/v1/') && !url.includes('/__demo__/') && response.request().method() !== 'GET';
}

/** Quick re-reads while a page settles after a reply (the default starts at 100 ms). */
const SETTLING = { intervals: [20, 50, 100, 200] };

/**
 * A journey of writes under the mock API's `flaky` scenario (20% of calls answer 503, in a sequence
 * that restarts with every seed). `start` switches the scenario on the page already open; each
 * `write` performs one action, waits for its reply and, when it was refused, for a refusal message
 * the user can see. `page.on('response')` sees the service worker's answers (`page.route` does not):
 * every refused write the page received must be one the journey saw shown.
 */
export class FlakyJourney {
  /** Refused writes the journey waited for and saw shown. */
  private shownRefusals = 0;
  /** Every write the page sent that was answered 503. */
  private readonly refusedWrites: string[] = [];

  private constructor(private readonly page: Page) {
    page.on('response', (response) => {
      if (isApiWrite(response) && response.status() === 503) {
        this.refusedWrites.push(`${response.request().method()} ${response.url()}`);
      }
    });
  }

  /** Switches the open page's mock API to `flaky` (the same data, reseeded) and starts counting. */
  static async start(page: Page): Promise<FlakyJourney> {
    expect((await mockControl(page, 'POST', 'scenario', { scenario: 'flaky' })).status).toBe(200);
    // No simulated network time: the journey is about what is shown after each reply, not when.
    expect((await mockControl(page, 'POST', 'latency', { mode: 'none' })).status).toBe(200);
    await page.addInitScript(watchRefusalMessages, REFUSAL_TEXT);
    await page.evaluate(watchRefusalMessages, REFUSAL_TEXT);
    return new FlakyJourney(page);
  }

  /** How many refusal messages the page has shown since it loaded. */
  private shown(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __refusalsShown?: number }).__refusalsShown ?? 0);
  }

  /**
   * Runs `action`, which sends `call`, and waits for its reply. A refusal must be shown to the user;
   * returns whether the server accepted the write.
   */
  async write(call: WriteCall, action: () => Promise<unknown>): Promise<boolean> {
    const before = await this.shown();
    const reply = this.page.waitForResponse(
      (response) =>
        [call.method].flat().includes(response.request().method() as Method) && call.url.test(response.url()),
    );
    await action();
    const status = (await reply).status();
    if (status === 503) {
      await expect
        .poll(() => this.shown(), { ...SETTLING, message: `the refused ${call.method} ${call.url} is shown` })
        .toBeGreaterThan(before);
      this.shownRefusals += 1;
      return false;
    }
    expect(status, `${call.method} ${call.url} answered`).toBeLessThan(300);
    return true;
  }

  /**
   * Flips one thing back and forth, at least `min` times and until both a refusal and an acceptance
   * were seen (at most `max` writes): after every write settles the page shows what the API holds,
   * which changed when the write was accepted and did not when it was refused (rolled back).
   */
  async toggle(subject: Toggle, { min = 4, max = 30 } = {}): Promise<void> {
    const outcomes = { accepted: 0, refused: 0 };
    let held = await subject.held();
    const showsHeld = () =>
      expect.poll(subject.shown, { ...SETTLING, message: 'the page shows what the API holds' }).toEqual(held);
    await showsHeld();
    for (let done = 0; done < max && (done < min || !outcomes.accepted || !outcomes.refused); done += 1) {
      const accepted = await this.write(subject.call, subject.flip);
      outcomes[accepted ? 'accepted' : 'refused'] += 1;
      const before = held;
      held = await subject.held();
      if (accepted) expect(held, 'an accepted write changed what the API holds').not.toEqual(before);
      else expect(held, 'a refused write changed nothing').toEqual(before);
      await showsHeld();
    }
    expect(outcomes.refused, 'writes refused').toBeGreaterThan(0);
    expect(outcomes.accepted, 'writes accepted').toBeGreaterThan(0);
    this.expectEveryRefusalShown();
  }

  /** Every refused write the page received was one the journey saw shown. */
  expectEveryRefusalShown(): void {
    expect(this.refusedWrites, 'refused writes the page received').toHaveLength(this.shownRefusals);
  }
}
