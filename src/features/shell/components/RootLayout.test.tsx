import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError } from '@/lib/notify';
import { renderApp } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';

useMockApi();
useMatchMedia();

describe('RootLayout', () => {
  it('mounts the toaster with the first toast, which it then shows', async () => {
    await renderApp('/login', { heading: 'Sign in to Stackwise' });
    // A page that raises no toast carries no toaster (sonner stays unloaded).
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    act(() => notifyError(new Error('The server is unreachable')));

    expect(await screen.findByText('The server is unreachable')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
