import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { Item } from '../api/schemas';
import {
  isPlaceholderId,
  REQUEST_APP_FALLBACK,
  useAddToStackMutation,
  useCanAddDirectly,
  useCancelRequestMutation,
  useRemoveFromStackMutation,
  useRequestAppMutation,
} from '../api/stack-mutations';
import { itemStanding } from '../model/item-state';
import { ReasonDialog } from './ReasonDialog';
import { StandingBadge } from './StandingBadge';

/**
 * An item's standing for me and the one action that fits it: **Add to stack** (client admins and
 * buyers) or **Request** (everyone else, with a reason), **Remove from stack**, **Cancel request**.
 * A rejected request shows its reason and can be sent again. A retired product can only leave a
 * stack. Each action shows its outcome at once; a refusal puts it back with the server's message.
 */
export function StackActions({ item, className = '' }: { item: Item; className?: string }) {
  const standing = itemStanding(item);
  const canAddDirectly = useCanAddDirectly();
  const add = useAddToStackMutation();
  const remove = useRemoveFromStackMutation();
  const request = useRequestAppMutation();
  const cancel = useCancelRequestMutation();
  const [requesting, setRequesting] = useState(false);
  const { product } = item;

  let action = null;
  if (standing.kind === 'in-stack') {
    action = (
      <Button
        variant="secondary"
        disabled={!standing.stackId || isPlaceholderId(standing.stackId)}
        onClick={() => standing.stackId && remove.mutate({ stackId: standing.stackId, product })}
      >
        Remove from stack
      </Button>
    );
  } else if (standing.kind === 'pending') {
    action = (
      <Button
        variant="secondary"
        disabled={isPlaceholderId(standing.requestId)}
        onClick={() => cancel.mutate({ id: standing.requestId, product })}
      >
        Cancel request
      </Button>
    );
  } else if (!product.is_retired) {
    action = canAddDirectly ? (
      <Button onClick={() => add.mutate(product)}>Add to stack</Button>
    ) : (
      <Button onClick={() => setRequesting(true)}>Request</Button>
    );
  }

  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <StandingBadge item={item} />
      {standing.kind === 'rejected' && standing.rejectionReason && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-medium">Reason given: </span>
          {standing.rejectionReason}
        </p>
      )}
      {action && <div>{action}</div>}
      {requesting && (
        <ReasonDialog
          title={`Request ${product.name}`}
          description="Your client admins decide on requests. Tell them what you need it for."
          hint="10 to 500 characters."
          submitLabel="Send request"
          fallback={REQUEST_APP_FALLBACK}
          onSubmit={(reason) => request.mutateAsync({ product, reason })}
          onClose={() => setRequesting(false)}
        />
      )}
    </div>
  );
}
