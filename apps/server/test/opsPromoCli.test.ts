import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_PATHS as PP } from '@lotus/contracts';
import { type TestApp, opsCli } from './helpers';
import { balanceOf, createMoneyApp, newMember, type TestMember } from './moneySupport';

const EXAMPLE = fileURLToPath(new URL('../../../docs/examples/promotion-free-credit.json', import.meta.url));

/** `npm run ops -- promo …` against a running test server (the promotions operator API, issue 12). */
let t: TestApp & { url: string };
let dir: string;

beforeAll(async () => {
  t = await createMoneyApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-promo-'));
});
afterAll(async () => {
  await t?.close();
});

const ops = opsCli(() => t.url);

function writeJson(name: string, value: unknown) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

const apply = (m: TestMember, id: number, remark: string) =>
  t.app.inject({ method: 'POST', url: PP.apply.replace(':id', String(id)), headers: m.h, payload: { remark } });
const detail = async (m: TestMember, id: number) =>
  (await t.app.inject({ url: PP.promotion.replace(':id', String(id)), headers: m.h })).json().value;

/** The application id of `m`'s pending application, read from `promo applications`. */
async function applicationOf(m: TestMember): Promise<string> {
  const listed = await ops('promo', 'applications');
  expect(listed.code, listed.text).toBe(0);
  const id = new RegExp(`^(\\d+)\\s+\\d+ vip-free-credit\\s+${m.username}\\s`, 'm').exec(listed.text)?.[1];
  expect(id, listed.text).toBeDefined();
  return id!;
}

describe('npm run ops -- promo', () => {
  it('creates the example from its file, lists, pauses and resumes it, reviews applications and reports', async () => {
    const created = await ops('promo', 'create', '--file', EXAMPLE, '--state', 'live', '--brand', 'lotus');
    expect(created.code, created.text).toBe(0);
    const id = Number(
      /^Created promotion (\d+) vip-free-credit \(free_credit, apply\): live$/m.exec(created.text)?.[1],
    );
    expect(id).toBeGreaterThan(0);

    const listed = await ops('promo', 'list');
    expect(listed.text).toMatch(/^ID\s+CODE\s+KIND\s+PARTICIPATION\s+STATE\s+WINDOW\s+SPENT \/ BUDGET$/m);
    expect(listed.text).toMatch(
      new RegExp(
        `^${id}\\s+vip-free-credit\\s+free_credit\\s+apply\\s+live\\s+always\\s+0\\.00 / 10,000,000\\.00$`,
        'm',
      ),
    );

    expect((await ops('promo', 'pause', String(id))).text).toContain(`Set promotion ${id} vip-free-credit`);
    expect((await ops('promo', 'list')).text).toMatch(
      new RegExp(`^${id}\\s+vip-free-credit\\s+\\S+\\s+apply\\s+paused\\s`, 'm'),
    );
    const m = await newMember(t);
    expect((await detail(m, id)).status).toBe('closed');
    const resumed = await ops('promo', 'resume', String(id));
    expect(resumed.text).toMatch(/: live$/m);

    // A member applies; the operator rejects with a reason, the member applies again, the operator approves.
    expect((await apply(m, id, 'Khách VIP nhà cái khác')).json().value.status).toBe('applying');
    const first = await applicationOf(m);
    expect((await ops('promo', 'applications')).text).toContain('Khách VIP nhà cái khác');
    const rejected = await ops('promo', 'reject', first, '--reason', 'Chưa đủ hạng VIP');
    expect(rejected.code, rejected.text).toBe(0);
    expect(rejected.text).toContain(`Application ${first}: rejected (Chưa đủ hạng VIP)`);
    expect((await detail(m, id)).mine.reviewNote).toBe('Chưa đủ hạng VIP');
    const again = await ops('promo', 'reject', first, '--reason', 'twice');
    expect(again.code).toBe(1);
    expect(again.text).toContain('application_already_reviewed');

    expect((await apply(m, id, 'Xin xét lại')).json().value.status).toBe('applying');
    const second = await applicationOf(m);
    const approved = await ops('promo', 'approve', second, '--amount', '123.45');
    expect(approved.code, approved.text).toBe(0);
    expect(approved.text).toContain(`Application ${second}: issued`);
    expect((await balanceOf(t, m)).bonusBalance).toBe(123_45n);
    expect((await ops('promo', 'applications')).text).not.toContain(m.username);

    const report = await ops('promo', 'report', String(id));
    expect(report.code, report.text).toBe(0);
    expect(report.text).toMatch(/^takers:\s+1$/m);
    expect(report.text).toMatch(/^bonus paid:\s+123\.45$/m);
    expect(report.text).toMatch(/^active:\s+123\.45$/m);
    expect(report.text).toMatch(/^cost:\s+123\.45$/m);
    expect(report.text).toMatch(/^budget:\s+10,000,000\.00$/m);

    const patch = writeJson('patch.json', { budget: null, title: { vi: 'Quà VIP', en: 'VIP gift' } });
    const edited = await ops('promo', 'edit', String(id), '--file', patch);
    expect(edited.code, edited.text).toBe(0);
    expect((await ops('promo', 'list')).text).toMatch(new RegExp(`^${id}\\s.*123\\.45 / no limit$`, 'm'));

    const ended = await ops('promo', 'end', String(id));
    expect(ended.text).toMatch(/: ended$/m);
  });

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const noReason = await ops('promo', 'reject', '1');
    expect(noReason.code).toBe(2);
    expect(noReason.text).toContain('promo reject: missing --reason TEXT');
    expect(noReason.text).toContain('usage: npm run ops -- promo');

    const example = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
    const bad = writeJson('bad.json', {
      ...example,
      code: 'Bad Code',
      rules: { kind: 'free_credit' },
      wagering: { ...example.wagering, multipleTenths: -1 },
      colour: 'red',
    });
    const invalid = await ops('promo', 'create', '--file', bad);
    expect(invalid.code).toBe(1);
    expect(invalid.text).toContain(`${bad} is not a valid promotion definition:`);
    expect(invalid.text).toMatch(/^ {2}code: lower-case letters, digits and dashes$/m);
    expect(invalid.text).toMatch(/^ {2}rules\.amount: /m);
    expect(invalid.text).toMatch(/^ {2}wagering\.multipleTenths: /m);
    expect(invalid.text).toMatch(/^ {2}\(file\): .*colour/m);
    expect((await ops('promo', 'list')).text).not.toContain('Bad Code');

    const badPatch = await ops('promo', 'edit', '1', '--file', writeJson('patch.json', { code: 'renamed' }));
    expect(badPatch.code).toBe(1);
    expect(badPatch.text).toContain('is not a valid promotion change');
    const notJson = path.join(dir, 'broken.json');
    fs.writeFileSync(notJson, '{ "code": ');
    expect((await ops('promo', 'create', '--file', notJson)).text).toContain(`${notJson} is not JSON`);
    expect((await ops('promo', 'create', '--file', path.join(dir, 'missing.json'))).text).toContain('ENOENT');
    expect((await ops('promo', 'create')).text).toContain('missing --file');
    expect((await ops('promo', 'create', '--file', EXAMPLE, '--state', 'ended')).code).toBe(2);

    for (const argv of [
      ['pause', '999999'],
      ['report', '999999'],
      ['edit', '999999', '--file', writeJson('ok.json', { sortOrder: 5 })],
    ]) {
      const unknown = await ops('promo', ...argv);
      expect(unknown.code, argv.join(' ')).toBe(1);
      expect(unknown.text).toContain('Promotion not found [promotion_not_found]');
    }
    const noApplication = await ops('promo', 'approve', '999999');
    expect(noApplication.code).toBe(1);
    expect(noApplication.text).toContain('application_not_found');
    const word = await ops('promo', 'pause', 'abc');
    expect(word.code).toBe(2);
    expect(word.text).toContain('<id> is a number');
    expect((await ops('promo', 'approve', '1', '--amount', '-5')).code).toBe(2);
    expect((await ops('promo', 'frobnicate')).code).toBe(2);
    expect((await ops('promo')).text).toContain('promo: missing action');
    expect((await ops('promo', 'list', '--brand', 'NOPE')).text).toContain('merchant_not_found');
  });

  it('draws a raffle once its window has ended: seed hash, revealed seed, tickets and winners', async () => {
    const example = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
    const now = Date.now();
    const raffle = writeJson('raffle.json', {
      ...example,
      code: 'cli-raffle',
      kind: 'raffle',
      participation: 'join',
      category: 'event',
      startsAt: new Date(now - 7_200_000).toISOString(),
      endsAt: new Date(now - 3_600_000).toISOString(),
      rules: {
        kind: 'raffle',
        ticketSource: 'deposit',
        ticketUnit: '10000000',
        prizes: [{ rank: 1, amount: '100000' }],
      },
    });
    const created = await ops('promo', 'create', '--file', raffle, '--state', 'live');
    expect(created.code, created.text).toBe(0);
    const id = /^Created promotion (\d+) cli-raffle/m.exec(created.text)![1]!;
    const drawn = await ops('promo', 'draw', id);
    expect(drawn.code, drawn.text).toBe(0);
    const hash = /^seed hash:\s+([0-9a-f]{64})$/m.exec(drawn.text)?.[1];
    const seed = /^revealed seed:\s+(\S+)$/m.exec(drawn.text)?.[1];
    expect(hash).toBeDefined();
    expect(seed).toBeDefined();
    expect(crypto.createHash('sha256').update(seed!).digest('hex')).toBe(hash);
    expect(drawn.text).toMatch(/^tickets:\s+0$/m);
    expect(drawn.text).toContain('(no winners: no tickets)');
    const again = await ops('promo', 'draw', id);
    expect(again.code).toBe(1);
    expect(again.text).toContain('raffle_already_drawn');
  });

  it('prints help for the group and each action', async () => {
    for (const action of ['list', 'create', 'edit', 'pause', 'approve', 'reject', 'draw', 'report']) {
      const help = await ops('promo', action, '--help');
      expect(help.code).toBe(0);
      expect(help.text).toContain(`usage: npm run ops -- promo ${action}`);
    }
    expect((await ops('help', 'promo')).text).toContain('promo applications');
  });
});
