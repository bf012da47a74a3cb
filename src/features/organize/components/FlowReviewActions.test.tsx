import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { signInWithTokens } from '@/test/app';
import { useMockApi } from '@/test/mock-api';
import { testFlow } from '@/test/organize';
import { useResizeObserver } from '@/test/resize-observer';
import type { Flow } from '../api/schemas';
import { FlowReviewActions } from './FlowReviewActions';

useMockApi();
useResizeObserver();

function renderActions(flow: Flow, variant: 'menu' | 'buttons') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <FlowReviewActions flow={flow} variant={variant} />
    </QueryClientProvider>,
  );
}

const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('FlowReviewActions', () => {
  it('offers a client admin, in a menu, the moves the status allows and then map, owner and merge', async () => {
    await signInWithTokens('admin@acme.test');
    const user = userEvent.setup();
    renderActions(testFlow({ status: 'new', sources: ['google'] }), 'menu');
    await user.click(screen.getByRole('button', { name: 'Review Slack (Google)' }));
    expect(names(await screen.findAllByRole('menuitem'))).toEqual([
      'Start review',
      'Approve',
      'Ignore',
      'Map to catalogue…',
      'Assign owner…',
      'Merge with…',
    ]);
  });

  it('shows the same actions as buttons, and only "Back to review" of the moves once an app is decided', async () => {
    await signInWithTokens('admin@acme.test');
    const { unmount } = renderActions(testFlow({ status: 'approved' }), 'buttons');
    const group = screen.getByRole('group', { name: 'Review' });
    expect(names(within(group).getAllByRole('button'))).toEqual([
      'Back to review',
      'Map to catalogue…',
      'Assign owner…',
      'Merge with…',
    ]);
    unmount();
    renderActions(testFlow({ status: 'in_review' }), 'buttons');
    expect(names(screen.getAllByRole('button')).slice(0, 2)).toEqual(['Approve', 'Ignore']);
  });

  it('shows nothing to someone who is not a client admin', async () => {
    await signInWithTokens('user@acme.test');
    const { container } = renderActions(testFlow(), 'menu');
    expect(container).toBeEmptyDOMElement();
  });
});
