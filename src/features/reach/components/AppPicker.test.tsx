import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { PAGE_LOAD, signInAs } from '@/test/app';
import { useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';
import { AppFilter, AppPicker } from './AppPicker';

useMockApi();
useResizeObserver();

beforeEach(() => signInAs('admin@acme.test'));

describe('AppPicker', () => {
  it('searches the catalogue for what is typed and gives back the app chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AppPicker value={null} onChange={onChange} error="App is required." />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'App' });
    expect(input).toHaveAccessibleDescription('App is required.');

    await user.type(input, 'slac');
    await user.click(await screen.findByRole('option', { name: 'Slack' }, PAGE_LOAD));
    expect(onChange).toHaveBeenCalledWith({
      id: expect.any(String),
      name: 'Slack',
      slug: 'slack',
      vendor: expect.any(String),
    });

    await user.clear(input);
    await user.type(input, 'no such app anywhere');
    expect(await screen.findByText('No app matches.', {}, PAGE_LOAD)).toBeInTheDocument();
  });
});

describe('AppFilter', () => {
  function Filter({ onChange, initial = '' }: { onChange: (id: string) => void; initial?: string }) {
    const [app, setApp] = useState(initial);
    return (
      <AppFilter
        noneLabel="All apps"
        value={app}
        onChange={(id) => {
          setApp(id);
          onChange(id);
        }}
      />
    );
  }

  it('holds only the id, showing the app just chosen; "All apps" clears it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Filter onChange={onChange} />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'App' });
    await user.type(input, 'slac');
    await user.click(await screen.findByRole('option', { name: 'Slack' }, PAGE_LOAD));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/.+/));
    expect(input).toHaveValue('Slack');

    await user.click(screen.getByRole('button', { name: 'Show app choices' }));
    await user.click(await screen.findByRole('option', { name: 'All apps' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it('shows an app it was given by id under the name the caller knows, else as the chosen app', () => {
    const { unmount } = render(
      <QueryClientProvider client={createQueryClient()}>
        <AppFilter value="a-1" known={{ id: 'a-1', name: 'Figma', slug: 'figma' }} onChange={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('Figma');
    unmount();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AppFilter value="a-1" onChange={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('Chosen app');
  });
});
