import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { PersonAvatar } from '@/components/ui/Avatar';
import { Spinner } from '@/components/ui/Spinner';
import { extractErrorText } from '@/lib/errors';
import { USER_FALLBACKS, userQueries } from '../api/user-queries';
import { personName } from '@/lib/person';

/** Cards shown before 'Show all' (a large company has a couple of hundred admins). */
const FIRST_CARDS = 9;

/** `GET /users/staff/`: who runs the company's account (its client admins), as cards. */
export function StaffUsers() {
  const staff = useQuery(userQueries.staff());
  const [showAll, setShowAll] = useState(false);
  const people = staff.data?.rows ?? [];
  const shown = showAll ? people : people.slice(0, FIRST_CARDS);
  return (
    <section aria-labelledby="staff-users-heading" className="mt-8">
      <h2 id="staff-users-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        Staff users
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        The client admins who look after your company’s users and settings.
      </p>
      {staff.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {extractErrorText(staff.error, USER_FALLBACKS.staff)}
        </p>
      ) : !staff.data ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner className="size-4" />
          Loading staff users…
        </p>
      ) : people.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">No staff users yet.</p>
      ) : (
        <>
          <ul aria-label="Staff users" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((person) => (
              <li
                key={person.user_id}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <PersonAvatar person={person} />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900 dark:text-white">
                    {personName(person)}
                  </span>
                  <a
                    href={`mailto:${person.email}`}
                    className="block truncate text-sm text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {person.email}
                  </a>
                </span>
              </li>
            ))}
          </ul>
          {people.length > FIRST_CARDS && (
            <Button variant="ghost" className="mt-2" onClick={() => setShowAll((all) => !all)}>
              {showAll ? 'Show fewer' : `Show all ${people.length} staff users`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
