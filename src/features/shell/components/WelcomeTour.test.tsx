import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { testUser } from '@/test/identity';
import { buildMenu } from '../model/menu';
import { tourSteps } from '../model/tour';
import { WelcomeTour } from './WelcomeTour';

const clientMenu = buildMenu({ roles: [], surveyAgentActive: false });

function renderTour(menu = clientMenu) {
  const user = userEvent.setup();
  render(<WelcomeTour menu={menu} />);
  return { user, dialog: screen.getByRole('dialog', { name: 'Welcome to Stackwise' }) };
}

describe('tourSteps', () => {
  it('greets by first name, then walks the sidebar areas the user has, in menu order', () => {
    const steps = tourSteps('Noah', clientMenu);
    expect(steps[0]).toMatchObject({ to: null, title: 'Hello, Noah' });
    expect(steps.slice(1).map((step) => step.title)).toEqual([
      'Dashboard',
      'Reach',
      'Usage',
      'Optimize',
      'Contracts',
      'Manage',
      'Cards',
      'Settings',
    ]);
  });

  it('includes the survey agent only when the tenant has it, and the admin areas for the super admin', () => {
    const withAgent = tourSteps('', buildMenu({ roles: ['client_admin'], surveyAgentActive: true }));
    expect(withAgent.map((step) => step.to)).toContain('/ai-survey-agent');
    const admin = tourSteps('', buildMenu({ roles: ['super_admin'], surveyAgentActive: false }));
    expect(admin.map((step) => step.title)).toEqual([
      'Hello',
      'Manage Company',
      'Manage Users',
      'Manage Apps',
    ]);
  });
});

describe('WelcomeTour', () => {
  beforeEach(() => {
    useSessionStore.getState().signedIn(testUser({ first_name: 'Noah' }), 'stackwise', { newUser: true });
    useUiStore.getState().setTourTarget(null);
  });

  it('steps forward and back, pointing the sidebar at each area, and finishing sets intro done', async () => {
    const { user, dialog } = renderTour();
    expect(within(dialog).getByText('Step 1 of 9')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Hello, Noah' })).toBeInTheDocument();
    // Headless UI moves focus into the dialog on the next frame.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(useUiStore.getState().tourTarget).toBe('/');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(useUiStore.getState().tourTarget).toBe('/reach');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(useUiStore.getState().tourTarget).toBe('/');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // Keyboard alone from here: focus stays on the one Next/Finish button.
    for (let step = 3; step < 9; step++) await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Step 9 of 9')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    const finish = within(dialog).getByRole('button', { name: 'Finish' });
    expect(finish).toHaveFocus();
    await user.click(finish);

    expect(useSessionStore.getState().identity).toMatchObject({ introDone: true, newUser: false });
    expect(useUiStore.getState().tourTarget).toBeNull();
  });

  it.each([
    [
      'Skip tour',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Skip tour' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('%s ends the tour for good', async (_how, dismiss) => {
    const { user } = renderTour();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await dismiss(user);
    expect(useSessionStore.getState().identity.introDone).toBe(true);
    expect(useUiStore.getState().tourTarget).toBeNull();
  });
});
