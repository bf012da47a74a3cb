import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { PAGE_LOAD, signInAs } from '@/test/app';
import { useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';
import { SearchCombobox } from '@/components/form';
import { PersonFilter, PersonPicker, usePersonChoices } from './PersonPicker';

const server = useMockApi();
useResizeObserver();

beforeEach(() => signInAs('admin@acme.test'));

function withQueries(children: React.ReactNode) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('PersonPicker', () => {
  it('searches the active users by name and gives back the person chosen, or nobody', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(withQueries(<PersonPicker noneLabel="No owner" value={null} onChange={onChange} />));
    const input = screen.getByRole('combobox', { name: 'Owner' });

    await user.type(input, 'olivia');
    await user.click(await screen.findByRole('option', { name: /^Olivia Bennett \(.+@.+\)$/ }, PAGE_LOAD));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ first_name: 'Olivia', last_name: 'Bennett', user_id: expect.any(String) }),
    );

    await user.click(screen.getByRole('button', { name: 'Show owner choices' }));
    await user.click(await screen.findByRole('option', { name: 'No owner' }));
    expect(onChange).toHaveBeenLastCalledWith(null);

    await user.type(input, 'zzzz nobody');
    expect(await screen.findByText('Nobody matches.', {}, PAGE_LOAD)).toBeInTheDocument();
  });
});

describe('usePersonChoices', () => {
  function HolderPicker() {
    const people = usePersonChoices({ cardsUsersOnly: true });
    return <SearchCombobox label="Holder" value={null} onChange={vi.fn()} {...people} />;
  }

  it('offers only people with card access when asked to (a card’s holder)', async () => {
    const asked: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/users/')) asked.push(url.searchParams);
    });
    const user = userEvent.setup({ delay: null });
    render(withQueries(<HolderPicker />));
    const input = screen.getByRole('combobox', { name: 'Holder' });

    await user.type(input, 'olivia');
    expect(await screen.findByRole('option', { name: /^Olivia Bennett/ }, PAGE_LOAD)).toBeInTheDocument();
    // Noah Fischer (new@acme.test) has no card access.
    await user.clear(input);
    await user.type(input, 'noah fischer');
    expect(await screen.findByText('Nobody matches.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(asked.length).toBeGreaterThan(0);
    for (const params of asked) expect(params.get('is_cards_user')).toBe('true');
    server.events.removeAllListeners();
  });
});

describe('PersonFilter', () => {
  function OwnerFilter({ onChange }: { onChange: (id: string) => void }) {
    const [owner, setOwner] = useState('');
    return (
      <PersonFilter
        noneLabel="All owners"
        value={owner}
        onChange={(id) => {
          setOwner(id);
          onChange(id);
        }}
      />
    );
  }

  it('holds only the id, showing the name of the person just chosen; "All owners" clears it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(withQueries(<OwnerFilter onChange={onChange} />));
    const input = screen.getByRole('combobox', { name: 'Owner' });

    await user.type(input, 'olivia');
    await user.click(await screen.findByRole('option', { name: /^Olivia Bennett/ }, PAGE_LOAD));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/.+/));
    expect(input).toHaveValue('Olivia Bennett');

    await user.click(screen.getByRole('button', { name: 'Show owner choices' }));
    await user.click(await screen.findByRole('option', { name: 'All owners' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it('shows a person it was given by id under the name the caller knows', () => {
    render(
      withQueries(
        <PersonFilter
          value="u-1"
          known={{
            user_id: 'u-1',
            first_name: 'Ada',
            last_name: 'Lovelace',
            email: 'ada@acme.test',
            avatar: null,
          }}
          onChange={vi.fn()}
        />,
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Ada Lovelace');
  });
});
