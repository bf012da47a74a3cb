import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { PAGE_LOAD, signInAs } from '@/test/app';
import { useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';
import { AppPicker } from './AppPicker';

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
    expect(onChange).toHaveBeenCalledWith({ id: expect.any(String), name: 'Slack', slug: 'slack' });

    await user.clear(input);
    await user.type(input, 'no such app anywhere');
    expect(await screen.findByText('No app matches.', {}, PAGE_LOAD)).toBeInTheDocument();
  });
});
