/**
 * Prefetching of the code of likely next pages, so that lazily split routes and dialogs open
 * without waiting: on the hover, touch or focus of a link, and when the browser is idle.
 */

import { startTransition, useEffect, useState } from 'react';

type RoutePrefetcher = (pathname: string) => void;
let prefetcher: RoutePrefetcher | undefined;
const prefetched = new Set<string>();

/** The app's router says how to fetch a route's code (lib cannot import the app). */
export function setRoutePrefetcher(next: RoutePrefetcher): void {
  prefetcher = next;
  prefetched.clear();
}

/** Fetches the code of the page at `href` (same-origin links only), once per path. */
export function prefetchRoute(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || prefetched.has(url.pathname)) return;
  prefetched.add(url.pathname);
  prefetcher?.(url.pathname);
}

/** Runs `task` once the browser is idle (or after `timeoutMs` at the latest). */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/**
 * False until the browser is first idle after mount (or `timeoutMs` later at the latest), then true:
 * for start-up work the first screen does not need (streams, badges, the winners list), so that it
 * runs after the page's first render rather than inside it. The change is a transition, so what it
 * mounts renders in slices that leave the main thread free between them.
 */
export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), timeoutMs), [timeoutMs]);
  return idle;
}

/**
 * One listener for the whole document: a link the pointer rests on, a finger touches or the
 * keyboard focuses has its page prefetched (header tabs, side menu, footer, tiles alike).
 */
export function prefetchLinksOnIntent(): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && !link.target) prefetchRoute(link.href);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  events.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));
  return () => events.forEach((type) => document.removeEventListener(type, onIntent));
}

/**
 * Props for a button whose menu or dialog code loads on first use: the pointer resting on it, a
 * touch or keyboard focus fetch that code ahead, so the first click rarely waits.
 */
export function preloadOnIntent(preload: () => void) {
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}
