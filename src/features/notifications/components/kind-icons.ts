import { createElement } from 'react';
import {
  Bell,
  CalendarClock,
  CircleCheck,
  CircleX,
  ClipboardCheck,
  CreditCard,
  Megaphone,
  MessageCircleQuestion,
  MessageSquare,
  PackagePlus,
  Radar,
  UserMinus,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationKind } from '../api/schemas';

const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  stack_request_created: PackagePlus,
  stack_request_approved: CircleCheck,
  stack_request_rejected: CircleX,
  renewal_due: CalendarClock,
  seats_reclaimed: UserMinus,
  opportunity_comment: MessageSquare,
  card_declined: CreditCard,
  app_discovered: Radar,
  survey_question: MessageCircleQuestion,
  survey_closed: ClipboardCheck,
  announcement: Megaphone,
};

/** The icon of a kind; the bell for a kind this build does not know yet. */
export function kindIcon(kind: string): LucideIcon {
  return (KIND_ICONS as Partial<Record<string, LucideIcon>>)[kind] ?? Bell;
}

/** A kind's icon, hidden from assistive technology (the title says what it is about). */
export function KindIcon({ kind, className }: { kind: string; className?: string }) {
  return createElement(kindIcon(kind), { 'aria-hidden': true, className });
}
