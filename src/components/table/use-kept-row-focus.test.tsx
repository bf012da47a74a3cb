import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeptRowFocus } from './use-kept-row-focus';

function Harness({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState(initial);
  const container = useRef<HTMLDivElement>(null);
  useKeptRowFocus(container, rows);
  const drop = (name: string) => setRows((current) => current.filter((row) => row !== name));
  return (
    <>
      <div ref={container}>
        <table>
          <tbody>
            {rows.map((name) => (
              <tr key={name}>
                <td>
                  <a href={`#${name}`}>{name}</a>
                </td>
                <td>
                  <button type="button" data-action="ignore" onClick={() => drop(name)}>
                    Ignore {name}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <button type="button">Clear search and filters</button>}
      </div>
      <button type="button" onClick={() => drop('Zoom')}>
        Elsewhere drops Zoom
      </button>
    </>
  );
}

describe('useKeptRowFocus', () => {
  it('moves focus to the same control of the row that takes the place of the one that left', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Slack', 'Zoom', 'Figma']} />);
    await user.click(screen.getByRole('button', { name: 'Ignore Zoom' }));
    expect(screen.getByRole('button', { name: 'Ignore Figma' })).toHaveFocus();
    // The last row leaves: the row before it.
    await user.click(screen.getByRole('button', { name: 'Ignore Figma' }));
    expect(screen.getByRole('button', { name: 'Ignore Slack' })).toHaveFocus();
    // No row is left: the first control left in the list.
    await user.click(screen.getByRole('button', { name: 'Ignore Slack' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Clear search and filters' })).toHaveFocus(),
    );
  });

  it('leaves focus where the user put it outside the table', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Slack', 'Zoom']} />);
    await user.click(screen.getByRole('button', { name: 'Ignore Slack' }));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere drops Zoom' });
    await user.click(elsewhere);
    expect(elsewhere).toHaveFocus();
  });
});
