import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';

/** Pages for any signed-in user: anyone else goes to /login, with the page as `redirect`. */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: guards.signedIn,
});
