import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from './Button';

/** A phone disclosure's state: whether it is open, its panel's id, and the toggle. */
export function usePhoneCollapse() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return { open, id, toggle: () => setOpen((was) => !was) };
}

type PhoneCollapseState = ReturnType<typeof usePhoneCollapse>;

/** The disclosure's button, named `label`: only below 576 px. */
export function PhoneCollapseButton({ label, state }: { label: string; state: PhoneCollapseState }) {
  return (
    <Button
      variant="secondary"
      aria-expanded={state.open}
      aria-controls={state.id}
      onClick={state.toggle}
      className="xs:hidden"
    >
      <ChevronDown
        aria-hidden="true"
        className={`size-4 transition-transform ${state.open ? 'rotate-180' : ''}`}
      />
      {label}
    </Button>
  );
}

/** The disclosure's content: on a phone shown only while open, from 576 px up always. */
export function PhoneCollapsePanel({ state, children }: { state: PhoneCollapseState; children: ReactNode }) {
  return (
    <div id={state.id} className={state.open ? 'max-xs:mt-3' : 'max-xs:hidden'}>
      {children}
    </div>
  );
}

/**
 * Content a phone shows on demand: below the small-screen breakpoint (576 px) it waits behind a
 * button named `label` (a disclosure: `aria-expanded`), so what the page is for starts on the first
 * screen; from 576 px up the button is gone and the content always shows.
 */
export function PhoneCollapse({ label, children }: { label: string; children: ReactNode }) {
  const state = usePhoneCollapse();
  return (
    <>
      <PhoneCollapseButton label={label} state={state} />
      <PhoneCollapsePanel state={state}>{children}</PhoneCollapsePanel>
    </>
  );
}
