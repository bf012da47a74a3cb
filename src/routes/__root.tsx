import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/router';
import { RootLayout } from '@/features/shell/components/RootLayout';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});
