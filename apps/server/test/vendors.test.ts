// Issue 32: vendors as data. An operator registers a seamless vendor, imports its catalogue, offers it to a brand;
// the vendor signs with the secret it was given once; the operator rotates and suspends; no code change anywhere.
import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_PATHS, OPS_CONFIG_PATHS, OPS_VENDOR_PATHS, PROVIDER_HEADERS, PROVIDER_PATHS } from '@lotus/contracts';
import { auditLog, gameVendors, games } from '../src/db/schema';
import { createTestApp, opsCli, ops, type TestApp } from './helpers';
import { authed } from './accounts/support';
import { balanceOf, deposit, expectLedgerSound, ip, launch, newMember } from './gamesSupport';

let t: TestApp;
let url = '';
const cli = opsCli(() => url);

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const TEMPLATE = 'https://play.jade.example/launch?t={token}&g={game}&l={lang}&back={returnUrl}&d={device}';
const CATALOGUE = [
  {
    code: 'jade-fortune',
    nameVi: 'Ngọc Tài Lộc',
    nameEn: 'Jade Fortune',
    category: 'RNG',
    minBet: '100',
    maxBet: '50000',
    lines: '20',
    rtp: '96.5',
    flags: 'trial new',
  },
  { code: 'jade-koi', nameVi: 'Cá Chép', nameEn: 'Koi', category: 'FISH', minBet: '200', maxBet: '100000' },
];

function opsCall(method: 'GET' | 'POST', path: string, payload?: object) {
  return payload === undefined
    ? t.app.inject({ method, url: path, headers: ops() })
    : t.app.inject({ method, url: path, headers: ops(), payload });
}
const at = (path: string, code: string) => path.replace(':vassalage', code);

function signedCall(vendor: string, secret: string, path: keyof typeof PROVIDER_PATHS, body: unknown) {
  const raw = JSON.stringify(body);
  const ts = String(t.ctx.now().getTime());
  return t.app.inject({
    method: 'POST',
    url: PROVIDER_PATHS[path],
    headers: {
      'content-type': 'application/json',
      [PROVIDER_HEADERS.vendor]: vendor,
      [PROVIDER_HEADERS.timestamp]: ts,
      [PROVIDER_HEADERS.signature]: crypto.createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex'),
    },
    payload: raw,
  });
}

async function gameId(vassalage: string, code: string) {
  const [g] = await t.ctx.db
    .select({ id: games.id, status: games.status, isHot: games.isHot, rtp: games.rtp, retiredAt: games.retiredAt })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameVendors.vassalage, vassalage), eq(games.code, code)));
  return g!;
}

describe('registering a vendor', () => {
  let secret = '';

  it('refuses bad vendors with the field named', async () => {
    const good = { vassalage: 'JADE_SLOTS_X', displayName: 'Jade', gameTypes: ['RNG'], launchUrlTemplate: TEMPLATE };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vassalage: 'jade' }, 'validation_failed', 'vassalage'],
      [{ launchUrlTemplate: 'https://x.example/?g={game}' }, 'validation_failed', 'launchUrlTemplate'],
      [{ launchUrlTemplate: 'https://x.example/?t={token}&u={user}' }, 'validation_failed', 'launchUrlTemplate'],
      [{ launchUrlTemplate: 'ftp://x.example/{token}' }, 'validation_failed', 'launchUrlTemplate'],
      [{ gameTypes: ['CARDS'] }, 'validation_failed', 'gameTypes.0'],
      [{ allowedAddresses: ['not-an-ip'] }, 'validation_failed', 'allowedAddresses.0'],
      [{ secret: 'mine' }, 'validation_failed', 'secret'],
      [{ vassalage: 'LOTUS_HOUSE' }, 'vendor_code_taken', 'vassalage'],
    ];
    for (const [patch, code, field] of cases) {
      const res = await opsCall('POST', OPS_VENDOR_PATHS.registered, { ...good, ...patch });
      expect(res.json(), JSON.stringify(patch)).toMatchObject({ success: false, errorCode: code, field });
    }
    expect((await opsCall('GET', OPS_VENDOR_PATHS.registered)).json().value.vendors).toEqual([]);
    const unknown = await opsCall('POST', at(OPS_VENDOR_PATHS.secret, 'LOTUS_HOUSE'), {});
    expect(unknown.json().errorCode).toBe('vendor_not_found');
  });

  it('creates a vendor, shows its secret once and keeps it sealed, audited', async () => {
    const res = await opsCall('POST', OPS_VENDOR_PATHS.registered, {
      vassalage: 'JADE_SLOTS_X',
      displayName: 'Jade Slots',
      gameTypes: ['RNG', 'FISH'],
      launchUrlTemplate: TEMPLATE,
      allowedAddresses: ['127.0.0.1', '203.0.113.0/24'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    secret = v.secret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(v.vendor).toMatchObject({ vassalage: 'JADE_SLOTS_X', status: 'active', callsPerSecond: 2000, games: 0 });
    const [row] = await t.ctx.db.select().from(gameVendors).where(eq(gameVendors.vassalage, 'JADE_SLOTS_X'));
    expect(row!.secretSealed).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = (await opsCall('GET', OPS_VENDOR_PATHS.registered)).json();
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.value.vendors.map((x: { vassalage: string }) => x.vassalage)).toEqual(['JADE_SLOTS_X']);
    const [audit] = await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'vendors.create', target: 'vendor:JADE_SLOTS_X' });
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect((await opsCall('POST', OPS_VENDOR_PATHS.registered, { ...v.vendor, secret: undefined })).statusCode).toBe(
      400,
    );
  });

  it('imports its catalogue all or nothing, naming bad rows by line and field', async () => {
    const csv = [
      'code,nameVi,nameEn,category,minBet,maxBet,rtp',
      'ok-game,Tốt,Good,RNG,100,1000,96',
      'bad-game,Xấu,,LIVE,100,50,101',
    ].join('\n');
    const bad = await opsCall('POST', at(OPS_VENDOR_PATHS.catalogue, 'JADE_SLOTS_X'), { format: 'csv', content: csv });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('catalogue_invalid');
    expect(bad.json().value.rows).toEqual([
      { line: 3, field: 'nameEn', message: '1–100 characters' },
      { line: 3, field: 'category', message: "not one of the vendor's categories (RNG, FISH)" },
      { line: 3, field: 'maxBet', message: 'below minBet' },
      { line: 3, field: 'rtp', message: 'a percentage, e.g. 96.5' },
    ]);
    const none = await t.ctx.db
      .select()
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(eq(gameVendors.vassalage, 'JADE_SLOTS_X'));
    expect(none).toEqual([]);
    const ok = await opsCall('POST', at(OPS_VENDOR_PATHS.catalogue, 'JADE_SLOTS_X'), {
      format: 'json',
      content: JSON.stringify(CATALOGUE),
    });
    expect(ok.json().value).toMatchObject({ added: 2, updated: 0, retired: 0, dryRun: false });
    expect((await gameId('JADE_SLOTS_X', 'jade-fortune')).rtp).toBe(9650);
  });

  it('re-imports: updates, retires and brings back without losing the operator’s choices', async () => {
    const choose = async (code: string, body: Record<string, boolean>) => {
      const { id } = await gameId('JADE_SLOTS_X', code);
      const res = await opsCall('POST', OPS_CONFIG_PATHS.game.replace(':id', String(id)), body);
      expect(res.json().success, res.body).toBe(true);
      return res.json().value;
    };
    const reimport = async (list: Record<string, string | undefined>[]) =>
      (
        await opsCall('POST', at(OPS_VENDOR_PATHS.catalogue, 'JADE_SLOTS_X'), {
          content: JSON.stringify({ games: list }),
        })
      ).json().value;
    const state = async (code: string) => {
      const [g] = await t.ctx.db
        .select({
          status: games.status,
          isHot: games.isHot,
          isNew: games.isNew,
          popularity: games.popularity,
          retiredAt: games.retiredAt,
          name: games.name,
        })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(and(eq(gameVendors.vassalage, 'JADE_SLOTS_X'), eq(games.code, code)));
      return g!;
    };
    // The operator's choices: fortune switched off and no longer "new", koi marked hot and placed high.
    expect(await choose('jade-fortune', { enabled: false, isNew: false })).toMatchObject({
      enabled: false,
      isNew: false,
    });
    expect(await choose('jade-koi', { isHot: true })).toMatchObject({ enabled: true, isHot: true });
    await t.ctx.db
      .update(games)
      .set({ popularity: 77 })
      .where(eq(games.id, (await gameId('JADE_SLOTS_X', 'jade-koi')).id));
    const kept = async () => {
      expect(await state('jade-fortune')).toMatchObject({ status: 'disabled', isNew: false, retiredAt: null });
      expect(await state('jade-koi')).toMatchObject({ status: 'active', isHot: true, popularity: 77, retiredAt: null });
    };
    // The same file again: nothing changes.
    expect(await reimport(CATALOGUE)).toMatchObject({ added: 0, updated: 0, retired: 0, unchanged: 2 });
    await kept();
    // A changed file: the vendor's words change, the operator's choices stay.
    const changed: Record<string, string | undefined>[] = [
      { ...CATALOGUE[0]!, rtp: '97' },
      { ...CATALOGUE[1]!, nameEn: 'Koi Pond', flags: 'new' },
    ];
    expect(await reimport(changed)).toMatchObject({ added: 0, updated: 2, retired: 0 });
    await kept();
    expect((await state('jade-koi')).name.en).toBe('Koi Pond');
    // Each game retired, then listed again: it comes back as the operator left it.
    expect(await reimport([changed[1]!])).toMatchObject({ retired: 1 });
    expect(await state('jade-fortune')).toMatchObject({ status: 'disabled', retiredAt: expect.any(Date) });
    expect(await reimport([changed[0]!])).toMatchObject({ updated: 1, retired: 1 });
    expect(await state('jade-koi')).toMatchObject({ status: 'disabled', retiredAt: expect.any(Date) });
    // Switched off while retired: the choice is kept for its return.
    expect(await choose('jade-koi', { enabled: false })).toMatchObject({ enabled: false });
    expect(await reimport(changed)).toMatchObject({ updated: 1, retired: 0 });
    expect(await state('jade-koi')).toMatchObject({ status: 'disabled', isHot: true, retiredAt: null });
    expect(await choose('jade-koi', { enabled: true })).toMatchObject({ enabled: true });
    await kept();
    // The operator switches fortune back on for the rest of the tests.
    expect(await choose('jade-fortune', { enabled: true })).toMatchObject({ enabled: true });
  });

  describe('launched, played and reconciled', () => {
    let member: Awaited<ReturnType<typeof newMember>>;
    let token = '';
    let playerId = '';
    const call = (path: keyof typeof PROVIDER_PATHS, body: unknown, s = secret) =>
      signedCall('JADE_SLOTS_X', s, path, body);

    it('is offered to a brand and launched with its template', async () => {
      member = await newMember(t);
      await deposit(t, member.id, 100_000n);
      const game = await gameId('JADE_SLOTS_X', 'jade-fortune');
      expect((await launch(t, member.token, { gameId: game.id })).json().errorCode).toBe('game_not_found');
      const offer = await opsCall('POST', at(OPS_CONFIG_PATHS.vendor, 'JADE_SLOTS_X'), {
        brand: 'LOTUS',
        enabled: true,
      });
      expect(offer.json().value, offer.body).toMatchObject({ enabled: true });
      const res = await launch(t, member.token, { gameId: game.id, language: 'en', platform: 'html5' });
      expect(res.json().success, res.body).toBe(true);
      const u = new URL(res.json().value.game_url);
      expect(u.origin + u.pathname).toBe('https://play.jade.example/launch');
      expect(u.searchParams.get('g')).toBe('jade-fortune');
      expect(u.searchParams.get('l')).toBe('en');
      expect(u.searchParams.get('d')).toBe('mobile');
      expect(u.searchParams.get('back')).toMatch(/\/$/);
      token = u.searchParams.get('t')!;
      const auth = await call('authenticate', { token });
      expect(auth.json().value).toMatchObject({ gameCode: 'jade-fortune', balance: 100_000, mode: 'real' });
      playerId = auth.json().value.playerId;
    });

    it('takes bets and wins within the game’s limits, refusing others', async () => {
      const bet = (transactionId: string, amount: number, roundId = `r-${transactionId}`) =>
        call('bet', { token, playerId, transactionId, roundId, gameCode: 'jade-fortune', amount, currency: 'VND' });
      const low = await bet('low', 99);
      expect(low.json()).toMatchObject({
        errorCode: 'provider_bet_out_of_range',
        value: { minBet: 100, maxBet: 50000 },
      });
      expect((await bet('high', 50_001)).json().errorCode).toBe('provider_bet_out_of_range');
      expect((await bet('b1', 5_000)).json().value.balance).toBe(95_000);
      const win = await call('win', {
        token,
        playerId,
        transactionId: 'w1',
        roundId: 'r-b1',
        amount: 12_000,
        currency: 'VND',
      });
      expect(win.json().value.balance).toBe(107_000);
      expect(await balanceOf(t, member.id)).toBe(107_000n);
      const koi = await call('bet', {
        token,
        playerId,
        transactionId: 'k1',
        roundId: 'rk',
        gameCode: 'jade-koi',
        amount: 500,
        currency: 'VND',
      });
      expect(koi.json().errorCode).toBe('provider_game_mismatch');
      // The house's key signs nothing of this vendor's.
      expect((await call('balance', { token, playerId }, 'f'.repeat(64))).json().errorCode).toBe(
        'provider_signature_invalid',
      );
      await expectLedgerSound(t);
    });

    it('rotates the secret with a grace period for the old one', async () => {
      const old = secret;
      const r = await opsCall('POST', at(OPS_VENDOR_PATHS.secret, 'JADE_SLOTS_X'), { graceMinutes: 60 });
      secret = r.json().value.secret;
      expect(secret).not.toBe(old);
      expect(r.json().value.vendor.previousSecretUntil).toBeTruthy();
      expect((await call('balance', { token, playerId }, old)).statusCode).toBe(200);
      expect((await call('balance', { token, playerId }, secret)).statusCode).toBe(200);
      t.setNow(new Date(Date.now() + 61 * 60_000));
      try {
        expect((await call('balance', { token, playerId }, old)).json().errorCode).toBe('provider_signature_invalid');
        expect((await call('balance', { token, playerId }, secret)).statusCode).toBe(200);
      } finally {
        t.setNow(new Date());
      }
      const now = await opsCall('POST', at(OPS_VENDOR_PATHS.secret, 'JADE_SLOTS_X'), { graceMinutes: 0 });
      expect((await call('balance', { token, playerId })).json().errorCode).toBe('provider_signature_invalid');
      secret = now.json().value.secret;
      expect((await call('balance', { token, playerId })).statusCode).toBe(200);
    });

    it('suspends: no launch, no bet; the open round’s win is still paid', async () => {
      const open = await call('bet', {
        token,
        playerId,
        transactionId: 'b2',
        roundId: 'r-b2',
        gameCode: 'jade-fortune',
        amount: 1_000,
        currency: 'VND',
      });
      expect(open.json().value.status).toBe('ok');
      const s = await opsCall('POST', at(OPS_VENDOR_PATHS.status, 'JADE_SLOTS_X'), { status: 'suspended' });
      expect(s.json().value.status).toBe('suspended');
      const game = await gameId('JADE_SLOTS_X', 'jade-fortune');
      // The member is told why, in the member's language (not "game not found").
      for (const [language, message] of [
        ['en', 'This game provider is paused by the site for now, please try other games'],
        ['vi', 'Nhà cung cấp trò chơi này đang tạm dừng, vui lòng thử các trò chơi khác'],
      ]) {
        const stopped = await t.app.inject({
          url: `${LAUNCH_PATHS.launchGame}?gameId=${game.id}`,
          headers: { ...authed(ip, member.token), language: language! },
        });
        expect(stopped.statusCode, stopped.body).toBe(403);
        expect(stopped.json()).toMatchObject({ errorCode: 'vendor_suspended', message, field: 'gameId' });
      }
      const refused = await call('bet', {
        token,
        playerId,
        transactionId: 'b3',
        roundId: 'r-b3',
        gameCode: 'jade-fortune',
        amount: 1_000,
        currency: 'VND',
      });
      expect(refused.json().errorCode).toBe('provider_vendor_suspended');
      const paid = await call('win', {
        token,
        playerId,
        transactionId: 'w2',
        roundId: 'r-b2',
        amount: 3_000,
        currency: 'VND',
      });
      expect(paid.json().value.status).toBe('ok');
      expect(await balanceOf(t, member.id)).toBe(107_000n - 1_000n + 3_000n);
      await opsCall('POST', at(OPS_VENDOR_PATHS.status, 'JADE_SLOTS_X'), { status: 'active' });
      expect((await launch(t, member.token, { gameId: game.id })).json().success).toBe(true);
      await expectLedgerSound(t);
    });

    it('refuses callbacks from outside its allowed addresses', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: PROVIDER_PATHS.balance,
        remoteAddress: '198.51.100.3',
        headers: {
          'content-type': 'application/json',
          [PROVIDER_HEADERS.vendor]: 'JADE_SLOTS_X',
          [PROVIDER_HEADERS.timestamp]: '1',
          [PROVIDER_HEADERS.signature]: '0'.repeat(64),
        },
        payload: '{}',
      });
      expect(res.json().errorCode).toBe('provider_address_not_allowed');
    });
  });
});

describe('npm run ops -- vendor', () => {
  it('creates, lists, offers, rotates, suspends and resumes a vendor', async () => {
    const created = await cli(
      'vendor',
      'create',
      'ruby_live',
      '--name',
      'Ruby Live',
      '--categories',
      'live',
      '--template',
      'https://ruby.example/play/{game}?token={token}&lang={lang}',
    );
    expect(created.code, created.text).toBe(0);
    expect(created.text).toMatch(/shown once/);
    expect(created.text).toMatch(/^[0-9a-f]{64}$/m);
    const list = await cli('vendor', 'list');
    expect(list.text).toMatch(/RUBY_LIVE\s+Ruby Live\s+active/);
    expect((await cli('vendor', 'offer', 'RUBY_LIVE', 'on', '--brand', 'LOTUS')).text).toMatch(
      /offered by brand LOTUS/,
    );
    const rotated = await cli('vendor', 'rotate', 'RUBY_LIVE', '--grace', '5');
    expect(rotated.text).toMatch(/previous secret is accepted until/);
    expect((await cli('vendor', 'suspend', 'RUBY_LIVE')).text).toMatch(/suspended/);
    expect((await cli('vendor', 'resume', 'RUBY_LIVE')).text).toMatch(/active again/);
    const again = await cli(
      'vendor',
      'create',
      'RUBY_LIVE',
      '--name',
      'x',
      '--categories',
      'LIVE',
      '--template',
      'https://r.example/{token}',
    );
    expect(again.code).not.toBe(0);
    expect(again.text).toMatch(/vendor_code_taken|already taken/);
    expect((await cli('vendor', 'create', 'X_Y', '--name', 'x')).code).toBe(2);
    const audits = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, 'vendor:RUBY_LIVE'));
    expect(audits.map((a) => a.action).sort()).toEqual(
      ['games.vendor', 'vendors.create', 'vendors.rotate_secret', 'vendors.status', 'vendors.status'].sort(),
    );
  });
});
