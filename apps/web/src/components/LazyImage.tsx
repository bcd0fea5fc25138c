import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';

export type LazyImageState = 'idle' | 'loading' | 'loaded' | 'error';

export interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Classes of the <img> itself. */
  imgClassName?: string;
  width?: number;
  height?: number;
  /** Total attempts before the error state (SPEC §9: 3). */
  attempts?: number;
  /** Wait before attempt n+1, multiplied by n (default 400 ms). */
  retryDelayMs?: number;
  /** Shown in the error state; by default a neutral tile with the alt text. */
  fallback?: ReactNode;
  onStateChange?: (state: LazyImageState) => void;
  /**
   * Above the fold: load at once instead of waiting for visibility, and show the picture as soon as
   * it paints (no fade from transparent), so it can be the page's largest contentful paint.
   */
  eager?: boolean;
  /** The fetch priority of the picture (`high` for the first few an eager page shows). */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** Visibility ratio that starts the load (SPEC §9: 0.1). */
export const LAZY_IMAGE_THRESHOLD = 0.1;

/** Adds a retry marker so the browser fetches again instead of reusing a failed response. */
export function retryUrl(src: string, attempt: number): string {
  if (attempt <= 1 || /^(data|blob):/i.test(src)) return src;
  const [base, hash = ''] = src.split('#', 2) as [string, string?];
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}retry=${attempt - 1}${hash ? `#${hash}` : ''}`;
}

/**
 * An image that loads when a tenth of it becomes visible (or at once when `eager`), retries up to
 * `attempts` times, and exposes its state (idle → loading → loaded | error) in `data-state`.
 */
export function LazyImage({
  src,
  alt,
  className,
  imgClassName,
  width,
  height,
  attempts = 3,
  retryDelayMs = 400,
  fallback,
  onStateChange,
  eager = false,
  fetchPriority,
}: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(1);
  const [loadState, setLoadState] = useState<Exclude<LazyImageState, 'idle'>>('loading');
  const [waiting, setWaiting] = useState(false);
  const [shownSrc, setShownSrc] = useState(src);
  // A new src starts over (state adjusted during render, as React recommends).
  if (shownSrc !== src) {
    setShownSrc(src);
    setAttempt(1);
    setWaiting(false);
    setLoadState('loading');
  }
  const state: LazyImageState = visible ? loadState : 'idle';
  const notify = useEffectEvent((s: LazyImageState) => onStateChange?.(s));

  useEffect(() => {
    if (visible) return;
    const el = holder.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting || e.intersectionRatio >= LAZY_IMAGE_THRESHOLD)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    notify(state);
  }, [state]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setWaiting(false);
      setAttempt((a) => a + 1);
    }, retryDelayMs * attempt);
    return () => clearTimeout(timer);
  }, [waiting, attempt, retryDelayMs]);

  const onError = () => {
    if (attempt < attempts) setWaiting(true);
    else setLoadState('error');
  };

  return (
    <span
      ref={holder}
      data-state={state}
      data-attempt={attempt}
      className={cx('relative block overflow-hidden', state !== 'loaded' && state !== 'error' && 'skeleton', className)}
    >
      {state === 'error'
        ? (fallback ?? (
            <span
              role="img"
              aria-label={alt}
              className="flex h-full w-full items-center justify-center bg-navy-800 p-2 text-center text-xs text-slate-500"
            >
              {alt}
            </span>
          ))
        : visible &&
          !waiting && (
            <img
              key={attempt}
              src={retryUrl(src, attempt)}
              alt={alt}
              width={width}
              height={height}
              loading={eager ? 'eager' : undefined}
              fetchPriority={fetchPriority}
              decoding={eager ? undefined : 'async'}
              className={cx(
                'h-full w-full',
                // A picture that fades in from transparent paints late for LCP (or never counts): only lazy ones fade.
                !eager && 'transition-opacity duration-300',
                !eager && (state === 'loaded' ? 'opacity-100' : 'opacity-0'),
                imgClassName,
              )}
              onLoad={() => setLoadState('loaded')}
              onError={onError}
            />
          )}
    </span>
  );
}
