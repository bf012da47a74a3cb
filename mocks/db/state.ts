/**
 * What the mock server keeps besides its records: the active scenario and reference day, the
 * refresh-token blacklist (simplejwt's), and the change listeners browser persistence hangs on.
 */
import type { ScenarioName } from '../scenarios';

export const state: {
  scenario: ScenarioName;
  /** Start of the UTC day the seed's relative dates (due dates, created_at) were computed from. */
  referenceDate: string;
} = { scenario: 'default', referenceDate: new Date(0).toISOString() };

/** jti of every refresh token that was rotated or signed out (simplejwt's blacklist app). */
export const revokedJtis = new Set<string>();

type ChangeListener = () => void;
const changeListeners = new Set<ChangeListener>();

/** Called after any data change that should survive a reload (browser persistence listens). */
export function onDataChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function notifyDataChange(): void {
  changeListeners.forEach((listener) => listener());
}

export function revokeJti(jti: string): void {
  revokedJtis.add(jti);
  notifyDataChange();
}
