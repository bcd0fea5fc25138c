import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A countdown in whole seconds (SPEC §4: an SMS send blocks the button for expiredMinutes × 60 s).
 * It follows the clock, not the number of ticks, so a throttled background tab stays right.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setEndsAt(seconds > 0 ? t + seconds * 1000 : null);
  }, []);
  const reset = useCallback(() => setEndsAt(null), []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, running: remaining > 0, start, reset };
}

/**
 * Wraps an action so that it runs at most once per `intervalMs` (SPEC §5: one SMS send per
 * 1000 ms, a captcha refresh at most once a second). Calls inside the interval are dropped.
 */
export function useThrottle<A extends unknown[]>(action: (...args: A) => void, intervalMs = 1000) {
  const last = useRef(-Infinity);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  return useCallback(
    (...args: A) => {
      const t = Date.now();
      if (t - last.current < intervalMs) return false;
      last.current = t;
      latest.current(...args);
      return true;
    },
    [intervalMs],
  );
}

/** The time now, every `intervalMs` while mounted (countdowns to a moment the server named). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
