import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk, once, spinnerAfter } from './chunks';
import { pageTextsReady } from './i18n';

/** Loads a lazily split component (a feature exports these: `() => import('./X').then((m) => m.X)`). */
export type ComponentLoader<P = object> = () => Promise<ComponentType<P>>;

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the chunk ahead of time (hover, idle); a failure is silent and retried on render. */
  preload: () => void;
};

/**
 * React.lazy over a component loader, with `preload()` for prefetching. Render it inside a
 * LazyBoundary (components/LazyBoundary), which shows the loading and the failed states. It renders
 * once the page texts are there too (lib/i18n), which the first load leaves out.
 */
export function lazyComponent<P extends object>(
  load: ComponentLoader<P>,
  options: { spinner?: boolean } = {},
): PreloadableComponent<P> {
  const loadOnce = once(load);
  const component = lazy(() => {
    const loading = Promise.all([loadChunk(loadOnce), pageTextsReady()]).then(([c]) => c);
    return (options.spinner ? spinnerAfter(loading) : loading).then((c) => ({ default: c }));
  });
  return Object.assign(component, { preload: () => void loadOnce().catch(() => undefined) });
}

/** True from the first time `open` is true: a lazy dialog is mounted (and its code loaded) only then. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
