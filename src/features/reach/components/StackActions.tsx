import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { Item } from '../api/schemas';
import {
  isPlaceholderId,
  STACK_WRITE_FALLBACKS,
  useAddToStackMutation,
  useCanAddDirectly,
  useCancelRequestMutation,
  useRemoveFromStackMutation,
  useRequestAppMutation,
} from '../api/stack-mutations';
import { itemStanding } from '../model/item-state';
import { StandingBadge } from './StandingBadge';

// The dialogs' code (their forms included) loads when one first opens, not with the page.
const ReasonDialog = lazyDialog(() => import('./ReasonDialog').then((module) => module.ReasonDialog));

/**
 * The next action while the server has not yet created the record it would act on: marked
 * unavailable rather than `disabled`, since a disabled button drops the keyboard focus of the person
 * who just pressed the action before it.
 */
function untilSaved(waiting: boolean) {
  return waiting ? { 'aria-disabled': true, className: 'cursor-not-allowed opacity-60' } : {};
}

/** An item's standing for me and the one action that fits it. */
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
    const { stackId } = standing;
    const waiting = !stackId || isPlaceholderId(stackId);
    action = (
      <Button
        variant="secondary"
        {...untilSaved(waiting)}
        onClick={() => !waiting && remove.mutate({ stackId, product })}
      >
        Remove from stack
      </Button>
    );
  } else if (standing.kind === 'pending') {
    const waiting = isPlaceholderId(standing.requestId);
    action = (
      <Button
        variant="secondary"
        {...untilSaved(waiting)}
        onClick={() => !waiting && cancel.mutate({ id: standing.requestId, product })}
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
          fallback={STACK_WRITE_FALLBACKS.request}
          onSubmit={(reason) => request.mutateAsync({ product, reason })}
          onClose={() => setRequesting(false)}
        />
      )}
    </div>
  );
}
