import { ApiError } from './errors';

/**
 * A record page's load: its result, or null when the API answers 404 (an unknown id, or one the
 * caller may not see), so the page shows its own "not found" view; any other failure is thrown for
 * the route's error view.
 */
export async function unlessNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
