import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/** The text of the open menu's active item (the one its list points at), or null when none is. */
export function activeMenuItem(): string | null {
  const id = screen.getByRole('menu').getAttribute('aria-activedescendant');
  return (id && document.getElementById(id)?.textContent) || null;
}

/**
 * Presses keys, one after another, where focus is (in an open menu, its list). Dispatched at once,
 * so a test that has stopped the clock with `vi.useFakeTimers` decides how long passes between them.
 */
export function pressKeys(...keys: string[]): void {
  for (const key of keys) fireEvent.keyDown(document.activeElement ?? document.body, { key });
}

/** Lets `ms` pass on a stopped clock (`vi.useFakeTimers`). */
export function letTimePass(ms: number): void {
  act(() => vi.advanceTimersByTime(ms));
}

/** Tabs to the rendered menu's button and opens it with Enter, as a keyboard user does; `first` is then active. */
export async function openMenuByKeyboard(user: UserEvent, first: string): Promise<void> {
  await user.tab();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(activeMenuItem()).toBe(first));
}
