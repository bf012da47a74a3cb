import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code, and the form kit it brings, loads when it first opens rather than with the
 * page that offers it: `const EditDialog = lazyDialog(() => import('./EditDialog').then((m) => m.EditDialog))`.
 * Nothing shows while it loads; the dialog then takes focus as any dialog does when it opens.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  function LazyDialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
