/**
 * MSW's `http.*` with one cost taken out: every handler records the call frame it was defined at by
 * capturing and parsing a stack trace, which only MSW's debug output uses. For the mock API's ~150
 * handlers that was tens of milliseconds of the demo's start on the page's main thread.
 */
import { http } from 'msw';

type Http = typeof http;

function withoutStackTrace<F extends (...args: never[]) => unknown>(define: F): F {
  return ((...args: Parameters<F>) => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return define(...args);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }) as F;
}

export const quietHttp: Http = {
  all: withoutStackTrace(http.all),
  head: withoutStackTrace(http.head),
  get: withoutStackTrace(http.get),
  post: withoutStackTrace(http.post),
  put: withoutStackTrace(http.put),
  delete: withoutStackTrace(http.delete),
  patch: withoutStackTrace(http.patch),
  options: withoutStackTrace(http.options),
};
