import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import type { MenuItem } from '../model/menu';
import { tourSteps } from '../model/tour';

/**
 * The first sign-in's welcome tour (identity `newUser`): one step per sidebar area, highlighting that
 * item. Skipping, finishing or closing it sets the identity's intro-done flag, so it never returns.
 */
export function WelcomeTour({ menu }: { menu: readonly MenuItem[] }) {
  const firstName = useSessionStore((state) => state.identity.user?.first_name ?? '');
  const setIntroDone = useSessionStore((state) => state.setIntroDone);
  const setTourTarget = useUiStore((state) => state.setTourTarget);
  const [index, setIndex] = useState(0);
  const steps = tourSteps(firstName, menu);
  const step = steps[Math.min(index, steps.length - 1)]!;
  const last = index >= steps.length - 1;

  const goTo = (next: number) => {
    setIndex(next);
    setTourTarget(steps[next]?.to ?? null);
  };
  const finish = () => {
    setTourTarget(null);
    setIntroDone();
  };

  return (
    <Modal open onClose={finish} title="Welcome to Stackwise" size="sm">
      <p className="mt-1 text-xs font-medium uppercase tracking-wide text-indigo-700 dark:text-indigo-300">
        Step {index + 1} of {steps.length}
      </p>
      <section aria-live="polite" className="mt-3">
        <h3 className="font-semibold text-slate-900 dark:text-white">{step.title}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
      </section>
      <div className="mt-6 flex items-center gap-2">
        <Button variant="ghost" onClick={finish}>
          Skip tour
        </Button>
        <span className="flex-1" />
        {index > 0 && (
          <Button variant="secondary" onClick={() => goTo(index - 1)}>
            Back
          </Button>
        )}
        {/* One button for Next and Finish, so focus stays on it through the last step. */}
        <Button data-autofocus onClick={last ? finish : () => goTo(index + 1)}>
          {last ? 'Finish' : 'Next'}
        </Button>
      </div>
    </Modal>
  );
}
