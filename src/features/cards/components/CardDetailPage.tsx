import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { RefreshCcw } from 'lucide-react';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { localToday } from '@/lib/calendar';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { useActivateCardMutation, useBlockCardMutation, useRenewCardMutation } from '../api/card-mutations';
import { cardQueries } from '../api/card-queries';
import type { Card } from '../api/schemas';
import type { CardCaller, CardFix } from '../model/card-fix';
import { CardActivities } from './CardActivities';
import { cardActions } from './card-row-actions';
import { CardAlerts } from './CardAlerts';
import { CardNumber } from './CardNumber';
import { CardStatement } from './CardStatement';
import { CardSummary } from './CardSummary';

// The dialogs' code (their forms included) loads when one first opens, not with the page.
const CancelCardDialog = lazyDialog(() =>
  import('./CancelCardDialog').then((module) => module.CancelCardDialog),
);
const CardFormDialog = lazyDialog(() => import('./CardFormDialog').then((module) => module.CardFormDialog));
const TopupDialog = lazyDialog(() => import('./TopupDialog').then((module) => module.TopupDialog));

type Dialog =
  | { kind: 'edit'; suggestedLimit?: number }
  | { kind: 'topup'; suggestedAmount?: number }
  | { kind: 'cancel' }
  | { kind: 'renew' }
  | null;

/** Renewing: a new number and expiry; this card is cancelled and the page moves to the new one. */
function RenewCardDialog({ card, onClose }: { card: Card; onClose: () => void }) {
  const renew = useRenewCardMutation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      title="Renew card?"
      message={
        <>
          {card.name} gets a new card with a new number and expiry; this one (
          <CardNumber last4={card.last4} />) is cancelled.
        </>
      }
      confirmLabel="Renew card"
      tone="primary"
      pending={renew.isPending}
      onConfirm={() =>
        renew.mutate(card, {
          onSuccess: (reply) => {
            onClose();
            void navigate({ to: '/cards/$id', params: { id: reply.card.card_id } });
          },
        })
      }
      onClose={onClose}
    />
  );
}

/**
 * The header's actions, for who may take them (the list's policy, `cardActions`): the holder tops up
 * where the tenant allows it (`can_top_up`); client admins also edit, block or activate (not an expired
 * card: it is renewed instead), cancel, and renew. A cancelled card offers none: cancelling is final.
 * Block and Activate are one button, so focus stays on it as it turns (the change shows at once, so
 * the button is never disabled under the keyboard's focus).
 */
function CardActions({
  card,
  isAdmin,
  today,
  onOpen,
}: {
  card: Card;
  isAdmin: boolean;
  today: string;
  onOpen: (dialog: NonNullable<Dialog>) => void;
}) {
  const block = useBlockCardMutation();
  const activate = useActivateCardMutation();
  const actions = cardActions(
    card,
    { isAdmin, today },
    {
      onTopup: () => onOpen({ kind: 'topup' }),
      onEdit: () => onOpen({ kind: 'edit' }),
      onBlock: () => block.mutate({ card }),
      onActivate: () => activate.mutate({ card }),
      onCancel: () => onOpen({ kind: 'cancel' }),
    },
  );
  if (card.status === 'CANCELLED') return null;
  const renew = isAdmin && (
    <Button key="renew" variant="secondary" onClick={() => onOpen({ kind: 'renew' })}>
      <RefreshCcw aria-hidden="true" className="size-4" />
      Renew
    </Button>
  );
  return (
    <>
      {actions.map(({ action, title, icon: Icon, danger, onSelect }, index) => (
        <Fragment key={action ?? title}>
          {danger && renew}
          <Button variant={danger ? 'danger' : index === 0 ? 'primary' : 'secondary'} onClick={onSelect}>
            <Icon aria-hidden="true" className="size-4" />
            {title}
          </Button>
        </Fragment>
      ))}
    </>
  );
}

/**
 * One payment card (`/cards/<id>`): what needs doing about it, its money and details, its statement
 * (every decline explained, with its fix) and its activity. Fixes open the dialog that takes them with
 * the amount worked out.
 */
export function CardDetailPage({ cardId }: { cardId: string }) {
  const {
    data: { card },
  } = useSuspenseQuery(cardQueries.detail(cardId));
  const isAdmin = useHasRole(CLIENT_ADMIN);
  const caller: CardCaller = useMemo(() => ({ isAdmin }), [isAdmin]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const activate = useActivateCardMutation();
  // One "today" per visit: what counts as expiring and the statement's period do not shift while the page is open.
  const [today] = useState(() => localToday());
  const detailsHeading = useRef<HTMLSpanElement>(null);
  // Where focus goes when a fix's control has gone once it is taken: its row's "Why?".
  const fixedRow = useRef<HTMLElement | null>(null);

  const onFix = useCallback(
    (fix: CardFix) => {
      const opener = document.activeElement;
      fixedRow.current =
        opener instanceof HTMLElement ? (opener.closest('details')?.querySelector('summary') ?? null) : null;
      switch (fix.kind) {
        case 'top_up':
          return setDialog({ kind: 'topup', suggestedAmount: fix.amount });
        case 'raise_limit':
          return setDialog({ kind: 'edit', suggestedLimit: fix.limit });
        case 'activate':
          return activate.mutate({ card });
        case 'renew':
          return setDialog({ kind: 'renew' });
        case 'open_app':
          return undefined;
      }
    },
    [activate, card],
  );

  // A dialog closes onto the button that opened it. When that button has gone (a fix no longer needed,
  // a cancelled card's actions), focus goes to the fixed row's "Why?", else to the card's details,
  // instead of the page's start.
  useEffect(() => {
    if (dialog !== null) return;
    const timer = window.setTimeout(() => {
      if (document.activeElement !== document.body) return;
      const row = fixedRow.current;
      (row?.isConnected ? row : detailsHeading.current)?.focus();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [dialog, card.status]);

  const close = () => setDialog(null);
  return (
    <>
      <PageHeader
        title={card.name}
        description={
          <>
            {card.app.name} · <CardNumber last4={card.last4} />
          </>
        }
        actions={<CardActions card={card} isAdmin={isAdmin} today={today} onOpen={setDialog} />}
      />
      <CardAlerts card={card} today={today} caller={caller} onFix={onFix} />
      <CardSummary card={card} headingRef={detailsHeading} />
      <div className="grid gap-6">
        <CardStatement card={card} today={today} caller={caller} onFix={onFix} />
        <CardActivities cardId={card.card_id} />
      </div>

      {dialog?.kind === 'edit' && (
        <CardFormDialog
          card={card}
          currencies={[card.currency]}
          focus={dialog.suggestedLimit === undefined ? undefined : 'limit'}
          suggestedLimit={dialog.suggestedLimit}
          onClose={close}
        />
      )}
      {dialog?.kind === 'topup' && (
        <TopupDialog card={card} suggestedAmount={dialog.suggestedAmount} onClose={close} />
      )}
      {dialog?.kind === 'cancel' && <CancelCardDialog card={card} onClose={close} />}
      {dialog?.kind === 'renew' && <RenewCardDialog card={card} onClose={close} />}
    </>
  );
}
