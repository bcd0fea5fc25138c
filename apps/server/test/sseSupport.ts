import { balanceSchema, type Balance } from '@lotus/contracts';

/** A balance stream read with fetch (as the web's fetch-streaming client would), event by event. */
export async function openStream(url: string, headers: Record<string, string>) {
  const ac = new AbortController();
  const res = await fetch(url, { headers, signal: ac.signal });
  if (!res.ok || !res.body) throw new Error(`stream refused: HTTP ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const seen: Balance[] = [];
  async function readEvent(deadline: number): Promise<Balance> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        if (lines.includes('event: balance')) {
          const data = lines.find((l) => l.startsWith('data: '))!.slice(6);
          // Decoded as the web does: money arrives as its minor-unit string (decision 0021).
          return balanceSchema.parse(JSON.parse(data));
        }
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching balance event; saw ${seen.map((b) => String(b.sumBalance)).join(', ')}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ done: true; value: undefined }>((resolve) =>
          setTimeout(() => resolve({ done: true, value: undefined }), left),
        ),
      ]);
      if (chunk.done) {
        if (Date.now() >= deadline)
          throw new Error(`no matching balance event; saw ${seen.map((b) => String(b.sumBalance)).join(', ')}`);
        throw new Error('the stream ended');
      }
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  return {
    contentType: res.headers.get('content-type') ?? '',
    /** The next balance event for which `match` holds (earlier ones are skipped). */
    async next(match: (b: Balance) => boolean, timeoutMs = 5000): Promise<Balance> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const b = await readEvent(deadline);
        seen.push(b);
        if (match(b)) return b;
      }
    },
    close() {
      ac.abort();
    },
  };
}
