import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { useUiStore } from '@/stores/ui';

useMockApi();
// A phone: below the small-screen breakpoint (576 px).
useMatchMedia(390);

beforeEach(() => useUiStore.getState().setSidebarOpen(false));

async function renderPhone() {
  await signInWithTokens('user@acme.test');
  const app = await renderApp('/cards', { heading: 'Cards' });
  const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
  // The page's own bar holds the menu button; the sidebar's logo is the same control.
  const menuButton = screen
    .getAllByRole('button', { name: 'Toggle sidebar' })
    .find((button) => !sidebar.contains(button));
  if (!menuButton) throw new Error('no menu button outside the sidebar');
  return { ...app, sidebar, menuButton };
}

describe('the sidebar on a phone (a drawer)', () => {
  it('opens from the menu button, takes focus, and Escape closes it and returns focus', async () => {
    const { user, sidebar, menuButton } = await renderPhone();
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(sidebar).toHaveAttribute('data-state', 'open');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(sidebar).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(menuButton).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    const { user, sidebar, menuButton } = await renderPhone();
    await user.click(menuButton);
    const logo = within(sidebar).getByRole('button', { name: 'Toggle sidebar' });
    await waitFor(() => expect(logo).toHaveFocus());

    // Backwards from the first control wraps to the last (the user card's Logout link) …
    await user.tab({ shift: true });
    const logout = within(sidebar).getByRole('link', { name: 'Logout' });
    expect(logout).toHaveFocus();
    // … and forwards from the last comes back to the first.
    await user.tab();
    expect(logo).toHaveFocus();
    // Every step of a full round stays inside.
    for (let step = 0; step < 20; step += 1) {
      await user.tab();
      expect(sidebar).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on a press outside it and on its own logo, focus back on the menu button', async () => {
    const { user, sidebar, menuButton } = await renderPhone();
    await user.click(menuButton);
    await user.click(screen.getByRole('heading', { level: 1, name: 'Cards' }));
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    expect(sidebar).toHaveAttribute('data-state', 'open');
    await user.click(within(sidebar).getByRole('button', { name: 'Toggle sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(menuButton).toHaveFocus();
  });

  it('closes when one of its links is followed', async () => {
    const { user, sidebar, menuButton, router } = await renderPhone();
    await user.click(menuButton);
    await user.click(within(sidebar).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sidebar).toHaveAttribute('data-state', 'closed'));
  });
});
