import { Link } from '@tanstack/react-router';
import { Building2, Store, Users } from 'lucide-react';
import { PageHeader } from '@/components/ui/PageHeader';

const areas = [
  {
    to: '/admin/companies',
    label: 'Manage Company',
    text: 'Client companies, their plans and switches.',
    icon: Building2,
  },
  { to: '/admin/users', label: 'Manage Users', text: 'Users across every client company.', icon: Users },
  { to: '/reach', label: 'Manage Apps', text: 'The app catalogue every tenant draws from.', icon: Store },
] as const;

/** The super admin's landing page: the three areas of the admin menu. */
export function AdminOverview() {
  return (
    <>
      <PageHeader title="Administration" description="Run the Stackwise platform." />
      <ul className="grid gap-4 sm:grid-cols-3">
        {areas.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 hover:border-indigo-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500"
            >
              <area.icon aria-hidden="true" className="size-6 text-indigo-600 dark:text-indigo-300" />
              <span className="font-semibold text-slate-900 dark:text-white">{area.label}</span>
              <span className="text-sm text-slate-600 dark:text-slate-300">{area.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
