import { Field, Label, Switch } from '@headlessui/react';
import { Moon } from 'lucide-react';
import { useSessionStore } from '@/stores/session';

/** The 'Dark mode' item: flips the persisted flag; `useThemeClass` puts `dark` on <html>. */
export function DarkModeSwitch({ compact = false }: { compact?: boolean }) {
  const darkTheme = useSessionStore((state) => state.darkTheme);
  const setDarkTheme = useSessionStore((state) => state.setDarkTheme);
  return (
    <Field className="flex items-center gap-3 px-3 py-2 text-sm text-slate-700 dark:text-slate-200">
      <Moon aria-hidden="true" className="size-5 shrink-0" />
      <Label className={compact ? 'sr-only' : 'flex-1'}>Dark mode</Label>
      <Switch
        checked={darkTheme}
        onChange={setDarkTheme}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors data-checked:bg-indigo-600 dark:bg-slate-600 dark:data-checked:bg-indigo-500"
      >
        <span className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
      </Switch>
    </Field>
  );
}
