import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './FileDropZone';

const png = new File(['x'], 'logo.png', { type: 'image/png' });

function Zone({
  onChoose,
  disabled = false,
}: {
  onChoose: (files: readonly File[]) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <label htmlFor="logo">Logo</label>
      <FileDropZone
        id="logo"
        accept="image/png"
        disabled={disabled}
        onChoose={onChoose}
        className="p-4"
        chooseLabel={disabled ? undefined : 'Choose image'}
        actions={<button type="button">Remove</button>}
      >
        <p>Drop an image here.</p>
      </FileDropZone>
    </>
  );
}

describe('FileDropZone', () => {
  it('hands on a chosen or dropped file, and takes the same file again after a choice', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Zone onChoose={onChoose} />);
    const input = screen.getByLabelText('Logo');
    await user.upload(input, png);
    await user.upload(input, png);
    expect(onChoose).toHaveBeenNthCalledWith(2, [png]);

    fireEvent.drop(screen.getByText('Drop an image here.').parentElement!, {
      dataTransfer: { files: [png] },
    });
    expect(onChoose).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('disabled, takes nothing dropped and shows no buttons', () => {
    const onChoose = vi.fn();
    render(<Zone onChoose={onChoose} disabled />);
    fireEvent.drop(screen.getByText('Drop an image here.').parentElement!, {
      dataTransfer: { files: [png] },
    });
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Logo')).toBeDisabled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('busy, takes nothing dropped and shows its button busy; the input can carry its own name', () => {
    const onChoose = vi.fn();
    render(
      <FileDropZone
        id="csv"
        accept=".csv"
        inputLabel="CSV file"
        busy
        onChoose={onChoose}
        className="p-4"
        chooseLabel="Choose CSV file"
        chooseAutoFocus
      >
        <p>Drop a CSV file here.</p>
      </FileDropZone>,
    );
    fireEvent.drop(screen.getByText('Drop a CSV file here.').parentElement!, {
      dataTransfer: { files: [png] },
    });
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('CSV file')).toBeDisabled();
    const choose = screen.getByRole('button', { name: 'Choose CSV file' });
    expect(choose).toBeDisabled();
    expect(choose).toHaveAttribute('data-autofocus');
  });
});
