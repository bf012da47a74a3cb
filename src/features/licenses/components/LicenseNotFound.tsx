import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';

const LINK =
  'font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

/** License Management for a slug that names no app of the tenant: says so, and offers the way back. */
export function LicenseNotFound() {
  return (
    <>
      <PageHeader title="App not found" />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        There is no app with licences at this address. See every app on{' '}
        <Link to="/usage" className={LINK}>
          Usage
        </Link>{' '}
        or the{' '}
        <Link to="/contracts" className={LINK}>
          contracts
        </Link>
        .
      </p>
    </>
  );
}
