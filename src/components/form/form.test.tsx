import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, DemoReadOnlyError } from '@/lib/errors';
import { serverErrors } from '@/lib/server-errors';
import { fieldRules, firstError, FormAlert, showServerErrors, useAppForm } from '.';

describe('fieldRules', () => {
  it("gives the first failing rule's message with the label for {name}", () => {
    const email = fieldRules('Work email', 'required||email||max_val:10');
    expect(email({ value: '' })).toBe('Work email is required.');
    expect(email({ value: 'nope' })).toBe('Work email is not a valid email.');
    expect(email({ value: 'a@verylong.example' })).toBe('Work email must be maximum of 10 characters long.');
    expect(email({ value: 'a@b.io' })).toBeUndefined();
  });

  it('takes a field schema, and judges the prepared value', () => {
    const threshold = fieldRules({ label: 'Threshold', rules: 'required||float' }, (text: string) =>
      text.trim(),
    );
    expect(threshold({ value: '   ' })).toBe('Threshold is required.');
    expect(threshold({ value: ' 12.5 ' })).toBeUndefined();
    expect(fieldRules('Code', ['required'], (text: string) => text.trim())({ value: ' ' })).toBe(
      'Code is required.',
    );
  });

  it('firstError runs validators in order', () => {
    const check = firstError<string>(fieldRules('URL', 'required'), ({ value }) =>
      value.startsWith('https://') ? undefined : 'URL must start with https://.',
    );
    expect(check({ value: '' })).toBe('URL is required.');
    expect(check({ value: 'http://x.io' })).toBe('URL must start with https://.');
    expect(check({ value: 'https://x.io' })).toBeUndefined();
  });
});

function TestForm({ onSave }: { onSave: (value: { email: string; live: boolean }) => Promise<void> }) {
  const form = useAppForm({
    defaultValues: { email: '', live: false },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSave(value);
      } catch (error) {
        showServerErrors(
          formApi,
          serverErrors(error, { fields: ['email', 'live'], fallback: 'Unable to save.' }),
        );
      }
    },
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="email" validators={{ onSubmit: fieldRules('Email', 'required||email') }}>
          {(field) => <field.TextField label="Email" hint="Where we write to you." />}
        </form.AppField>
        <form.AppField name="live">
          {(field) => <field.SwitchField label="Live" description="A paying customer." />}
        </form.AppField>
        <form.FormAlert />
        <form.SubmitButton>Save</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

describe('the form kit', () => {
  it('shows the rule message beside the field on submit, sends nothing, and drops it once the field changes', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    render(<TestForm onSave={onSave} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Where we write to you.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(email).toHaveAccessibleDescription('Email is not a valid email.');
    await user.clear(email);
    await user.type(email, 'ada@acme.test');
    await user.click(screen.getByRole('switch', { name: 'Live' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ email: 'ada@acme.test', live: true }));
  });

  it('keeps the submit button busy while the submit runs', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    render(<TestForm onSave={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await user.type(screen.getByLabelText('Email'), 'ada@acme.test');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).not.toHaveAttribute('aria-busy');
  });

  it("puts the server's field errors beside the fields and the rest in one alert, keeping what was typed", async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError(400, { email: ['Taken.'], live: ['Refused.'], plan: ['No plan.'] }, 'Unable to save.'),
      )
      .mockRejectedValueOnce(new DemoReadOnlyError())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(undefined);
    render(<TestForm onSave={onSave} />);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ada@acme.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No plan.');
    expect(email).toHaveAccessibleDescription('Taken.');
    expect(email).toHaveValue('ada@acme.test');
    const live = screen.getByRole('switch', { name: 'Live' });
    expect(live).toHaveAttribute('aria-invalid', 'true');
    expect(live).toHaveAccessibleDescription('A paying customer. Refused.');

    // A new submit starts clean: the demo's warning alone, then the call's fallback without a reply.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this is a read-only demo account.');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(live).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unable to save.'));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledTimes(4);
  });

  it('FormAlert announces a message on its own', () => {
    render(<FormAlert>Google could not be loaded.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Google could not be loaded.');
  });
});
