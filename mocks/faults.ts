/**
 * Injected faults: QA asks for "the next N calls to X fail with Y" through /__demo__/faults, since
 * Playwright's page.route cannot see requests the service worker answers.
 */
import { API_PREFIX } from '@/lib/api-url';

export interface Fault {
  id: number;
  /** Upper-case HTTP method, or null for any. */
  method: string | null;
  /** Matched against the path after /api/v1 (plus query): equal to it or contained in it. */
  path: string;
  /** null holds the call for `delay_ms`, then lets its route answer (a write kept in flight). */
  status: number | null;
  body: unknown;
  /** Remaining matches; -1 keeps failing until the faults are cleared. */
  times: number;
  delay_ms: number;
}

export type FaultInput = Omit<Fault, 'id'>;

let faults: Fault[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

export function onFaultsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function listFaults(): Fault[] {
  return faults.map((fault) => ({ ...fault }));
}

/** Accepts both `/tenants/` and `/api/v1/tenants/`. */
export function normaliseFaultPath(path: string): string {
  return path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) || '/' : path;
}

export function addFault(input: FaultInput): Fault {
  const fault: Fault = { ...input, id: nextId++, path: normaliseFaultPath(input.path) };
  faults.push(fault);
  changed();
  return { ...fault };
}

export function clearFaults(): void {
  faults = [];
  changed();
}

export function replaceFaults(list: Fault[]): void {
  faults = list.map((fault) => ({ ...fault }));
  nextId = Math.max(nextId, ...faults.map((fault) => fault.id + 1));
  changed();
}

/** Finds the first fault for this call and uses up one of its matches. */
export function takeFault(method: string, pathAndQuery: string): Fault | undefined {
  const fault = faults.find(
    (f) => (f.method === null || f.method === method.toUpperCase()) && pathAndQuery.includes(f.path),
  );
  if (!fault) return undefined;
  if (fault.times > 0) {
    fault.times -= 1;
    if (fault.times === 0) faults = faults.filter((f) => f !== fault);
  }
  changed();
  return { ...fault };
}
