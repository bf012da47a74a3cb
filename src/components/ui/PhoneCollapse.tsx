import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from './Button';

/**
 * Content a phone shows on demand: below the small-screen breakpoint (576 px) it waits behind a
 * button named `label` (a disclosure: `aria-expanded`), so what the page is for starts on the first
 * screen; from 576 px up the button is gone and the content always shows.
 */
export function PhoneCollapse({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="xs:hidden"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
        {label}
      </Button>
      <div id={id} className={open ? 'max-xs:mt-3' : 'max-xs:hidden'}>
        {children}
      </div>
    </>
  );
}
