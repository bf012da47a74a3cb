import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a section under its title, its actions beside it', () => {
    render(
      <Card title="Statement" actions={<button type="button">Export CSV</button>}>
        <p>Rows</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Statement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { expanded: false })).not.toBeInTheDocument();
  });

  it('with phoneCollapse, names a disclosure in its header that controls the content', async () => {
    const user = userEvent.setup();
    render(
      <Card title="Payment account" phoneCollapse="Account details">
        <p>Account name</p>
      </Card>,
    );
    const button = screen.getByRole('button', { name: 'Account details' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByText('Account name'));
    // Hidden on a phone only while closed; from 576 px up it always shows.
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('max-xs:hidden');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('max-xs:hidden');
    expect(button.closest('div')?.parentElement).toContainElement(
      screen.getByRole('heading', { name: 'Payment account' }),
    );
  });
});
