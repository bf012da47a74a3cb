import type { ReactNode } from 'react';
import { useDeferredMount } from '@/lib/use-deferred-mount';

/**
 * Renders `children` in a deferred render just after the one that mounts it, which React splits into
 * short slices: for a large part of a page that arrives with its data, so mounting the page holds no
 * long task. Nothing (or `fallback`) shows for that moment: put it where nothing stands below it,
 * or give `fallback` its size, so nothing moves when it comes.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useDeferredMount() ? children : fallback;
}
