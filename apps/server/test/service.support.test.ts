import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CS_POPUP_SIZES,
  SERVICE_OPS_PATHS,
  SERVICE_PATHS,
  decryptServicePath,
  webManifestSchema,
} from '@lotus/contracts';
import { runCli } from '../src/cli/cli';
import { authed, headers, nextIp } from './accounts/support';
import { createTestApp, OPS_KEY, ops as opsHeaders, type TestApp } from './helpers';
import { newMember } from './serviceSupport';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function ops(...argv: string[]) {
  let text = '';
  const out = { write: (s: string) => (text += s) };
  const code = await runCli(argv, { url, key: OPS_KEY, out, env: {} });
  return { code, text };
}
const maintenance = (enabled: boolean) =>
  t.app.inject({ method: 'POST', url: '/ops/maintenance', headers: opsHeaders(), payload: { enabled } });

describe('getService', () => {
  it('gives visitors and ordinary members the live chat in a 440 × 500 popup', async () => {
    const visitor = await t.app.inject({ url: SERVICE_PATHS.getService, headers: headers(nextIp()) });
    expect(visitor.json().value).toEqual({
      version: { pathList: [{ type: '1', path: '/support/chat' }] },
      desk: 'live',
      popup: { width: 440, height: 500 },
    });
    const m = await newMember(t, { vipLevel: 4 });
    const member = await t.app.inject({ url: SERVICE_PATHS.getService, headers: authed(nextIp(), m.token) });
    expect(member.json().value.desk).toBe('live');
  });

  it('gives VIP ranks above 4 the VIP service: an encrypted type 3 path, 440 × 750', async () => {
    const m = await newMember(t, { vipLevel: 5 });
    const res = await t.app.inject({ url: SERVICE_PATHS.getService, headers: authed(nextIp(), m.token) });
    const value = res.json().value;
    expect(value).toMatchObject({ desk: 'vip', popup: CS_POPUP_SIZES.vip });
    const [entry] = value.version.pathList;
    expect(entry.type).toBe('3');
    expect(entry.path).not.toContain('support');
    expect(await decryptServicePath(entry.path)).toBe('/support/chat?desk=vip');
  });

  it('answers during maintenance (the maintenance page has Contact Us), and ignores a bad token', async () => {
    await maintenance(true);
    try {
      expect((await t.app.inject({ url: SERVICE_PATHS.feedbackSettings, headers: headers(nextIp()) })).statusCode).toBe(
        503,
      );
      const res = await t.app.inject({ url: SERVICE_PATHS.getService, headers: authed(nextIp(), 'not-a-token') });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.desk).toBe('live');
    } finally {
      await maintenance(false);
    }
  });
});

describe('live chat', () => {
  it('lets a visitor write, an operator answer by the CLI, and the visitor read it; nobody else can', async () => {
    const ip = nextIp();
    const open = await t.app.inject({
      method: 'POST',
      url: SERVICE_PATHS.chatOpen,
      headers: headers(ip, { language: 'en' }),
      payload: { name: 'Lan' },
    });
    const thread = open.json().value;
    expect(thread).toMatchObject({ desk: 'live', status: 'waiting', customer: 'Lan', messages: [] });
    expect(thread.visitorToken).toMatch(/^[\w-]{40,}$/);
    const mine = { 'x-chat-token': thread.visitorToken };

    const sent = await t.app.inject({
      method: 'POST',
      url: SERVICE_PATHS.chatMessages,
      headers: headers(ip, mine),
      payload: { threadId: thread.threadId, text: '  My deposit is late  ' },
    });
    expect(sent.json().value).toMatchObject({ author: 'customer', text: 'My deposit is late' });

    const listed = await ops('chat', 'list');
    expect(listed.text).toMatch(new RegExp(`${thread.threadId}\\s+LOTUS\\s+live\\s+waiting\\s+Lan \\(visitor\\)`));
    expect((await ops('chat', 'reply', thread.threadId, '--message', 'Checking it now')).code).toBe(0);
    expect((await ops('chat', 'show', thread.threadId)).text).toMatch(
      /customer\s+My deposit is late[\s\S]*operator\s+Checking it now/,
    );

    const poll = await t.app.inject({
      url: `${SERVICE_PATHS.chatMessages}?threadId=${thread.threadId}&after=${sent.json().value.id}`,
      headers: headers(ip, mine),
    });
    expect(poll.json().value).toMatchObject({
      status: 'answered',
      messages: [{ author: 'operator', text: 'Checking it now' }],
    });

    // Reopening with the token resumes the conversation.
    const again = await t.app.inject({
      method: 'POST',
      url: SERVICE_PATHS.chatOpen,
      headers: headers(ip),
      payload: { visitorToken: thread.visitorToken },
    });
    expect(again.json().value).toMatchObject({ threadId: thread.threadId, visitorToken: null });
    expect(again.json().value.messages).toHaveLength(2);

    // Without or with another token, or as a member: not found.
    for (const h of [
      headers(ip),
      headers(ip, { 'x-chat-token': 'x'.repeat(43) }),
      authed(ip, (await newMember(t)).token),
    ]) {
      const res = await t.app.inject({ url: `${SERVICE_PATHS.chatMessages}?threadId=${thread.threadId}`, headers: h });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('chat_not_found');
    }

    expect((await ops('chat', 'close', thread.threadId)).code).toBe(0);
    const closed = await t.app.inject({
      method: 'POST',
      url: SERVICE_PATHS.chatMessages,
      headers: headers(ip, mine),
      payload: { threadId: thread.threadId, text: 'hello?' },
    });
    expect(closed.json().errorCode).toBe('chat_closed');
    const fresh = await t.app.inject({
      method: 'POST',
      url: SERVICE_PATHS.chatOpen,
      headers: headers(ip),
      payload: { visitorToken: thread.visitorToken },
    });
    expect(fresh.json().value.threadId).not.toBe(thread.threadId);
  });

  it('knows members by their session and puts VIP ranks at the VIP desk', async () => {
    const vip = await newMember(t, { vipLevel: 7 });
    const open = await t.app.inject({
      method: 'POST',
      url: SERVICE_PATHS.chatOpen,
      headers: authed(nextIp(), vip.token),
      payload: {},
    });
    expect(open.json().value).toMatchObject({ desk: 'vip', visitorToken: null, customer: vip.username });
    const again = await t.app.inject({
      method: 'POST',
      url: SERVICE_PATHS.chatOpen,
      headers: authed(nextIp(), vip.token),
      payload: {},
    });
    expect(again.json().value.threadId).toBe(open.json().value.threadId);
    const detail = await t.app.inject({
      url: SERVICE_OPS_PATHS.chat.replace(':id', open.json().value.threadId),
      headers: opsHeaders(),
    });
    expect(detail.json().value).toMatchObject({ member: vip.username, desk: 'vip' });
  });

  it('checks messages and works during maintenance', async () => {
    const ip = nextIp();
    await maintenance(true);
    try {
      const open = await t.app.inject({
        method: 'POST',
        url: SERVICE_PATHS.chatOpen,
        headers: headers(ip),
        payload: {},
      });
      expect(open.statusCode).toBe(200);
      const { threadId, visitorToken } = open.json().value;
      const h = headers(ip, { 'x-chat-token': visitorToken });
      for (const text of ['', '   ', 'x'.repeat(1001)]) {
        const res = await t.app.inject({
          method: 'POST',
          url: SERVICE_PATHS.chatMessages,
          headers: h,
          payload: { threadId, text },
        });
        expect(res.json()).toMatchObject({ errorCode: 'validation_failed', field: 'text' });
      }
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: SERVICE_PATHS.chatMessages,
            headers: h,
            payload: { threadId: 'nope', text: 'hi' },
          })
        ).json().field,
      ).toBe('threadId');
    } finally {
      await maintenance(false);
    }
    expect((await ops('chat', 'reply', '00000000-0000-4000-8000-000000000000', '--message', 'x')).text).toMatch(
      /Conversation not found/,
    );
    expect((await ops('chat', 'reply', '00000000-0000-4000-8000-000000000000')).code).toBe(2);
  });
});

describe('feedback from the CLI', () => {
  it('lists, shows and replies', async () => {
    const m = await newMember(t);
    const boundary = 'b0undary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nsuggestion\r\n--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nPlease add more fish games to the lobby\r\n--${boundary}--\r\n`;
    const sent = await t.app.inject({
      method: 'PUT',
      url: SERVICE_PATHS.feedback,
      headers: authed(nextIp(), m.token, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      payload: body,
    });
    const id = sent.json().value.id;
    const list = await ops('feedback', 'list', '--status', 'open');
    expect(list.text).toMatch(new RegExp(`${id}\\s+LOTUS\\s+open\\s+suggestion\\s+${m.username}`));
    expect((await ops('feedback', 'show', id)).text).toMatch(/Please add more fish games/);
    expect((await ops('feedback', 'reply', id, '--message', 'Noted, thank you!')).text).toMatch(/Replied/);
    expect((await ops('feedback', 'list', '--status', 'replied')).text).toContain(id);
    expect((await ops('feedback', 'show', id)).text).toMatch(/reply .*:\n {2}Noted, thank you!/);
    expect((await ops('feedback', 'list', '--status', 'closed')).code).toBe(2);
    expect((await ops('feedback', 'reply', id)).text).toMatch(/missing --message/);
  });
});

describe('web app manifest', () => {
  it('is served per brand with the fields an installable app needs', async () => {
    const res = await t.app.inject({ url: SERVICE_PATHS.manifest, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = webManifestSchema.parse(res.json());
    expect(manifest).toMatchObject({
      name: 'Lotus',
      start_url: '/index',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      lang: 'vi',
    });
    expect(manifest.icons[0]).toMatchObject({ src: '/art/brand/app-icon.svg', type: 'image/svg+xml' });
  });
  it('says so for an unknown host', async () => {
    const res = await t.app.inject({ url: SERVICE_PATHS.manifest, headers: { host: 'unknown.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('merchant_not_found');
  });
});
