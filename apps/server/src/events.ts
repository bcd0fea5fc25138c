import type { SiteLanguage, WithdrawalSettings } from '@lotus/contracts';
import type { Tx } from './db/client';

/**
 * The cross-module events of the server (docs/architecture/server-modules.md, "The event bus"): the one map
 * of their names and payloads. A module publishes with `ctx.events.publish(tx, { type, ...payload })` inside
 * its transaction; the handlers the modules subscribe (their descriptor's `handlers`, modules/index.ts) run
 * there, one after the other in the order of the module list, so a rollback undoes what they did and a
 * handler that throws rolls the publisher back. A name or a payload not declared here is a type error.
 *
 * Four events are questions rather than news: the publisher sets the answer's field to what it knows
 * (the brand's limits, nothing) and the subscriber that knows better replaces it; `publish` answers the
 * event with the field filled.
 *
 * This file is a leaf (it imports no module), so that the context can declare `events` without a cycle.
 */
export interface DomainEvents {
  /** A member account was created by registration (accounts, in the registration's transaction). */
  'member.registered': {
    merchantId: number;
    memberId: number;
    /** The referral code typed at registration, when the brand's field rules take one. */
    referralCode: string | null;
    ip: string;
    deviceId: string | null;
    at: Date;
  };
  /** A deposit order was credited (deposits, in the crediting transaction). */
  'deposit.credited': {
    merchantId: number;
    memberId: number;
    orderNo: string;
    /** What reached the main wallet, minor units. */
    amount: bigint;
    /** The member's first credited deposit. */
    isFirst: boolean;
    at: Date;
    /** Other members whose balance a handler moved (a referrer's reward): published after the commit. */
    balancesMoved: number[];
  };
  /** Money is about to move into a vendor's wallet (wallets): a handler refuses it by throwing. */
  'wallet.transferringIn': { memberId: number; language: SiteLanguage; at: Date };
  /** Question (withdrawals): the member's daily withdrawal limits; the brand's unless a handler knows better. */
  'withdrawal.limits': {
    merchantId: number;
    vipLevel: number;
    /** The brand's limits (its money settings). */
    brand: { dailyMaxCount: number; dailyMaxAmount: number };
    /** The answer: the brand's, unless the member's VIP rank sets its own. */
    limits: { dailyMaxCount: number; dailyMaxAmount: bigint };
  };
  /**
   * Question (withdrawals, in the withdrawal's transaction): the member's open bonus, which a withdrawal gives up
   * (decision 0040). promotions answers it and, when `forfeit` (the member confirmed), forfeits it there.
   */
  'withdrawal.openBonus': {
    merchantId: number;
    memberId: number;
    language: SiteLanguage;
    forfeit: boolean;
    at: Date;
    /** The answer: the open bonus before the withdrawal (null: none). */
    bonus: WithdrawalBonus | null;
  };
  /** A member's identity check was approved (kyc, in the decision's transaction): withdrawals waiting for it go on. */
  'kyc.approved': { merchantId: number; memberId: number; at: Date };
  /**
   * A sign-in failed and was logged (accounts for a member, with the brand; operators for the console, brand null):
   * reports counts bursts of them as significant events. Published on the database, outside any transaction.
   */
  'signIn.failed': { merchantId: number | null; username: string; ip: string; at: Date };
  /**
   * An operator is about to correct an entered result directly (lottery, sports): corrections refuses it by throwing
   * when the bets on it need a second operator (four-eyes above the brand's threshold).
   */
  'result.correcting': { product: 'lottery' | 'sports'; subjectId: number };
  /** Question (responsible gaming): the member's deposits over [from, to), minor units. */
  'deposit.total': { memberId: number; from: Date; to: Date; pending: boolean; total: bigint };
}

/** An open bonus as the withdrawal page shows it. */
export type WithdrawalBonus = NonNullable<WithdrawalSettings['bonus']>;

export type EventName = keyof DomainEvents;

/** One event as published: its name in `type` and its payload. */
export type DomainEvent = { [K in EventName]: { type: K } & DomainEvents[K] }[EventName];

export type EventHandler<K extends EventName> = (tx: Tx, event: { type: K } & DomainEvents[K]) => Promise<void>;

/** What one module does on the events it subscribes to. */
export type EventHandlers = { [K in EventName]?: EventHandler<K> };

export interface EventBus {
  /** Runs every handler of the event, in order, in `tx`; answers the event (a question's answer filled in). */
  publish<E extends DomainEvent>(tx: Tx, event: E): Promise<E>;
}

/**
 * The bus over the modules' handlers, in the order given (createAppContext passes the module list's order).
 * The handlers are fixed once the bus is made: nothing subscribes later.
 */
export function createEventBus(subscribers: readonly EventHandlers[]): EventBus {
  const byName = new Map<EventName, EventHandler<EventName>[]>();
  for (const handlers of subscribers) {
    for (const name of Object.keys(handlers) as EventName[]) {
      const handler = handlers[name] as EventHandler<EventName> | undefined;
      if (!handler) continue;
      byName.set(name, [...(byName.get(name) ?? []), handler]);
    }
  }
  return {
    async publish(tx, event) {
      for (const handler of byName.get(event.type) ?? []) await handler(tx, event as never);
      return event;
    },
  };
}
