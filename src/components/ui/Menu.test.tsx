import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeMenuItem, openMenuByKeyboard, letTimePass, pressKeys } from '@/test/menu';
import { useResizeObserver } from '@/test/resize-observer';
import { MENU_PAGE_STEP, MENU_TYPEAHEAD_RESET_MS, Menu, MenuButton, MenuItem, MenuItems } from './Menu';

useResizeObserver();

const FRUIT = ['Apple', 'Banana', 'Blueberry', 'Cherry', 'Date', 'Elderberry', 'Fig', 'Grape', 'Kiwi'];

function Fruit({ disabled = [], onChoose }: { disabled?: string[]; onChoose?: (name: string) => void }) {
  return (
    <Menu>
      <MenuButton>Fruit</MenuButton>
      <MenuItems anchor="bottom start">
        {FRUIT.map((name) => (
          <MenuItem key={name} disabled={disabled.includes(name)}>
            <button type="button" onClick={() => onChoose?.(name)}>
              {name}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/** Opens the menu from its button with Enter (its first item active), then stops the clock. */
async function openWithKeyboard(menu = <Fruit />) {
  const user = userEvent.setup();
  render(menu);
  await openMenuByKeyboard(user, 'Apple');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

describe('Menu keys', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names its constants: a 500 ms type-ahead and a page of 5 items', () => {
    expect(MENU_TYPEAHEAD_RESET_MS).toBe(500);
    expect(MENU_PAGE_STEP).toBe(5);
  });

  it('lands on the item that starts with "ba" when "b" then "a" come within 500 ms', async () => {
    await openWithKeyboard(
      <Menu>
        <MenuButton>Fruit</MenuButton>
        <MenuItems anchor="bottom start">
          {['Apple', 'Blueberry', 'Banana', 'Cherry'].map((name) => (
            <MenuItem key={name}>
              <button type="button">{name}</button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>,
    );
    pressKeys('b');
    expect(activeMenuItem()).toBe('Blueberry');
    letTimePass(MENU_TYPEAHEAD_RESET_MS - 1);
    pressKeys('a');
    expect(activeMenuItem()).toBe('Banana');
  });

  it('finds the item that starts with the letters typed within 500 ms of each other', async () => {
    await openWithKeyboard();
    pressKeys('b');
    expect(activeMenuItem()).toBe('Banana');
    letTimePass(400);
    pressKeys('l');
    expect(activeMenuItem()).toBe('Blueberry');
  });

  it('starts a new search after 500 ms without a key, but not at 400 ms', async () => {
    await openWithKeyboard();
    pressKeys('c');
    expect(activeMenuItem()).toBe('Cherry');
    letTimePass(400);
    // Still one search: "cd" matches nothing, so the active item stays.
    pressKeys('d');
    expect(activeMenuItem()).toBe('Cherry');
    letTimePass(MENU_TYPEAHEAD_RESET_MS);
    pressKeys('d');
    expect(activeMenuItem()).toBe('Date');
  });

  it('moves on to the next match when the same first letter is typed again after a pause', async () => {
    await openWithKeyboard();
    pressKeys('b');
    expect(activeMenuItem()).toBe('Banana');
    letTimePass(MENU_TYPEAHEAD_RESET_MS);
    pressKeys('b');
    expect(activeMenuItem()).toBe('Blueberry');
  });

  it('moves 5 items with PageDown and PageUp, stopping at the ends', async () => {
    await openWithKeyboard();
    // From the first item to the sixth.
    pressKeys('PageDown');
    expect(activeMenuItem()).toBe('Elderberry');
    pressKeys('PageDown');
    expect(activeMenuItem()).toBe('Kiwi');
    pressKeys('PageUp');
    expect(activeMenuItem()).toBe('Cherry');
    pressKeys('PageUp');
    expect(activeMenuItem()).toBe('Apple');
    pressKeys('PageUp');
    expect(activeMenuItem()).toBe('Apple');
  });

  it('skips disabled items as the arrows do, and still chooses with Enter', async () => {
    const onChoose = vi.fn();
    await openWithKeyboard(<Fruit disabled={['Banana', 'Cherry']} onChoose={onChoose} />);
    pressKeys('PageDown');
    // Apple, Blueberry, Date, Elderberry, Fig, Grape: five steps from the first enabled item.
    expect(activeMenuItem()).toBe('Grape');
    pressKeys('b');
    expect(activeMenuItem()).toBe('Blueberry');
    expect(screen.getByRole('menu')).toHaveFocus();
    pressKeys('Enter');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Blueberry');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus());
  });
});
