import { Moon } from 'lucide-react';
import { useId } from 'react';
import { useSessionStore } from '@/stores/session';

/**
 * The 'Dark mode' item: flips the persisted flag; `useThemeClass` puts `dark` on <html>. A native
 * button with the switch role (its label is a real <label>, so clicking the words flips it too):
 * it is on every signed-in page, where a component library's switch would cost every page its weight.
 */
export function DarkModeSwitch({ compact = false }: { compact?: boolean }) {
  const darkTheme = useSessionStore((state) => state.darkTheme);
  const setDarkTheme = useSessionStore((state) => state.setDarkTheme);
  const id = useId();
  return (
    <div className="flex items-center gap-3 px-3 py-2 text-sm text-slate-700 dark:text-slate-200">
      <Moon aria-hidden="true" className="size-5 shrink-0" />
      <label htmlFor={id} className={compact ? 'sr-only' : 'flex-1 cursor-pointer'}>
        Dark mode
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={darkTheme}
        onClick={() => setDarkTheme(!darkTheme)}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 aria-checked:bg-indigo-600 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-900 dark:aria-checked:bg-indigo-500"
      >
        <span className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-6" />
      </button>
    </div>
  );
}
