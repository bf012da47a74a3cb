import { Moon } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '@/components/ui/Switch';
import { useSessionStore } from '@/stores/session';

/**
 * The 'Dark mode' item: flips the persisted flag; `useThemeClass` puts `dark` on <html>. The kit's
 * native switch, named by a real <label> (clicking the words flips it too): it is on every signed-in
 * page, where a component library's switch would cost every page its weight.
 */
export function DarkModeSwitch({ compact = false }: { compact?: boolean }) {
  const darkTheme = useSessionStore((state) => state.darkTheme);
  const setDarkTheme = useSessionStore((state) => state.setDarkTheme);
  const id = useId();
  return (
    // Compact (the 64-px rail), the moon stands over the switch so that both fit whole.
    <div
      className={`flex items-center text-sm text-slate-700 dark:text-slate-200 ${compact ? 'flex-col gap-1 py-1' : 'gap-3 px-3 py-2'}`}
    >
      <Moon aria-hidden="true" className="size-5 shrink-0" />
      <label htmlFor={id} className={compact ? 'sr-only' : 'flex-1 cursor-pointer'}>
        Dark mode
      </label>
      <Switch id={id} checked={darkTheme} onChange={setDarkTheme} title={compact ? 'Dark mode' : undefined} />
    </div>
  );
}
