import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog whose code, and the form kit it brings, loads when it first opens rather than with the
 * page that offers it: `const EditDialog = lazyDialog(() => import('./EditDialog').then((m) => m.EditDialog))`.
 * Nothing shows while it loads; the dialog then takes focus as any dialog does when it opens, and
 * gives it back to its opener when it closes.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  function LazyDialog(props: Props) {
    useFocusReturnedToOpener();
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

/**
 * The element focused when the dialog was asked for gets focus back when it closes, if nothing else
 * took it. Headless UI restores focus from a history of focused elements that it starts keeping when
 * its dialog code first runs: on a dialog's first, lazy opening that is after the opener was focused.
 */
function useFocusReturnedToOpener(): void {
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );
}
