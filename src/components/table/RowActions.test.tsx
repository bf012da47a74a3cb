import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileText } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { deleteAction, editAction, ROW_ACTIONS_ATTRIBUTE, RowActions } from './RowActions';

describe('RowActions', () => {
  it('offers a counted button, Edit and Delete, each named after the row, and skips what a row lacks', async () => {
    const user = userEvent.setup();
    const onDocuments = vi.fn();
    const onEdit = vi.fn();
    render(
      <RowActions
        rowId="c-1"
        actions={[
          {
            label: 'Documents (3) of Slack',
            icon: FileText,
            text: '3',
            action: 'documents',
            onSelect: onDocuments,
          },
          editAction('Edit Slack', onEdit),
          false,
          deleteAction('Delete Slack', vi.fn()),
        ]}
      />,
    );
    const documents = screen.getByRole('button', { name: 'Documents (3) of Slack' });
    expect(documents).toHaveTextContent('3');
    expect(documents).toHaveAttribute('data-action', 'documents');
    expect(screen.getByRole('button', { name: 'Edit Slack' })).toHaveAttribute('title', 'Edit');
    expect(screen.getByRole('button', { name: 'Delete Slack' })).toHaveAttribute('title', 'Delete');
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(documents.closest(`[${ROW_ACTIONS_ATTRIBUTE}]`)).toHaveAttribute(ROW_ACTIONS_ATTRIBUTE, 'c-1');

    await user.click(documents);
    await user.click(screen.getByRole('button', { name: 'Edit Slack' }));
    expect(onDocuments).toHaveBeenCalledOnce();
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('keeps a disabled action in view but does not run it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(
      <RowActions actions={[{ ...editAction('Edit a draft', onSelect), disabled: true }]} />,
    );
    const button = within(container).getByRole('button', { name: 'Edit a draft' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onSelect).not.toHaveBeenCalled();
  });
  it("keeps a named action's button, and its focus, when its label changes", () => {
    const documents = (count: number) => [
      { label: `Documents (${count}) of Slack`, icon: FileText, action: 'documents', onSelect: vi.fn() },
    ];
    const { rerender } = render(<RowActions actions={documents(3)} />);
    screen.getByRole('button', { name: 'Documents (3) of Slack' }).focus();
    rerender(<RowActions actions={documents(4)} />);
    expect(screen.getByRole('button', { name: 'Documents (4) of Slack' })).toHaveFocus();
  });
});
