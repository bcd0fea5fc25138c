/**
 * The clock of a TEST_CLOCK server: real time plus an offset that only grows, so an acceptance test can
 * live "the next day" (a daily settlement, a session gone idle) without waiting for it.
 */
export function shiftableClock() {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    shift(ms: number): Date {
      offsetMs += ms;
      return now();
    },
  };
}
