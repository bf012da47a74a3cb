import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { DarkModeSwitch } from './DarkModeSwitch';

describe('DarkModeSwitch', () => {
  beforeEach(() => useSessionStore.getState().setDarkTheme(false));

  it('is a switch named "Dark mode" that flips the theme by click, by its words and by keyboard', async () => {
    const user = userEvent.setup();
    render(<DarkModeSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(useSessionStore.getState().darkTheme).toBe(true);

    await user.click(screen.getByText('Dark mode'));
    expect(toggle).not.toBeChecked();

    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(useSessionStore.getState().darkTheme).toBe(false);
  });

  it('keeps its name when the sidebar is compact', () => {
    render(<DarkModeSwitch compact />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
  });
});
