// A reference game vendor for Lotus (docs/API.md "Provider API" and "Integrating a vendor"): a small program of its
// own, written from the docs alone. It serves a launch page with one simple game (a coin flip), publishes its
// catalogue, and moves the player's money only through Lotus's signed bet, win and rollback calls, with retries.
//
//   LOTUS_URL=https://lotus.example VENDOR_CODE=COIN_FLIP VENDOR_SECRET=… PORT=8090 node vendor.mjs
//
// Register it in Lotus as an operator would (the template points at this program's /launch):
//   npm run ops -- vendor create COIN_FLIP --name "Coin Flip" --categories RNG \
//     --template 'http://127.0.0.1:8090/launch?token={token}&game={game}&lang={lang}&back={returnUrl}'
//   npm run ops -- vendor import COIN_FLIP --url http://127.0.0.1:8090/catalogue.json
//   npm run ops -- vendor offer COIN_FLIP on --brand LOTUS
import crypto from 'node:crypto';
import http from 'node:http';

/** The games this vendor publishes (docs/API.md "Integrating a vendor", step 2). Amounts in minor units. */
export const CATALOGUE = [
  {
    code: 'coin-flip',
    nameVi: 'Tung Đồng Xu',
    nameEn: 'Coin Flip',
    category: 'RNG',
    minBet: '1000',
    maxBet: '1000000',
    rtp: '98',
    flags: 'new',
  },
];

/**
 * A client of Lotus's Provider API: signed calls, retried on no answer with the same body (a replay is exact).
 * `secret`: the signing secret, or a function answering the current one (after a rotation).
 */
export function lotusClient({ lotusUrl, code, secret, retries = 3, fetchImpl = fetch }) {
  async function call(path, body) {
    const raw = JSON.stringify(body);
    let last;
    for (let attempt = 0; attempt <= retries; attempt++) {
      const timestamp = String(Date.now());
      const key = typeof secret === 'function' ? secret() : secret;
      const signature = crypto.createHmac('sha256', key).update(`${timestamp}.${raw}`).digest('hex');
      try {
        const res = await fetchImpl(`${lotusUrl}/provider/v1/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-lotus-vendor': code,
            'x-lotus-timestamp': timestamp,
            'x-lotus-signature': signature,
          },
          body: raw,
          signal: AbortSignal.timeout(5_000),
        });
        const answer = await res.json();
        // 429 and 5xx: nothing was done or the answer is unknown; the same call again is safe.
        if (res.status === 429 || res.status >= 500) {
          last = answer;
          await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
          continue;
        }
        return answer;
      } catch (error) {
        last = { success: false, errorCode: 'no_answer', message: String(error) };
        await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
      }
    }
    return last;
  }
  return {
    authenticate: (token) => call('authenticate', { token }),
    balance: (token, playerId) => call('balance', { token, playerId }),
    bet: (b) => call('bet', b),
    win: (w) => call('win', w),
    rollback: (r) => call('rollback', r),
  };
}

const page = (q) => `<!doctype html>
<html lang="${q.lang === 'en' ? 'en' : 'vi'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${q.lang === 'en' ? 'Coin Flip' : 'Tung Đồng Xu'}</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1530;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}
main{text-align:center;padding:1rem}button{font-size:1.1rem;padding:.6rem 1.4rem;border-radius:.5rem;border:0;background:#e8b84a;color:#111;margin:.3rem}
label{display:block;margin:.5rem 0}</style></head>
<body><main>
<h1>${q.lang === 'en' ? 'Coin Flip' : 'Tung Đồng Xu'}</h1>
<p>${q.lang === 'en' ? 'Balance' : 'Số dư'}: <strong id="balance" aria-label="balance">…</strong></p>
<label>${q.lang === 'en' ? 'Stake' : 'Tiền cược'} <input id="stake" type="number" value="1000" min="1000" step="1000"></label>
<button id="heads" type="button">${q.lang === 'en' ? 'Heads' : 'Sấp'}</button>
<button id="tails" type="button">${q.lang === 'en' ? 'Tails' : 'Ngửa'}</button>
<p id="result" role="status"></p>
</main>
<script type="module">
const token = new URLSearchParams(location.search).get('token');
const post = (path, body) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
const show = (a) => { document.getElementById('balance').textContent = a.balance ?? '—'; };
show(await post('/api/session', { token }));
for (const side of ['heads', 'tails']) {
  document.getElementById(side).onclick = async () => {
    const a = await post('/api/flip', { token, side, stake: Number(document.getElementById('stake').value) });
    document.getElementById('result').textContent = a.error ? 'error: ' + a.error : (a.won ? 'won ' + a.win : 'lost') + ' (' + a.coin + ')';
    show(a);
  };
}
</script></body></html>`;

/**
 * The vendor's HTTP server. `flip` decides the coin (tests pass a fixed one). Each flip is one round: bet (a new
 * transaction id), then win (the payout, 0 for a loss, closing the round); a bet whose answer never came is rolled
 * back, so the player's money is never left in doubt.
 */
export function createVendor({ lotusUrl, code, secret, flip = () => (crypto.randomInt(2) ? 'heads' : 'tails') }) {
  const lotus = lotusClient({ lotusUrl, code, secret });
  const sessions = new Map(); // token → { playerId, currency, gameCode }
  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  async function session(token) {
    const known = sessions.get(token);
    if (known) return known;
    const a = await lotus.authenticate(token);
    if (!a.success) return null;
    const s = {
      playerId: a.value.playerId,
      currency: a.value.currency,
      gameCode: a.value.gameCode,
      balance: a.value.balance,
    };
    sessions.set(token, s);
    return s;
  }
  async function flipRound(token, side, stake) {
    const s = await session(token);
    if (!s) return { error: 'session' };
    const roundId = `cf-${crypto.randomUUID()}`;
    const base = { token, playerId: s.playerId, roundId, currency: s.currency };
    const bet = await lotus.bet({ ...base, transactionId: `${roundId}-bet`, gameCode: s.gameCode, amount: stake });
    if (!bet.success) {
      if (bet.errorCode === 'no_answer') {
        await lotus.rollback({ ...base, transactionId: `${roundId}-rb`, referenceTransactionId: `${roundId}-bet` });
      }
      return { error: bet.errorCode, balance: bet.value?.balance };
    }
    const coin = flip();
    const won = coin === side;
    const win = won ? stake * 2 : 0;
    const paid = await lotus.win({
      ...base,
      transactionId: `${roundId}-win`,
      gameCode: s.gameCode,
      amount: win,
      roundClosed: true,
    });
    if (!paid.success) return { error: paid.errorCode, balance: bet.value.balance };
    return { coin, won, win, balance: paid.value.balance, roundId };
  }
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://vendor');
      if (req.method === 'GET' && url.pathname === '/launch') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(page(Object.fromEntries(url.searchParams)));
      }
      if (req.method === 'GET' && url.pathname === '/catalogue.json') return json(res, 200, CATALOGUE);
      if (req.method === 'POST' && url.pathname.startsWith('/api/')) {
        let raw = '';
        for await (const chunk of req) raw += chunk;
        const body = JSON.parse(raw || '{}');
        if (url.pathname === '/api/session') {
          const s = await session(String(body.token));
          if (!s) return json(res, 401, { error: 'session' });
          const b = await lotus.balance(String(body.token), s.playerId);
          return json(res, 200, { balance: b.value?.balance ?? null });
        }
        if (url.pathname === '/api/flip') {
          const stake = Number(body.stake);
          if (!Number.isSafeInteger(stake) || stake <= 0) return json(res, 400, { error: 'stake' });
          return json(res, 200, await flipRound(String(body.token), body.side === 'tails' ? 'tails' : 'heads', stake));
        }
      }
      json(res, 404, { error: 'not_found' });
    } catch (error) {
      json(res, 500, { error: String(error) });
    }
  });
  return { server, flipRound, lotus };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { LOTUS_URL, VENDOR_CODE, VENDOR_SECRET, PORT = '8090' } = process.env;
  if (!LOTUS_URL || !VENDOR_CODE || !VENDOR_SECRET) {
    console.error('LOTUS_URL, VENDOR_CODE and VENDOR_SECRET are required');
    process.exit(2);
  }
  createVendor({ lotusUrl: LOTUS_URL, code: VENDOR_CODE, secret: VENDOR_SECRET }).server.listen(Number(PORT), () =>
    console.log(`vendor ${VENDOR_CODE} on :${PORT}`),
  );
}
