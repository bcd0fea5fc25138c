import { Suspense, useEffect, type ReactNode } from 'react';
import { useOpenedOnce } from '@/lib/lazy';
import { beginLoading } from '@/lib/loading';
import { cx } from './cx';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorState } from './ErrorState';
import { Spinner } from './Spinner';

/** While a lazily loaded dialog's code arrives: the site-wide spinner (nothing shifts under it). */
export function GlobalLoadingFallback() {
  useEffect(() => beginLoading(), []);
  return null;
}

/** While a lazily loaded panel's code arrives: a spinner in its place. */
export function PanelLoadingFallback({ className }: { className?: string }) {
  return (
    <div className={cx('flex justify-center py-16', className)}>
      <Spinner />
    </div>
  );
}

interface LazyBoundaryProps {
  children: ReactNode;
  /** Shown while the code loads (default: a spinner in place). */
  fallback?: ReactNode;
  /** Show a failure as a panel over the page (for dialogs, which have no place of their own). */
  overlay?: boolean;
}

/**
 * Suspense and an error boundary for lazily loaded code. A chunk that failed to load (often one a
 * new deploy removed, after lazy.ts's one automatic reload) shows the error state; its retry loads
 * the page again, since only a fresh page knows the new chunks.
 */
export function LazyBoundary({ children, fallback = <PanelLoadingFallback />, overlay }: LazyBoundaryProps) {
  const failed = (error: unknown) => {
    const state = <ErrorState error={error} onRetry={() => window.location.reload()} />;
    if (!overlay) return state;
    return (
      <div className="fixed inset-0 z-[95] flex items-center justify-center bg-navy-950/75 p-4">
        <div className="w-full max-w-[400px] rounded-2xl border border-white/10 bg-navy-850 shadow-2xl">{state}</div>
      </div>
    );
  };
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Hosts a lazily loaded dialog: nothing is mounted (and no code fetched) until it first opens; the
 * site-wide spinner shows while its code arrives. The dialog stays mounted afterwards, so it can
 * close with its own animation and reopen at once.
 */
export function LazyDialogHost({ open, children }: { open: boolean; children: ReactNode }) {
  if (!useOpenedOnce(open)) return null;
  return (
    <LazyBoundary overlay fallback={<GlobalLoadingFallback />}>
      {children}
    </LazyBoundary>
  );
}
