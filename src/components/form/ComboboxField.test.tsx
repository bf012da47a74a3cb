import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useResizeObserver } from '@/test/resize-observer';
import { fieldRules, useAppForm, type ComboboxSource } from '.';

interface Fruit {
  id: string;
  name: string;
}
const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple' },
  { id: 'b', name: 'Banana' },
  { id: 'c', name: 'Cherry' },
];

/** Choices narrowed in the browser, as a server would narrow them. */
function useFruitChoices(): ComboboxSource<Fruit> {
  const [typed, setTyped] = useState('');
  return {
    options: FRUITS.filter((fruit) => fruit.name.toLowerCase().includes(typed.toLowerCase())),
    onSearch: setTyped,
    keyOf: (fruit) => fruit.id,
    nameOf: (fruit) => fruit.name,
    noMatch: 'No fruit matches.',
  };
}

function FruitForm({ onSave }: { onSave: (fruit: Fruit | null) => void }) {
  const fruits = useFruitChoices();
  const form = useAppForm({
    defaultValues: { fruit: null as Fruit | null },
    onSubmit: ({ value }) => onSave(value.fruit),
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField
          name="fruit"
          validators={{ onSubmit: fieldRules('Fruit', 'required', (fruit: Fruit | null) => fruit?.id ?? '') }}
        >
          {(field) => <field.ComboboxField label="Fruit" noneLabel="No fruit" {...fruits} />}
        </form.AppField>
        <form.SubmitButton>Save</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

useResizeObserver();

describe('field.ComboboxField', () => {
  it("is labelled, shows the rule's message beside it, and picks a choice by typing", async () => {
    const onSave = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<FruitForm onSave={onSave} />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription('Fruit is required.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(input, 'an');
    expect(screen.getByRole('option', { name: 'Banana' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Apple' })).not.toBeInTheDocument();
    // The choice that clears the value is offered only while nothing is typed.
    expect(screen.queryByRole('option', { name: 'No fruit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    expect(input).toHaveValue('Banana');
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ id: 'b', name: 'Banana' });
  });

  it('says so when nothing matches, and opens from its button with every choice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FruitForm onSave={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    await user.type(input, 'kiwi');
    expect(screen.getByText('No fruit matches.')).toBeInTheDocument();
    await user.clear(input);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Show fruit choices' }));
    expect(screen.getByRole('option', { name: 'No fruit' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });
});
