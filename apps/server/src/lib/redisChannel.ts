import type { Redis } from 'ioredis';

/**
 * Listens to one Redis pub/sub channel on a connection of its own (a subscribing connection can do nothing
 * else) and hands each message, parsed as a JSON object, to `onNotice`; anything else is not ours and is
 * dropped. `ready` resolves once subscribed. While Redis is away the connection errors quietly; ioredis
 * reconnects and subscribes again.
 */
export function listenToChannel(redis: Redis, channel: string, onNotice: (notice: unknown) => void) {
  const sub = redis.duplicate();
  sub.on('error', () => undefined);
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    let notice: unknown;
    try {
      notice = JSON.parse(text);
    } catch {
      return;
    }
    if (notice !== null && typeof notice === 'object') onNotice(notice);
  });
  const ready = new Promise<void>((resolve) => {
    const go = () => {
      sub.subscribe(channel).then(
        () => resolve(),
        () => undefined,
      );
    };
    if (sub.status === 'ready') go();
    else sub.once('ready', go);
  });
  return { ready, close: () => sub.disconnect() };
}
