import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/errors';
import { sendForm, useAppForm } from '.';

function NameCard({ readOnly = false, save }: { readOnly?: boolean; save: (name: string) => Promise<void> }) {
  const form = useAppForm({
    defaultValues: { name: 'Acme' },
    onSubmit: ({ value, formApi }) =>
      sendForm(formApi, () => save(value.name), { fields: ['name'], fallback: 'Unable to save.' }),
  });
  return (
    <form.AppForm>
      <form.CardForm title="Company" readOnly={readOnly} submitLabel="Save company">
        <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
      </form.CardForm>
    </form.AppForm>
  );
}

describe('form.CardForm', () => {
  it('is a card named by its title whose save sends the form; a refusal shows beside the field and in the alert', async () => {
    const user = userEvent.setup();
    const save = vi
      .fn<(name: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(400, { name: ['Taken.'], plan: ['Try later.'] }, 'Unable to save.'))
      .mockResolvedValue(undefined);
    render(<NameCard save={save} />);
    expect(screen.getByRole('heading', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Company' })).toBeEnabled();
    const name = screen.getByLabelText('Name');

    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
    expect(name).toHaveAccessibleDescription('Taken.');
    expect(name).toHaveValue('Acme');

    await user.click(screen.getByRole('button', { name: 'Save company' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('read-only, disables every field and offers no save', () => {
    render(<NameCard readOnly save={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Company' })).toBeDisabled();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save company' })).not.toBeInTheDocument();
  });
});
