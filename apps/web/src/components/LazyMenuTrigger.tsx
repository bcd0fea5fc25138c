import { useState, type ReactNode } from 'react';
import { preloadOnIntent } from '@/lib/prefetch';
import { LazyBoundary } from './LazyBoundary';

/**
 * A menu whose code loads on its first opening: until then its trigger is a plain button with the
 * same look and name (hover, touch and focus prefetch the code); the first click mounts the menu,
 * open, in its place.
 */
export function LazyMenuTrigger({
  label,
  className,
  preload,
  renderMenu,
  children,
}: {
  label: string;
  className: string;
  preload: () => void;
  /** The lazily loaded menu (a `lazyComponent`), given the trigger's face. */
  renderMenu: (face: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const plain = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={className}
      {...preloadOnIntent(preload)}
      onClick={() => setOpened(true)}
    >
      {children}
    </button>
  );
  if (!opened) return plain;
  return (
    <LazyBoundary overlay fallback={plain}>
      {renderMenu(children)}
    </LazyBoundary>
  );
}
