import { CircleCheck, EyeOff, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useBulkFlowMutation } from '../api/flow-mutations';
import type { Flow } from '../api/schemas';
import { AssignOwnerDialog } from './AssignOwnerDialog';

/**
 * What a client admin may do to every row ticked at once: approve, ignore, assign an owner. Each
 * row shows the change at once; the server changes or refuses each on its own, and its message names
 * every refusal in a toast (those rows go back when the list is read again).
 */
export function BulkFlowActions({ flows, onDone }: { flows: Flow[]; onDone: () => void }) {
  const { mutate: bulk } = useBulkFlowMutation();
  const [assigning, setAssigning] = useState(false);
  const move = (status: 'approved' | 'ignored') => {
    bulk({ flows, change: { status } });
    onDone();
  };
  return (
    <section
      aria-label="Selected apps"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 dark:border-indigo-900 dark:bg-indigo-950/60"
    >
      <p role="status" className="mr-2 text-sm font-medium text-slate-900 dark:text-white">
        {flows.length} selected
      </p>
      <Button variant="secondary" onClick={() => move('approved')}>
        <CircleCheck aria-hidden="true" className="size-4" />
        Approve
      </Button>
      <Button variant="secondary" onClick={() => move('ignored')}>
        <EyeOff aria-hidden="true" className="size-4" />
        Ignore
      </Button>
      <Button variant="secondary" onClick={() => setAssigning(true)}>
        <UserRound aria-hidden="true" className="size-4" />
        Assign owner…
      </Button>
      <Button variant="ghost" onClick={onDone}>
        <X aria-hidden="true" className="size-4" />
        Clear selection
      </Button>
      {assigning && (
        <AssignOwnerDialog flows={flows} onClose={() => setAssigning(false)} onAssigned={onDone} />
      )}
    </section>
  );
}
