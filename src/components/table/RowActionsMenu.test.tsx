import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Check, EyeOff, Merge } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { activeMenuItem, openMenuByKeyboard, pressKeys } from '@/test/menu';
import { useResizeObserver } from '@/test/resize-observer';
import { ROW_ACTIONS_ATTRIBUTE } from './RowActions';
import { ROW_MENU_ACTION, RowActionsMenu } from './RowActionsMenu';

useResizeObserver();

describe('RowActionsMenu', () => {
  it('opens from one button named after the row and reads each item by its text', async () => {
    const user = userEvent.setup();
    const onApprove = vi.fn();
    render(
      <RowActionsMenu
        label="Review Slack"
        rowId="f-1"
        actions={[
          { label: 'Approve Slack', text: 'Approve', icon: Check, onSelect: onApprove },
          false,
          { label: 'Ignore Slack', title: 'Ignore', icon: EyeOff, onSelect: vi.fn() },
          'separator',
          { label: 'Merge Slack with another app', text: 'Merge with…', icon: Merge, onSelect: vi.fn() },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Review Slack' });
    expect(button).toHaveAttribute('data-action', ROW_MENU_ACTION);
    expect(button.closest(`[${ROW_ACTIONS_ATTRIBUTE}]`)).toHaveAttribute(ROW_ACTIONS_ATTRIBUTE, 'f-1');

    await user.click(button);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Approve', 'Ignore', 'Merge with…']);
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    await user.click(items[0]!);
    expect(onApprove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is worked by keyboard: Enter opens it, arrows move, Enter runs the item, focus goes back', async () => {
    const user = userEvent.setup();
    const onIgnore = vi.fn();
    render(
      <RowActionsMenu
        label="Review Zoom"
        actions={[
          { label: 'Approve Zoom', text: 'Approve', icon: Check, onSelect: vi.fn() },
          { label: 'Ignore Zoom', text: 'Ignore', icon: EyeOff, onSelect: onIgnore },
        ]}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Review Zoom' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onIgnore).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review Zoom' })).toHaveFocus());
  });

  it('shows nothing for a row that offers nothing, and no separator at either end', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <RowActionsMenu label="Review Zoom" actions={[false, 'separator']} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <RowActionsMenu
        label="Review Zoom"
        actions={[
          'separator',
          { label: 'Ignore Zoom', text: 'Ignore', icon: EyeOff, onSelect: vi.fn() },
          'separator',
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Review Zoom' }));
    await screen.findByRole('menu');
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });

  it('moves five items with PageDown and back with PageUp, and finds an item by its first letters', async () => {
    const user = userEvent.setup();
    const names = ['Approve', 'Ignore', 'Merge', 'Rename', 'Tag', 'Archive', 'Delete'];
    render(
      <RowActionsMenu
        label="Review Zoom"
        actions={names.map((text) => ({ label: `${text} Zoom`, text, icon: Check, onSelect: vi.fn() }))}
      />,
    );
    await openMenuByKeyboard(user, 'Approve');
    pressKeys('PageDown');
    expect(activeMenuItem()).toBe('Archive');
    pressKeys('PageDown');
    expect(activeMenuItem()).toBe('Delete');
    pressKeys('PageUp');
    expect(activeMenuItem()).toBe('Ignore');
    pressKeys('PageUp');
    expect(activeMenuItem()).toBe('Approve');
    pressKeys('t');
    expect(activeMenuItem()).toBe('Tag');
  });
});
