import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <ConfirmDialog
      title="Delete contract?"
      message="The contract for Miro will be removed for good."
      confirmLabel="Delete contract"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { ...view, onConfirm, onClose, user };
}

describe('ConfirmDialog', () => {
  it('asks with its title and message, focus on Cancel, and confirms with its own words', async () => {
    const { onConfirm, onClose, user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Delete contract?' });
    expect(dialog).toHaveAccessibleDescription('The contract for Miro will be removed for good.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete contract' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is left with Cancel or Escape', async () => {
    const { onClose, user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while pending, the confirm button is busy and neither Cancel nor Escape leaves', async () => {
    const { onClose, onConfirm, user } = renderDialog({ pending: true });
    const confirm = await screen.findByRole('button', { name: 'Delete contract' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(confirm);
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete contract?' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, announced, and stays open", async () => {
    renderDialog({ error: 'This vendor is still used by 3 apps.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This vendor is still used by 3 apps.');
    expect(screen.getByRole('dialog', { name: 'Delete contract?' })).toBeInTheDocument();
  });

  it('shows what it applies to, and takes a milder tone for what can be undone', async () => {
    renderDialog({
      tone: 'primary',
      children: (
        <ul aria-label="Seats to reclaim">
          <li>Ada</li>
        </ul>
      ),
    });
    expect(await screen.findByRole('list', { name: 'Seats to reclaim' })).toHaveTextContent('Ada');
    expect(screen.getByRole('button', { name: 'Delete contract' }).className).toContain('bg-indigo-600');
  });

  it('renders nothing while not open', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
