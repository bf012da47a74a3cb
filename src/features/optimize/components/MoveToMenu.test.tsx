import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activeMenuItem, openMenuByKeyboard, pressKeys } from '@/test/menu';
import { useResizeObserver } from '@/test/resize-observer';
import { MoveToMenu } from './MoveToMenu';

useResizeObserver();

describe('MoveToMenu', () => {
  it('is worked by keyboard: PageDown and PageUp move five items, stopping at the ends, letters find one', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<MoveToMenu slot={{ status: 'identified', index: 1 }} columnSize={3} onMove={onMove} />);
    await openMenuByKeyboard(user, 'In review');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'In review',
      'Negotiating',
      'Realised',
      'Dismissed',
      'Move up',
      'Move down',
    ]);
    pressKeys('PageDown');
    expect(activeMenuItem()).toBe('Move down');
    pressKeys('PageDown');
    expect(activeMenuItem()).toBe('Move down');
    pressKeys('PageUp');
    expect(activeMenuItem()).toBe('In review');
    pressKeys('d');
    expect(activeMenuItem()).toBe('Dismissed');
    pressKeys('Enter');
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ status: 'dismissed', index: 0 });
  });
});
