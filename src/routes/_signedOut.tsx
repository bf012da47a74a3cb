import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';

/** Pages for visitors who are not signed in: a signed-in visitor goes to their landing route. */
export const Route = createFileRoute('/_signedOut')({
  beforeLoad: guards.signedOut,
});
