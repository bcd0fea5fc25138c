import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_VASSALAGE, PROVIDER_MAX_AMOUNT, PROVIDER_TIMESTAMP_WINDOW_MS } from '@lotus/contracts';
import { createTestApp, type TestApp } from './helpers';
import { balanceOf, callback, deposit, expectLedgerSound, houseGame, launchToken, newMember } from './gamesSupport';

let t: TestApp;
let alice: Awaited<ReturnType<typeof newMember>>;
let bob: Awaited<ReturnType<typeof newMember>>;
let token: string;
let playerId: string;
let slot: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newMember(t);
  bob = await newMember(t);
  await deposit(t, alice.id, 100_000n);
  slot = await houseGame(t, 'lotus-slot');
  token = await launchToken(t, alice.token, slot);
  const auth = await callback(t, 'authenticate', { token });
  playerId = auth.json().value.playerId;
});
afterAll(() => t.close());

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;
const bet = (o: Record<string, unknown> = {}) => ({
  token,
  playerId,
  transactionId: id('b'),
  roundId: id('r'),
  gameCode: 'lotus-slot',
  amount: 1_000,
  currency: 'VND',
  ...o,
});

describe('authenticate and balance', () => {
  it('answers the player, currency and balance of a launch token', async () => {
    const res = await callback(t, 'authenticate', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      playerId: `LOTUS-${alice.id}`,
      currency: 'VND',
      balance: 100_000,
      mode: 'real',
      gameCode: 'lotus-slot',
    });
    const bal = await callback(t, 'balance', { token, playerId });
    expect(bal.json().value).toEqual({ playerId, currency: 'VND', balance: 100_000 });
  });
  it('refuses unknown tokens and players', async () => {
    expect((await callback(t, 'authenticate', { token: 'x'.repeat(43) })).json().errorCode).toBe(
      'provider_token_invalid',
    );
    expect((await callback(t, 'balance', { token, playerId: 'LOTUS-999999' })).json().errorCode).toBe(
      'provider_player_unknown',
    );
    expect((await callback(t, 'balance', { token: 'short', playerId })).json().errorCode).toBe('validation_failed');
  });
  it('refuses a token of another vendor', async () => {
    const res = await callback(t, 'authenticate', { token }, { vendor: 'JADE_SLOTS' });
    expect(res.json().errorCode).toBe('provider_token_invalid');
  });
});

describe('signature and timestamp', () => {
  it('refuses forged, unsigned, stale and unknown-vendor callbacks before reading the body', async () => {
    const body = bet();
    const before = await balanceOf(t, alice.id);
    const cases: [Parameters<typeof callback>[3], string, number][] = [
      [{ secret: 'f'.repeat(64) }, 'provider_signature_invalid', 401],
      [{ signature: '' }, 'provider_signature_invalid', 401],
      [{ signature: 'zz' }, 'provider_signature_invalid', 401],
      [{ timestamp: t.ctx.now().getTime() - PROVIDER_TIMESTAMP_WINDOW_MS - 1_000 }, 'provider_timestamp_invalid', 401],
      [{ timestamp: t.ctx.now().getTime() + PROVIDER_TIMESTAMP_WINDOW_MS + 1_000 }, 'provider_timestamp_invalid', 401],
      [{ timestamp: 'yesterday' }, 'provider_timestamp_invalid', 401],
      [{ vendor: 'NO_SUCH_VENDOR' }, 'provider_vendor_unknown', 401],
      [{ vendor: 'TIGER_SLOTS' }, 'provider_vendor_unknown', 401],
    ];
    for (const [o, code, status] of cases) {
      const res = await callback(t, 'bet', body, o);
      expect(res.json().errorCode, JSON.stringify(o)).toBe(code);
      expect(res.statusCode).toBe(status);
    }
    // The signature covers the raw body: a changed body with the old signature is forged.
    const ts = t.ctx.now().getTime();
    const good = await callback(t, 'balance', { token, playerId }, { timestamp: ts });
    expect(good.statusCode).toBe(200);
    const crypto = await import('node:crypto');
    const { vendorSecret } = await import('../src/modules/provider/service');
    const sig = crypto
      .createHmac('sha256', vendorSecret(t.ctx.config.dataDir, HOUSE_VASSALAGE))
      .update(`${ts}.${JSON.stringify({ token, playerId })}`)
      .digest('hex');
    const tampered = await callback(
      t,
      'balance',
      {},
      { raw: JSON.stringify({ token, playerId: 'LOTUS-1' }), signature: sig, timestamp: ts },
    );
    expect(tampered.json().errorCode).toBe('provider_signature_invalid');
    expect(await balanceOf(t, alice.id)).toBe(before);
  });
  it('answers malformed JSON and bad fields with their codes', async () => {
    expect((await callback(t, 'bet', null, { raw: '{"token":' })).json().errorCode).toBe('malformed_json');
    for (const bad of [
      { amount: -5 },
      { amount: 0 },
      { amount: 1.5 },
      { amount: PROVIDER_MAX_AMOUNT + 1 },
      { amount: 1e30 },
      { amount: '100' },
      { currency: 'vnd' },
      { transactionId: '' },
      { extra: 1 },
    ]) {
      const res = await callback(t, 'bet', bet(bad));
      expect(res.json().errorCode, JSON.stringify(bad)).toBe('validation_failed');
    }
  });
});

describe('bet, win, rollback', () => {
  it('moves money through the ledger and links bets and wins by round', async () => {
    const before = await balanceOf(t, alice.id);
    const b = bet({ amount: 2_000 });
    const r1 = await callback(t, 'bet', b);
    expect(r1.json().value).toMatchObject({
      balance: Number(before) - 2_000,
      status: 'ok',
      replayed: false,
      roundId: b.roundId,
    });
    expect(r1.json().value.entryId).toBeGreaterThan(0);
    const w = await callback(t, 'win', {
      token,
      playerId,
      transactionId: id('w'),
      roundId: b.roundId,
      amount: 5_000,
      currency: 'VND',
    });
    expect(w.json().value.balance).toBe(Number(before) + 3_000);
    expect(await balanceOf(t, alice.id)).toBe(before + 3_000n);
    await expectLedgerSound(t);
  });

  it('answers a replay with the first answer, and a reused id with other data as a conflict', async () => {
    const b = bet();
    const first = (await callback(t, 'bet', b)).json().value;
    const balance = await balanceOf(t, alice.id);
    const again = await callback(t, 'bet', b);
    expect(again.json().value).toEqual({ ...first, replayed: true });
    expect(await balanceOf(t, alice.id)).toBe(balance);
    const other = await callback(t, 'bet', { ...b, amount: 999 });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('provider_transaction_conflict');
    expect(await balanceOf(t, alice.id)).toBe(balance);
  });

  it('refuses a win for an unknown round, another player’s round, and after the round closed', async () => {
    const before = await balanceOf(t, alice.id);
    const unknown = await callback(t, 'win', {
      token,
      playerId,
      transactionId: id('w'),
      roundId: 'never-bet',
      amount: 100,
      currency: 'VND',
    });
    expect(unknown.json().errorCode).toBe('provider_round_unknown');
    const b = bet();
    await callback(t, 'bet', b);
    await callback(t, 'win', {
      token,
      playerId,
      transactionId: id('w'),
      roundId: b.roundId,
      amount: 0,
      currency: 'VND',
    });
    const late = await callback(t, 'win', {
      token,
      playerId,
      transactionId: id('w'),
      roundId: b.roundId,
      amount: 100,
      currency: 'VND',
    });
    expect(late.json().errorCode).toBe('provider_round_closed');
    const wrongCurrency = await callback(t, 'win', {
      token,
      playerId,
      transactionId: id('w'),
      roundId: b.roundId,
      amount: 100,
      currency: 'USD',
    });
    expect(wrongCurrency.json().errorCode).toBe('provider_currency_mismatch');
    expect(await balanceOf(t, alice.id)).toBe(before - 1_000n);
    // Bob's launch token cannot settle Alice's round.
    await deposit(t, bob.id, 10_000n);
    const bobToken = await launchToken(t, bob.token, slot);
    const b2 = bet();
    await callback(t, 'bet', b2);
    const stolen = await callback(t, 'win', {
      token: bobToken,
      playerId: `LOTUS-${bob.id}`,
      transactionId: id('w'),
      roundId: b2.roundId,
      amount: 100,
      currency: 'VND',
    });
    expect(stolen.json().errorCode).toBe('provider_round_unknown');
    expect(await balanceOf(t, bob.id)).toBe(10_000n);
  });

  it('refuses unknown games and insufficient funds, as final answers that move no money', async () => {
    const before = await balanceOf(t, alice.id);
    expect((await callback(t, 'bet', bet({ gameCode: 'no-such-game' }))).json().errorCode).toBe(
      'provider_game_unknown',
    );
    const big = bet({ amount: Number(before) + 1 });
    const r = await callback(t, 'bet', big);
    expect(r.statusCode).toBe(409);
    expect(r.json().errorCode).toBe('insufficient_balance');
    await deposit(t, alice.id, 10_000_000n);
    // Final: the same transaction is refused again even though the money is there now.
    expect((await callback(t, 'bet', big)).json().errorCode).toBe('insufficient_balance');
    expect(await balanceOf(t, alice.id)).toBe(before + 10_000_000n);
    await expectLedgerSound(t);
  });

  it('rolls back a bet once, and acknowledges and records a rollback of an unknown bet', async () => {
    const before = await balanceOf(t, alice.id);
    const b = bet({ amount: 3_000 });
    await callback(t, 'bet', b);
    const rb = {
      token,
      playerId,
      transactionId: id('rb'),
      referenceTransactionId: b.transactionId,
      roundId: b.roundId,
    };
    const r1 = await callback(t, 'rollback', rb);
    expect(r1.json().value, r1.body).toMatchObject({ status: 'ok', balance: Number(before) });
    expect((await callback(t, 'rollback', rb)).json().value.replayed).toBe(true);
    const second = await callback(t, 'rollback', { ...rb, transactionId: id('rb') });
    expect(second.json().value.status).toBe('acknowledged');
    expect(await balanceOf(t, alice.id)).toBe(before);
    // A win after everything was rolled back: the round is cancelled.
    expect(
      (
        await callback(t, 'win', {
          token,
          playerId,
          transactionId: id('w'),
          roundId: b.roundId,
          amount: 10,
          currency: 'VND',
        })
      ).json().errorCode,
    ).toBe('provider_round_closed');

    const ghost = {
      token,
      playerId,
      transactionId: id('rb'),
      referenceTransactionId: 'ghost-bet-1',
      roundId: 'ghost-round',
    };
    const ack = await callback(t, 'rollback', ghost);
    expect(ack.json().value).toMatchObject({ status: 'acknowledged', entryId: null });
    const late = await callback(t, 'bet', bet({ transactionId: 'ghost-bet-1', roundId: 'ghost-round' }));
    expect(late.json().errorCode).toBe('provider_bet_cancelled');
    expect(await balanceOf(t, alice.id)).toBe(before);
    // A rollback of a win (a corrected result) takes the win back and opens the round for a new win.
    const b3 = bet();
    await callback(t, 'bet', b3);
    const w = {
      token,
      playerId,
      transactionId: id('w'),
      roundId: b3.roundId,
      amount: 10,
      currency: 'VND',
    };
    await callback(t, 'win', w);
    const afterWin = await balanceOf(t, alice.id);
    const undo = { ...rb, transactionId: id('rb'), referenceTransactionId: w.transactionId, roundId: b3.roundId };
    expect(
      (await callback(t, 'rollback', { ...undo, transactionId: id('rb'), roundId: b.roundId })).json().errorCode,
    ).toBe('provider_reference_invalid');
    expect((await callback(t, 'rollback', undo)).json().value.status).toBe('ok');
    expect((await callback(t, 'rollback', undo)).json().value.replayed).toBe(true);
    expect(await balanceOf(t, alice.id)).toBe(afterWin - 10n);
    const w2 = await callback(t, 'win', { ...w, transactionId: id('w'), amount: 25 });
    expect(w2.json().value.status).toBe('ok');
    expect(await balanceOf(t, alice.id)).toBe(afterWin + 15n);
    await expectLedgerSound(t);
  });

  it('refuses bets after the session ended but accepts its wins and rollbacks', async () => {
    const b = bet();
    await callback(t, 'bet', b);
    const b2 = bet();
    await callback(t, 'bet', b2);
    const before = await balanceOf(t, alice.id);
    t.setNow(new Date(Date.now() + 13 * 3_600_000));
    try {
      expect((await callback(t, 'bet', bet())).json().errorCode).toBe('provider_session_expired');
      expect((await callback(t, 'authenticate', { token })).json().errorCode).toBe('provider_session_expired');
      const w = await callback(t, 'win', {
        token,
        playerId,
        transactionId: id('w'),
        roundId: b.roundId,
        amount: 700,
        currency: 'VND',
      });
      expect(w.json().value.status).toBe('ok');
      const rb = await callback(t, 'rollback', {
        token,
        playerId,
        transactionId: id('rb'),
        referenceTransactionId: b2.transactionId,
        roundId: b2.roundId,
      });
      expect(rb.json().value.status).toBe('ok');
      expect(await balanceOf(t, alice.id)).toBe(before + 700n + 1_000n);
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });
});

describe('trial sessions', () => {
  it('play with play money and never touch the wallet', async () => {
    const before = await balanceOf(t, alice.id);
    const trialToken = await launchToken(t, alice.token, slot, 0);
    const auth = (await callback(t, 'authenticate', { token: trialToken })).json().value;
    expect(auth).toMatchObject({ mode: 'trial', balance: 2_000_000 });
    const b = { ...bet(), token: trialToken, amount: 500_000 };
    expect((await callback(t, 'bet', b)).json().value).toMatchObject({ balance: 1_500_000, entryId: null });
    expect(
      (
        await callback(t, 'win', {
          token: trialToken,
          playerId,
          transactionId: id('w'),
          roundId: b.roundId,
          amount: 100,
          currency: 'VND',
        })
      ).json().value.balance,
    ).toBe(1_500_100);
    expect((await callback(t, 'bet', { ...bet(), token: trialToken, amount: 1_600_000 })).json().errorCode).toBe(
      'insufficient_balance',
    );
    // A real session cannot settle a trial round.
    expect(
      (
        await callback(t, 'win', {
          token,
          playerId,
          transactionId: id('w'),
          roundId: b.roundId,
          amount: 100,
          currency: 'VND',
        })
      ).json().errorCode,
    ).toBe('provider_round_unknown');
    expect(await balanceOf(t, alice.id)).toBe(before);
  });
});

describe('house vendor account', () => {
  it('books house bets against the brand house account', async () => {
    expect(HOUSE_VASSALAGE).toBe('LOTUS_HOUSE');
    await expectLedgerSound(t);
  });
});
