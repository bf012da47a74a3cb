import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { Avatar } from '@/components/ui/Avatar';
import { formatDayMonthTime } from '@/lib/format';
import { personName } from '@/lib/person';
import { useSessionStore } from '@/stores/session';

/** The user card at the bottom of the sidebar, with its Logout link. */
export function UserCard({ compact }: { compact: boolean }) {
  const user = useSessionStore((state) => state.identity.user);
  const lastLogin = useSessionStore((state) => state.identity.lastLogin);
  if (!user) return null;
  const name = personName(user);
  return (
    <div className="border-t border-slate-200 p-3 dark:border-slate-800">
      <div className={`flex items-center gap-3 ${compact ? 'flex-col' : ''}`}>
        <Avatar firstName={user.first_name} lastName={user.last_name} email={user.email} src={user.avatar} />
        {!compact && (
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-300">{user.email}</p>
          </div>
        )}
      </div>
      <div className={`mt-2 flex items-center gap-2 ${compact ? 'justify-center' : 'justify-between'}`}>
        {!compact && lastLogin && (
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">
            Signed in {formatDayMonthTime(new Date(lastLogin))}
          </p>
        )}
        <Link
          to="/logout"
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <LogOut aria-hidden="true" className="size-4" />
          <span className={compact ? 'sr-only' : ''}>Logout</span>
        </Link>
      </div>
    </div>
  );
}
