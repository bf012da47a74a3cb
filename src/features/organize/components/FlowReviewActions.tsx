import { useQueryClient } from '@tanstack/react-query';
import { BookMarked, CircleCheck, ClipboardList, EyeOff, Merge, RotateCcw, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { RowAction } from '@/components/table/RowActions';
import { RowActionsMenu } from '@/components/table/RowActionsMenu';
import { Button } from '@/components/ui/Button';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { useUpdateFlowMutation } from '../api/flow-mutations';
import { flowQueries } from '../api/flow-queries';
import type { Flow, FlowStatus } from '../api/schemas';
import { FLOW_TRANSITIONS, flowTitle, moveLabel } from '../model/flow-review';
import { AssignOwnerDialog } from './AssignOwnerDialog';
import { MapFlowDialog } from './MapFlowDialog';
import { MergeFlowDialog } from './MergeFlowDialog';

const MOVE_ICONS: Record<FlowStatus, LucideIcon> = {
  new: ClipboardList,
  in_review: RotateCcw,
  approved: CircleCheck,
  ignored: EyeOff,
};

type Dialog = 'map' | 'owner' | 'merge' | null;

/**
 * What a client admin may do to one discovered app: the review moves its status allows (approve,
 * ignore, start or go back to review), then map it to the catalogue, assign its owner and merge it
 * with another row of the same app. `menu` is a row's menu in the list; `buttons` the same actions
 * on the app's own page. Every change shows at once; a refusal puts it back with the server's
 * reason in a toast. Anyone else sees nothing.
 */
export function FlowReviewActions({ flow, variant }: { flow: Flow; variant: 'menu' | 'buttons' }) {
  const isAdmin = useHasRole(CLIENT_ADMIN);
  const queryClient = useQueryClient();
  const { mutate: update } = useUpdateFlowMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!isAdmin) return null;

  const moves: RowAction[] = FLOW_TRANSITIONS[flow.status].map((to) => ({
    label: `${moveLabel(flow.status, to)} ${flow.name}`,
    text: moveLabel(flow.status, to),
    icon: MOVE_ICONS[to],
    action: `move-${to}`,
    onSelect: () => update({ flow, change: { status: to } }),
  }));
  const open: RowAction[] = [
    {
      label: `Map ${flow.name} to the catalogue`,
      text: 'Map to catalogue…',
      icon: BookMarked,
      action: 'map',
      onSelect: () => {
        // The suggestions are the dialog's first offer: ask for them while it loads.
        void queryClient.prefetchQuery(flowQueries.suggestions(flow.id));
        setDialog('map');
      },
    },
    {
      label: `Assign an owner to ${flow.name}`,
      text: 'Assign owner…',
      icon: UserRound,
      action: 'owner',
      onSelect: () => setDialog('owner'),
    },
    {
      label: `Merge ${flow.name} with another app`,
      text: 'Merge with…',
      icon: Merge,
      action: 'merge',
      onSelect: () => setDialog('merge'),
    },
  ];
  const close = () => setDialog(null);

  return (
    <>
      {variant === 'menu' ? (
        <RowActionsMenu
          label={`Review ${flowTitle(flow)}`}
          rowId={flow.id}
          actions={[...moves, 'separator', ...open]}
        />
      ) : (
        <div role="group" aria-label="Review" className="flex flex-wrap items-center gap-2">
          {[...moves, ...open].map((action) => (
            <Button
              key={action.action}
              variant={action.action === 'move-approved' ? 'primary' : 'secondary'}
              data-action={action.action}
              onClick={action.onSelect}
            >
              <action.icon aria-hidden="true" className="size-4" />
              {action.text}
            </Button>
          ))}
        </div>
      )}
      {dialog === 'map' && <MapFlowDialog flow={flow} onClose={close} />}
      {dialog === 'owner' && <AssignOwnerDialog flows={[flow]} onClose={close} />}
      {dialog === 'merge' && <MergeFlowDialog flow={flow} onClose={close} />}
    </>
  );
}
