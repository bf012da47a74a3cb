import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyDialog } from './lazy-dialog';
import { Modal } from './Modal';

interface DialogProps {
  onClose: () => void;
}

/** A dialog with no focus handling of its own: only `lazyDialog` can give focus back. */
function BareDialog({ onClose }: DialogProps) {
  return (
    <div role="dialog" aria-label="Bare">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog takes focus as a dialog does */}
      <input aria-label="Name" autoFocus />
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function KitDialog({ onClose }: DialogProps) {
  return (
    <Modal open title="Edit" onClose={onClose}>
      <input aria-label="Name" />
    </Modal>
  );
}

function Page({ Dialog }: { Dialog: React.ComponentType<DialogProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('lazyDialog', () => {
  it('gives focus back to the opener when a dialog that loaded late closes', async () => {
    const user = userEvent.setup();
    render(<Page Dialog={lazyDialog(() => Promise.resolve(BareDialog))} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('works by keyboard with the kit modal: Enter opens it, Escape closes it, focus is back', async () => {
    const user = userEvent.setup();
    render(<Page Dialog={lazyDialog(() => Promise.resolve(KitDialog))} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
