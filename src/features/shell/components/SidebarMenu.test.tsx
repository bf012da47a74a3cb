import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LifeBuoy, LayoutDashboard, DatabaseZap, FlaskConical } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/stores/ui';
import type { MenuItem } from '../model/menu';
import { SidebarMenu } from './SidebarMenu';

const items: MenuItem[] = [
  { kind: 'route', label: 'Dashboard', icon: LayoutDashboard, to: '/', exact: true },
  { kind: 'separator', id: 'one' },
  { kind: 'external', label: 'Status page', icon: LifeBuoy, href: 'https://status.example', newWindow: true },
  { kind: 'external', label: 'Contact support', icon: LifeBuoy, href: 'mailto:support@example.com' },
  {
    kind: 'group',
    label: 'Demo tools',
    icon: FlaskConical,
    items: [{ kind: 'action', label: 'Reset demo data', icon: DatabaseZap, action: 'reset' }],
  },
];

async function renderMenu(compact = false) {
  const onAction = vi.fn();
  const rootRoute = createRootRoute({
    component: () => <SidebarMenu items={items} compact={compact} onAction={onAction} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('link', { name: 'Dashboard' });
  return { onAction };
}

describe('SidebarMenu', () => {
  it('renders an internal route as a link marked current when active', async () => {
    await renderMenu();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens external links in a new window only when asked, safely', async () => {
    await renderMenu();
    const status = screen.getByRole('link', { name: /Status page/ });
    expect(status).toHaveAttribute('target', '_blank');
    expect(status).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Contact support' })).not.toHaveAttribute('target');
  });

  it('runs a click action from inside an accordion group', async () => {
    const { onAction } = await renderMenu();
    const group = screen.getByRole('button', { name: 'Demo tools' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).toBeNull();
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    expect(onAction).toHaveBeenCalledWith('reset');
  });

  it('keeps a closed group out of reach, also once it was open, and opens it to Tab', async () => {
    await renderMenu();
    const user = userEvent.setup();
    const group = screen.getByRole('button', { name: 'Demo tools' });
    const panel = document.getElementById(group.getAttribute('aria-controls')!)!;
    // `inert` keeps the browser's Tab and its accessibility tree out (jsdom's Tab does not know it).
    expect(panel).toHaveAttribute('inert');

    await user.click(group);
    expect(panel).not.toHaveAttribute('inert');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset demo data' })).toHaveFocus();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).toBeNull();
    expect(panel).toHaveAttribute('inert');
  });

  it('animates a group 300 ms as it opens and as it closes, and not at all with reduced motion', async () => {
    await renderMenu();
    const user = userEvent.setup();
    const group = screen.getByRole('button', { name: 'Demo tools' });
    const panel = document.getElementById(group.getAttribute('aria-controls')!)!;
    const motion = () => ({
      state: panel.dataset.state,
      // The transition stands in both states, so the change either way runs it.
      animated: /(^| )transition-\[grid-template-rows[^ ]*\]( |$)/.test(panel.className),
      duration: panel.className.split(' ').filter((name) => name.includes('duration-')),
      reduced: panel.className.split(' ').includes('motion-reduce:transition-none'),
    });
    const expected = { animated: true, duration: ['duration-300'], reduced: true };
    expect(motion()).toEqual({ state: 'closed', ...expected });
    await user.click(group);
    expect(motion()).toEqual({ state: 'open', ...expected });
    await user.click(group);
    expect(motion()).toEqual({ state: 'closed', ...expected });
  });

  it('keeps accessible names when compact', async () => {
    await renderMenu(true);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });
});

describe('layout flags', () => {
  it('start with the defaults: side bar on, banner on, header off', () => {
    const { showSidebar, showBanner, showHeader } = useUiStore.getState();
    expect({ showSidebar, showBanner, showHeader }).toEqual({
      showSidebar: true,
      showBanner: true,
      showHeader: false,
    });
  });
});
