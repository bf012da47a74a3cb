import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';

/** '/optimize' is a prefix route (seed §2): the guard covers every path below it. */
export const Route = createFileRoute('/optimize')({
  beforeLoad: guards.clientPages,
});
