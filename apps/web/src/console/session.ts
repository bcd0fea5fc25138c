import { useEffect } from 'react';
import { session } from '@/lib/storage';
import { createStore, useStore } from '@/lib/store';

/** The console's operator session, kept in this tab's session storage (apart from a member's). */
export interface ConsoleSession {
  token: string;
  /** Minutes without a call after which the server ends the session. */
  idleMinutes: number;
}

/** Why the sign-in page shows: the session ended on the server (idle timeout, signed out elsewhere). */
export type SignInNotice = 'expired' | null;

const KEY = 'consoleSession';

function read(): ConsoleSession | null {
  try {
    const v = JSON.parse(session.get(KEY) ?? 'null') as Partial<ConsoleSession> | null;
    return v && typeof v.token === 'string' && v.token && typeof v.idleMinutes === 'number'
      ? { token: v.token, idleMinutes: v.idleMinutes }
      : null;
  } catch {
    return null;
  }
}

const current = createStore<ConsoleSession | null>(read());
const notice = createStore<SignInNotice>(null);
/** Counts answers `403 operator_setup_required`: the operator must set up its account (again) first. */
const setupRequired = createStore(0);

export const noteSetupRequired = (): void => setupRequired.set((n) => n + 1);
/** Changes after each answer that the account must be set up first (GET me is read again then). */
export const useSetupRequired = (): number => useStore(setupRequired);

export const getConsoleToken = (): string | null => current.get()?.token ?? null;

export function startConsoleSession(value: ConsoleSession): void {
  session.set(KEY, JSON.stringify(value));
  notice.set(null);
  current.set(value);
}

/** Forgets the session; `expired` tells the sign-in page to say the session ended. */
export function endConsoleSession(reason: SignInNotice = null): void {
  session.remove(KEY);
  notice.set(reason);
  current.set(null);
}

export const useConsoleSession = (): ConsoleSession | null => useStore(current);
export const useSignInNotice = (): SignInNotice => useStore(notice);

/** How often the idle clock is looked at (and when the tab comes back into view). */
const IDLE_CHECK_MS = 15_000;
/** What counts as the operator being there: input, not the console's own background calls. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Ends the session after `idleMinutes` without the operator's input: `onIdle` (the server is told)
 * and the sign-in page with the 'session ended' message. Counting input rather than calls keeps a
 * page that refreshes by itself (queue counts) from holding an unattended session open.
 */
export function useIdleSignOut(idleMinutes: number, onIdle: () => void): void {
  useEffect(() => {
    let last = Date.now();
    const active = () => {
      last = Date.now();
    };
    const check = () => {
      if (Date.now() - last < idleMinutes * 60_000) return;
      onIdle();
      endConsoleSession('expired');
    };
    const timer = setInterval(check, IDLE_CHECK_MS);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, active, { capture: true, passive: true });
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, active, { capture: true });
      document.removeEventListener('visibilitychange', check);
    };
  }, [idleMinutes, onIdle]);
}
