import { outageOf, type Dependency } from './outage';

export type { Dependency } from './outage';

/** Where the outage and recovery lines go (the app's pino logger once buildApp ran). */
export interface HealthLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What the rest of the process does while a dependency is away (docs/DEPLOY.md "When a dependency goes away"). */
const WHILE_AWAY: Record<Dependency, string> = {
  postgres: 'calls that read or move money answer 503 service_unavailable; readiness is false',
  redis: 'rate limits, codes and cache notices fall back to this process',
};

/** Seconds a client is told to wait (Retry-After) after a refusal for an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
/** How long a vendor that did not answer is refused at launch before it is tried again. */
export const VENDOR_PAUSE_MS = 30_000;

/**
 * The state of the process's dependencies as its own calls see them: PostgreSQL and Redis are `down` from
 * the first failure that means "not reachable" (a refused or dropped connection, a shutdown, a pool
 * timeout: `outage.ts`) until a call succeeds again. Each change is written to the log once: one line when
 * an outage starts and one when it ends, however many requests failed in between. While PostgreSQL is down
 * a probe (`select 1`) runs every second, so its return is noticed (and logged) without traffic; Redis
 * tells its own return (ioredis `ready`). Game vendors that did not answer are remembered for
 * VENDOR_PAUSE_MS, so launches are refused with `vendor_unavailable` instead of opening a dead game.
 */
export interface DependencyHealth {
  isDown(dependency: Dependency): boolean;
  /** Records a failure of the dependency (logged when it starts an outage). */
  down(dependency: Dependency, error?: unknown): void;
  /** Records a success (logged when it ends an outage). */
  up(dependency: Dependency): void;
  /**
   * When `error` means a dependency is unreachable, records it (`down`) and answers that dependency;
   * anything else answers undefined and is the caller's to report.
   */
  report(error: unknown): Dependency | undefined;
  /** Calls `fn` when a dependency comes back (e.g. to drop caches whose notices were lost). */
  onRecovery(fn: (dependency: Dependency) => void): void;
  /** The probe that tells PostgreSQL's return while it is down. */
  setProbe(dependency: Dependency, probe: () => Promise<void>): void;
  setLogger(log: HealthLog): void;
  /** A transfer or balance call to the vendor got no answer (timeout, refused connection, 5xx). */
  vendorFailed(vendorCode: string): void;
  vendorAnswered(vendorCode: string): void;
  /** Seconds left of the vendor's pause after it did not answer; 0 when it may be called. */
  vendorPausedFor(vendorCode: string): number;
  close(): void;
}

export function createDependencyHealth(options: { probeEveryMs?: number; now?: () => number } = {}): DependencyHealth {
  const now = options.now ?? Date.now;
  const probeEveryMs = options.probeEveryMs ?? 1000;
  const since = new Map<Dependency, number>();
  const probes = new Map<Dependency, () => Promise<void>>();
  const timers = new Map<Dependency, NodeJS.Timeout>();
  const recoveryListeners: ((d: Dependency) => void)[] = [];
  const vendors = new Map<string, number>();
  let log: HealthLog | undefined;
  let closed = false;

  const stopProbe = (d: Dependency) => {
    const t = timers.get(d);
    if (t) clearTimeout(t);
    timers.delete(d);
  };
  const startProbe = (d: Dependency) => {
    const probe = probes.get(d);
    if (!probe || timers.has(d) || closed) return;
    const tick = () => {
      timers.set(
        d,
        setTimeout(() => {
          probe().then(
            () => {
              timers.delete(d);
              health.up(d);
            },
            () => {
              if (!since.has(d) || closed) return void timers.delete(d);
              // Still away: probe again.
              tick();
            },
          );
        }, probeEveryMs).unref(),
      );
    };
    tick();
  };

  const health: DependencyHealth = {
    isDown: (d) => since.has(d),
    down(d, error) {
      if (since.has(d)) return;
      since.set(d, now());
      log?.error(
        { dependency: d, err: error instanceof Error ? { message: error.message, code: codeOf(error) } : error },
        `dependency down: ${d} is unreachable; ${WHILE_AWAY[d]}`,
      );
      startProbe(d);
    },
    up(d) {
      const at = since.get(d);
      if (at === undefined) return;
      since.delete(d);
      stopProbe(d);
      const seconds = Math.round((now() - at) / 100) / 10;
      log?.warn(
        { dependency: d, outageSeconds: seconds },
        `dependency back: ${d} is reachable again after ${seconds} s`,
      );
      for (const fn of recoveryListeners) fn(d);
    },
    report(error) {
      const d = outageOf(error);
      if (d) health.down(d, error);
      return d;
    },
    onRecovery(fn) {
      recoveryListeners.push(fn);
    },
    setProbe(d, probe) {
      probes.set(d, probe);
      if (since.has(d)) startProbe(d);
    },
    setLogger(l) {
      log = l;
    },
    vendorFailed(code) {
      vendors.set(code, now() + VENDOR_PAUSE_MS);
    },
    vendorAnswered(code) {
      vendors.delete(code);
    },
    vendorPausedFor(code) {
      const until = vendors.get(code);
      if (until === undefined) return 0;
      const left = until - now();
      if (left <= 0) {
        vendors.delete(code);
        return 0;
      }
      return Math.ceil(left / 1000);
    },
    close() {
      closed = true;
      for (const d of [...timers.keys()]) stopProbe(d);
    },
  };
  return health;
}

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
