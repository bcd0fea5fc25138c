import { ApiError } from './api';
import { beginLoading } from './loading';
import { session } from './storage';

/** SPEC §8: a chunk that has not arrived after 120 s is an error ("page load timeout"). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Reload at most once per this window, so a chunk that is really gone cannot loop the page. */
const RELOAD_WINDOW_MS = 60_000;
const RELOADED_AT = 'chunkReloadAt';

/**
 * A chunk that fails to load is most often one that a new deploy removed: the page still names the
 * old hashes. The first failure reloads the page once (it then gets the new build); a second one
 * within a minute is shown as an error with a retry button instead.
 */
function reloadOnce(): boolean {
  const last = Number(session.get(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  session.set(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}

/**
 * Runs a dynamic import with SPEC §8's timeout. A failure becomes an `ApiError` the error states
 * already translate (`network_error`, or `timeout` after 120 s), after one automatic reload.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ApiError('timeout', 'chunk load timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // While the reload runs, stay pending: no error flashes before the new page.
        if (reloadOnce()) return;
        reject(new ApiError('network_error', error instanceof Error ? error.message : 'chunk load failed'));
      },
    );
  });
}

/** The site-wide spinner while `pending` takes longer than a short wait (a page's code on a slow line). */
export function spinnerAfter<T>(pending: Promise<T>, delayMs = 150): Promise<T> {
  let end: (() => void) | undefined;
  const timer = setTimeout(() => (end = beginLoading()), delayMs);
  return pending.finally(() => {
    clearTimeout(timer);
    end?.();
  });
}

/** Memoises a loader: prefetching and rendering share one request (a failed one may be tried again). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
}
