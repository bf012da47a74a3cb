import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhoneCollapseCard } from './PhoneCollapseCard';

describe('PhoneCollapseCard', () => {
  it('names a disclosure in its header that controls the content', async () => {
    const user = userEvent.setup();
    render(
      <PhoneCollapseCard title="Payment account" label="Account details">
        <p>Account name</p>
      </PhoneCollapseCard>,
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
