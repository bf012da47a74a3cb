/**
 * In the browser the mock API shares the page's main thread: seeding thousands of rows in one go
 * would freeze the page (a long task). Long jobs call `breathe()` between small units of work; once a
 * slice has run for SLICE_MS the job yields to the event loop, so input and rendering go first.
 * In Node (tests, the standalone server) there is no page to keep responsive: `breathe()` never yields.
 */
const SLICE_MS = 12;
const IN_BROWSER = typeof window !== 'undefined' && typeof document !== 'undefined';

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Lets the browser run what is waiting (input, rendering, other tasks) before going on. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export type Breathe = () => Promise<void>;

/**
 * A job's breathing point: yields when the current slice has used its time (browser only).
 * `onSlice` hears of each finished slice (start and end, in performance.now() time).
 */
export function timeSlicer({
  sliceMs = SLICE_MS,
  inBrowser = IN_BROWSER,
  onSlice,
}: TimeSlicerOptions = {}): Breathe {
  let sliceStart = performance.now();
  return async () => {
    const now = performance.now();
    if (!inBrowser || now - sliceStart < sliceMs) return;
    onSlice?.(sliceStart, now);
    await yieldToMain();
    sliceStart = performance.now();
  };
}

export interface TimeSlicerOptions {
  sliceMs?: number;
  inBrowser?: boolean;
  onSlice?: (start: number, end: number) => void;
}
