import { MONEY_PATHS, type Balance } from '@lotus/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/features/session';
import { safeParseWith } from '@/lib/api';
import { useIdle } from '@/lib/prefetch';
import { fetchBalanceTicket } from './api';
import { moneyKeys } from './queries';

/** The wallets compared between two events (money is a bigint, which JSON.stringify refuses). */
const walletsKey = (wallets: Balance['wallets']) =>
  wallets.map((w) => `${w.wallet}:${w.vassalage ?? ''}:${w.balance}:${w.pending}`).join('|');

/**
 * Keeps the balance current without a reload: the server pushes `balance` events (server-sent
 * events) on connect and after every movement of the member's money. EventSource cannot send the
 * Authorization header, so a short-lived ticket goes in the query. When the stream fails (network,
 * expired ticket) it reconnects with a fresh ticket, backing off up to 30 s. It connects once the page
 * is first idle (issue 37): the balance query already answers the first screen, and the ticket call,
 * the stream and the contracts it parses with would otherwise compete with the page's start. Renders
 * nothing.
 */
export function BalanceStream() {
  const { loggedIn, token } = useSession();
  const client = useQueryClient();
  const idle = useIdle();

  useEffect(() => {
    if (!idle || !loggedIn || !token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    const key = [...moneyKeys.balance, token];

    // Events are checked in the order they came (the contracts' chunk, once loaded, answers at once).
    const onBalance = async (e: MessageEvent<string>) => {
      failures = 0;
      let data: Balance;
      try {
        const parsed = await safeParseWith((c) => c.balanceSchema, JSON.parse(e.data));
        if (!parsed.success || stopped) return;
        data = parsed.data;
      } catch {
        return;
      }
      const before = client.getQueryData<Balance>(key);
      client.setQueryData(key, data);
      const moved =
        before &&
        (before.sumBalance !== data.sumBalance ||
          before.lockedBalance !== data.lockedBalance ||
          walletsKey(before.wallets) !== walletsKey(data.wallets));
      // Money moved: the records, orders and inbox are read again (the balance itself is fresh).
      if (moved)
        void client.invalidateQueries({
          queryKey: moneyKeys.all,
          predicate: (q) => q.queryKey[2] !== 'balance',
        });
    };

    const connect = async () => {
      if (stopped) return;
      try {
        const { ticket } = await fetchBalanceTicket();
        if (stopped) return;
        source = new EventSource(`${MONEY_PATHS.balanceEvents}?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener('balance', ((e: MessageEvent<string>) => void onBalance(e)) as EventListener);
        source.onerror = () => {
          source?.close();
          source = null;
          schedule();
        };
      } catch {
        schedule();
      }
    };
    const schedule = () => {
      if (stopped) return;
      failures += 1;
      retry = setTimeout(() => void connect(), Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)));
    };

    void connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [idle, loggedIn, token, client]);

  return null;
}
