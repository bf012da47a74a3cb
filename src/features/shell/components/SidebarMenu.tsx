import { Link } from '@tanstack/react-router';
import { ChevronDown, ExternalLink, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useUiStore } from '@/stores/ui';
import type { MenuItem } from '../model/menu';

// The small-screen breakpoint (576 px) is the `xs` screen in src/styles.css.

/** Accordion groups open and close in 300 ms, and at once for anyone who asks for reduced motion. */
const ACCORDION_MOTION = 'duration-300 motion-reduce:transition-none';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
const activeClass = 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200';
/** The welcome tour's pointer at the area it is describing. */
const tourClass = 'ring-2 ring-indigo-500 ring-offset-2 ring-offset-white dark:ring-offset-slate-900';

interface SidebarMenuProps {
  items: MenuItem[];
  compact: boolean;
  onAction: (action: string) => void;
}

function Label({ text, compact }: { text: string; compact: boolean }) {
  return <span className={compact ? 'sr-only' : 'truncate'}>{text}</span>;
}

/** An entry's icon and its label (only the label's words, for screen readers, when compact). */
function ItemFace({ item, compact }: { item: { icon: LucideIcon; label: string }; compact: boolean }) {
  return (
    <>
      <item.icon aria-hidden="true" className="size-5 shrink-0" />
      <Label text={item.label} compact={compact} />
    </>
  );
}

function MenuEntry({
  item,
  compact,
  onAction,
}: {
  item: MenuItem;
  compact: boolean;
  onAction: (action: string) => void;
}) {
  const tourTarget = useUiStore((state) => state.tourTarget);
  switch (item.kind) {
    case 'separator':
      return (
        <li className="my-2">
          <hr className="border-slate-200 dark:border-slate-800" />
        </li>
      );
    case 'route':
      return (
        <li>
          <Link
            to={item.to}
            activeOptions={{ exact: item.exact ?? false }}
            className={item.to === tourTarget ? `${itemClass} ${tourClass}` : itemClass}
            activeProps={{ className: activeClass, 'aria-current': 'page' }}
            title={compact ? item.label : undefined}
          >
            <ItemFace item={item} compact={compact} />
          </Link>
        </li>
      );
    case 'external':
      return (
        <li>
          <a
            href={item.href}
            className={itemClass}
            title={compact ? item.label : undefined}
            {...(item.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <ItemFace item={item} compact={compact} />
            {item.newWindow && !compact && (
              <ExternalLink aria-label="(opens in a new window)" className="ml-auto size-4" />
            )}
          </a>
        </li>
      );
    case 'action':
      return (
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => onAction(item.action)}
            title={compact ? item.label : undefined}
          >
            <ItemFace item={item} compact={compact} />
          </button>
        </li>
      );
    case 'group':
      return (
        <li>
          <MenuGroup item={item} compact={compact} onAction={onAction} />
        </li>
      );
  }
}

/**
 * An accordion group: a button that shows and hides its items (the disclosure pattern). The items
 * unfold and fold in 300 ms (their row grows from 0fr to 1fr and back), at once with reduced
 * motion. Closed, they are out of the accessibility tree and the Tab order at once (`inert`,
 * `aria-hidden`) and invisible once folded (visibility changes at the end of the transition).
 */
function MenuGroup({
  item,
  compact,
  onAction,
}: {
  item: Extract<MenuItem, { kind: 'group' }>;
  compact: boolean;
  onAction: (action: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className={itemClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        title={compact ? item.label : undefined}
      >
        <item.icon aria-hidden="true" className="size-5 shrink-0" />
        <Label text={item.label} compact={compact} />
        <ChevronDown
          aria-hidden="true"
          className={`ml-auto size-4 transition-transform ${ACCORDION_MOTION} ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        inert={!open}
        aria-hidden={!open || undefined}
        data-state={open ? 'open' : 'closed'}
        className={`grid transition-[grid-template-rows,opacity,visibility] ease-out ${ACCORDION_MOTION} ${open ? 'visible grid-rows-[1fr] opacity-100' : 'invisible grid-rows-[0fr] opacity-0'}`}
      >
        <ul className={`min-h-0 overflow-hidden ${compact ? '' : 'ml-4'}`}>
          {item.items.map((child, index) => (
            <MenuEntry key={keyOf(child, index)} item={child} compact={compact} onAction={onAction} />
          ))}
        </ul>
      </div>
    </>
  );
}

function keyOf(item: MenuItem, index: number): string {
  return item.kind === 'separator' ? item.id : `${item.kind}-${item.label}-${index}`;
}

export function SidebarMenu({ items, compact, onAction }: SidebarMenuProps) {
  return (
    <ul className="space-y-1">
      {items.map((item, index) => (
        <MenuEntry key={keyOf(item, index)} item={item} compact={compact} onAction={onAction} />
      ))}
    </ul>
  );
}
