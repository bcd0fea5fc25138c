import type { SliderPuzzle } from '@lotus/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { ArrowRightIcon, RefreshIcon, SuccessIcon } from '@/components/icons';
import { Spinner } from '@/components/Spinner';
import { isApiError } from '@/lib/api';
import { fetchSliderPuzzle, verifySlider } from '../api';

export interface TracePoint {
  x: number;
  y: number;
  t: number;
}

/** The server accepts at most 2000 trace points. */
const MAX_TRACE = 2000;

type Phase = 'loading' | 'ready' | 'dragging' | 'checking' | 'solved' | 'failed' | 'error';

/**
 * Our slider captcha (SLIDERCAPTCHA3): the server's puzzle — a background with a hole and the
 * piece cut from it — and a handle the player drags (mouse or touch) until the piece fills the
 * hole. The drag is recorded as a trace (x, y in puzzle pixels, t in ms since the drag began) and
 * sent with the offset; the server answers a one-time ticket, or slider_failed and the next
 * puzzle is loaded.
 */
export function SliderCaptcha({ onSolved }: { onSolved: (ticket: string) => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const [puzzle, setPuzzle] = useState<SliderPuzzle | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<unknown>(null);
  const [offset, setOffset] = useState(0);
  const [scale, setScale] = useState(1);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startY: number; t0: number; trace: TracePoint[]; offset: number } | null>(null);
  const loads = useRef(0);

  /** Fetches a puzzle; the caller shows the loading state first. */
  const fetchPuzzle = useCallback(() => {
    const n = ++loads.current;
    fetchSliderPuzzle()
      .then((p) => {
        if (n !== loads.current) return;
        setPuzzle(p);
        setPhase('ready');
      })
      .catch((e: unknown) => {
        if (n !== loads.current) return;
        setError(e);
        setPhase('error');
      });
  }, []);

  const load = useCallback(() => {
    setPhase('loading');
    setOffset(0);
    fetchPuzzle();
  }, [fetchPuzzle]);

  // The first puzzle (the initial state is already 'loading').
  useEffect(() => {
    fetchPuzzle();
  }, [fetchPuzzle]);

  // The puzzle is drawn at its own size when it fits, else scaled down; offsets stay in puzzle pixels.
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el || !puzzle) return;
    const measure = () => setScale(el.clientWidth > 0 ? Math.min(1, el.clientWidth / puzzle.width) : 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [puzzle]);

  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;
  const busy = phase !== 'ready' && phase !== 'dragging';

  const submit = (finalOffset: number, trace: TracePoint[]) => {
    if (!puzzle) return;
    setPhase('checking');
    verifySlider({ sliderId: puzzle.sliderId, offset: Math.round(finalOffset * 10) / 10, trace })
      .then((r) => {
        setPhase('solved');
        onSolved(r.ticket);
      })
      .catch((e: unknown) => {
        setError(e);
        setPhase('failed');
        // One answer per puzzle: a new one after a short look at the result.
        setTimeout(load, isApiError(e) && e.errorCode === 'slider_failed' ? 900 : 1500);
      });
  };

  const point = (e: PointerEvent, d: NonNullable<typeof drag.current>): TracePoint => {
    const x = Math.min(max, Math.max(0, (e.clientX - d.startX) / scale));
    const y = (e.clientY - d.startY) / scale;
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, t: Math.round(performance.now() - d.t0) };
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (phase !== 'ready') return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = {
      startX: e.clientX,
      startY: e.clientY,
      t0: performance.now(),
      trace: [{ x: 0, y: 0, t: 0 }],
      offset: 0,
    };
    setPhase('dragging');
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const p = point(e, d);
    if (d.trace.length < MAX_TRACE - 1) d.trace.push(p);
    d.offset = p.x;
    setOffset(p.x);
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    const p = point(e, d);
    const last = d.trace[d.trace.length - 1]!;
    if (p.t > last.t || p.x !== last.x) d.trace.push({ ...p, t: Math.max(p.t, last.t) });
    if (p.x < 2) {
      // A click without a drag: nothing to check.
      setOffset(0);
      setPhase('ready');
      return;
    }
    submit(p.x, d.trace);
  };

  const status =
    phase === 'solved'
      ? t('slider.solved')
      : phase === 'failed'
        ? isApiError(error) && error.errorCode === 'slider_failed'
          ? t('slider.failed')
          : message(error)
        : phase === 'checking'
          ? t('slider.checking')
          : t('slider.hint');

  return (
    <div className="flex flex-col gap-3" data-testid="slider-captcha">
      <div ref={frame} className="relative mx-auto w-full" style={{ maxWidth: puzzle?.width ?? 280 }}>
        <div
          className="relative overflow-hidden rounded-lg bg-navy-800 ring-1 ring-white/10"
          style={{ aspectRatio: puzzle ? `${puzzle.width} / ${puzzle.height}` : '2 / 1' }}
        >
          {puzzle && (
            <>
              <img
                src={puzzle.background}
                alt={t('slider.imageAlt')}
                draggable={false}
                className="absolute inset-0 h-full w-full select-none"
                data-testid="slider-background"
              />
              <img
                src={puzzle.piece}
                alt=""
                draggable={false}
                className="absolute select-none drop-shadow-[0_0_4px_rgba(0,0,0,0.7)]"
                style={{
                  left: 0,
                  top: puzzle.pieceY * scale,
                  width: puzzle.pieceSize * scale,
                  height: puzzle.pieceSize * scale,
                  // A transform moves it without a new layout on every pointer move.
                  transform: `translateX(${offset * scale}px)`,
                  willChange: 'transform',
                }}
                data-testid="slider-piece"
              />
            </>
          )}
          {(phase === 'loading' || phase === 'checking') && (
            <div className="absolute inset-0 flex items-center justify-center bg-navy-950/40">
              <Spinner size={28} />
            </div>
          )}
          {phase === 'solved' && (
            <div className="absolute inset-0 flex items-center justify-center bg-emerald-900/40 text-emerald-200">
              <SuccessIcon size={40} />
            </div>
          )}
          <button
            type="button"
            onClick={load}
            disabled={phase === 'loading' || phase === 'checking' || phase === 'dragging'}
            className="absolute top-1.5 right-1.5 rounded-full bg-navy-950/70 p-1.5 text-slate-200 hover:text-white"
            aria-label={t('slider.refresh')}
          >
            <RefreshIcon size={16} />
          </button>
        </div>
        <div
          className={cx(
            'relative mt-3 h-11 rounded-full ring-1',
            phase === 'failed' ? 'bg-rose-500/15 ring-rose-500/40' : 'bg-navy-900 ring-white/10',
          )}
        >
          <div
            className="absolute inset-y-0 left-0 w-full origin-left rounded-full bg-primary/30"
            style={{ transform: `scaleX(${Math.min(1, (offset * scale + 44) / ((puzzle?.width ?? 280) * scale))})` }}
            aria-hidden="true"
          />
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center pl-10 text-xs text-slate-400">
            {phase === 'ready' ? t('slider.track') : ''}
          </span>
          <div
            role="slider"
            tabIndex={busy ? -1 : 0}
            aria-label={t('slider.handle')}
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={Math.round(offset)}
            aria-disabled={busy || undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            className={cx(
              'absolute top-0 flex h-11 w-11 touch-none items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-500 text-navy-950 shadow-md shadow-black/40 select-none',
              busy ? 'cursor-default opacity-70' : 'cursor-grab active:cursor-grabbing',
            )}
            style={{ left: 0, transform: `translateX(${offset * scale}px)`, willChange: 'transform' }}
            data-testid="slider-handle"
          >
            <ArrowRightIcon strokeWidth={2.2} />
          </div>
        </div>
      </div>
      <p
        role="status"
        className={cx(
          'text-center text-xs',
          phase === 'failed' || phase === 'error'
            ? 'text-rose-300'
            : phase === 'solved'
              ? 'text-emerald-300'
              : 'text-slate-400',
        )}
      >
        {phase === 'error' ? message(error) : status}
      </p>
      {phase === 'error' && (
        <button type="button" className={buttonClass('outline', 'sm', 'mx-auto')} onClick={load}>
          <RefreshIcon size={16} />
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
