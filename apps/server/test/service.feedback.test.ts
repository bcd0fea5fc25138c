import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_OPS_PATHS, SERVICE_PATHS } from '@lotus/contracts';
import { feedback, feedbackImages } from '../src/db/schema/index';
import { containsHtml, countWords } from '../src/modules/feedback/service';
import { detectImage } from '../src/modules/feedback/images';
import { authed, headers, nextIp } from './accounts/support';
import { createTestApp, ops, type TestApp } from './helpers';
import { GIF_BYTES, JPEG_BYTES, PNG_POLYGLOT, SCRIPT_BYTES, multipart, pngBytes } from './serviceFixtures';
import { newMember } from './serviceSupport';

let t: TestApp;
let member: Awaited<ReturnType<typeof newMember>>;
let other: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t);
  other = await newMember(t);
});
afterAll(() => t.close());

const uploads = () => path.join(t.ctx.config.dataDir, 'uploads', 'feedback');
const storedFiles = () => (fs.existsSync(uploads()) ? fs.readdirSync(uploads()) : []);
async function counts() {
  const [f] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(feedback);
  const [i] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(feedbackImages);
  return { feedback: f!.n, images: i!.n, files: storedFiles().length };
}

const GOOD = 'The withdrawal page keeps loading after I press submit on my phone.';
type File = NonNullable<Parameters<typeof multipart>[1]>[number];
const png = (bytes = pngBytes(), name = 'shot.png'): File => ({ name, type: 'image/png', bytes });

async function send(
  fields: Record<string, string>,
  files: File[] = [],
  hdrs: Record<string, string> = headers(nextIp()),
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: SERVICE_PATHS.feedback,
    headers: { ...hdrs, ...body.headers },
    payload: body.payload,
  });
}

describe('word counting and HTML detection', () => {
  it('counts blank-separated words with a letter or digit', () => {
    expect(countWords('Tôi không rút được tiền')).toBe(5);
    expect(countWords('  one\ttwo\nthree  ')).toBe(3);
    expect(countWords('!!! ??? one')).toBe(1);
    expect(countWords('')).toBe(0);
  });
  it('sees tags, comments and doctypes, not a lone < or >', () => {
    for (const html of [
      '<b>hi</b>',
      'a </p> b',
      '<img src=x onerror=alert(1)>',
      '<!-- x -->',
      '<!DOCTYPE html>',
      '<script>x</script>',
      '<br/>',
    ])
      expect(containsHtml(html), html).toBe(true);
    for (const text of ['1 < 2 and 3 > 2', 'a <- b', '<3 love it', 'x<5', 'email me <at> home'.replace('<at>', 'at')])
      expect(containsHtml(text), text).toBe(false);
  });
});

describe('pictures are recognised by their bytes', () => {
  it('accepts real PNG and JPEG', () => {
    expect(detectImage(pngBytes(10, 7))).toMatchObject({ contentType: 'image/png', width: 10, height: 7 });
    expect(detectImage(JPEG_BYTES)).toMatchObject({ contentType: 'image/jpeg', width: 16, height: 12 });
  });
  it('refuses GIF, scripts, polyglots, and cut or altered files', () => {
    const p = pngBytes();
    const flipped = Buffer.from(p);
    flipped[40] = flipped[40]! ^ 0xff;
    for (const bad of [
      GIF_BYTES,
      SCRIPT_BYTES,
      PNG_POLYGLOT,
      p.subarray(0, p.length - 12),
      p.subarray(0, 40),
      flipped,
      JPEG_BYTES.subarray(0, JPEG_BYTES.length - 2),
      JPEG_BYTES.subarray(0, 200),
      Buffer.alloc(0),
    ])
      expect(detectImage(bad)).toBeUndefined();
  });
});

describe('PUT /wps/feedback', () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeEach(async () => {
    before = await counts();
  });
  const nothingStored = async () => expect(await counts()).toEqual(before);

  it('takes a visitor’s feedback with a contact and pictures (png and jpg), stored under random names', async () => {
    const res = await send({ type: 'bug', content: GOOD, contact: 'zalo 0912 345 678' }, [
      png(pngBytes(), '../../etc/passwd.png'),
      { name: 'x.jpg', type: 'image/jpeg', bytes: JPEG_BYTES },
    ]);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ status: 'open', images: 2 });
    const after = await counts();
    expect(after).toEqual({ feedback: before.feedback + 1, images: before.images + 2, files: before.files + 2 });
    for (const name of storedFiles()) expect(name).toMatch(/^[0-9a-f]{32}\.(png|jpg)$/);
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, 'etc'))).toBe(false);
  });

  it('needs a contact from a visitor but not from a member', async () => {
    const res = await send({ type: 'suggestion', content: GOOD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'feedback_contact_required', field: 'contact' });
    await nothingStored();
    const ok = await send({ type: 'suggestion', content: GOOD }, [], authed(nextIp(), member.token));
    expect(ok.statusCode).toBe(200);
  });

  it('answers missing and wrong fields with the field', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ content: GOOD, contact: 'x' }, 'field_required', 'type'],
      [{ type: 'complaint', content: GOOD, contact: 'x' }, 'validation_failed', 'type'],
      [{ type: 'bug', contact: 'x' }, 'field_required', 'content'],
      [{ type: 'bug', content: '   ', contact: 'x' }, 'field_required', 'content'],
      [{ type: 'bug', content: GOOD, contact: 'x'.repeat(101) }, 'validation_failed', 'contact'],
      [{ type: 'bug', content: 'x '.repeat(6000), contact: 'x' }, 'validation_failed', 'content'],
    ];
    for (const [fields, code, field] of cases) {
      const res = await send(fields);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: code, field });
    }
    await nothingStored();
  });

  it('counts words between the brand’s minimum and maximum, with the numbers in both languages', async () => {
    const few = await send(
      { type: 'bug', content: 'too few words', contact: 'x' },
      [png()],
      headers(nextIp(), { language: 'en' }),
    );
    expect(few.statusCode).toBe(400);
    expect(few.json()).toMatchObject({
      errorCode: 'feedback_word_count',
      field: 'content',
      message: 'Feedback content must be between 5 and 500 words',
      value: { minWords: 5, maxWords: 500, words: 3 },
    });
    const many = await send(
      { type: 'bug', content: 'từ '.repeat(501), contact: 'x' },
      [],
      headers(nextIp(), { language: 'vi' }),
    );
    expect(many.json()).toMatchObject({
      errorCode: 'feedback_word_count',
      message: 'Nội dung góp ý phải từ 5 đến 500 từ',
    });
    expect((await send({ type: 'bug', content: 'một hai ba bốn năm', contact: 'x' })).statusCode).toBe(200);
    before = await counts();
    expect((await send({ type: 'bug', content: 'w '.repeat(500), contact: 'x' })).statusCode).toBe(200);
  });

  it('refuses HTML in the content (and the contact) instead of storing it', async () => {
    for (const content of [
      '<script>alert(1)</script> five words are here',
      'Hello <b>team</b>, the page is broken',
      'see <img src=x onerror=alert(1)> it now please',
    ]) {
      const res = await send({ type: 'bug', content, contact: 'x' }, [png()], headers(nextIp(), { language: 'en' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'feedback_html_not_allowed',
        field: 'content',
        message: 'Feedback content may not contain HTML; please write plain text',
      });
    }
    const contact = await send({ type: 'bug', content: GOOD, contact: '<a href=x>me</a>' });
    expect(contact.json()).toMatchObject({ errorCode: 'feedback_html_not_allowed', field: 'contact' });
    await nothingStored();
  });

  it('refuses disguised and wrong pictures by their content, whatever their name and type', async () => {
    const bad: File[] = [
      { name: 'photo.png', type: 'image/png', bytes: SCRIPT_BYTES },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: GIF_BYTES },
      { name: 'anim.gif', type: 'image/gif', bytes: GIF_BYTES },
      { name: 'shot.png', type: 'image/png', bytes: pngBytes().subarray(0, 60) },
      { name: 'page.png', type: 'image/png', bytes: PNG_POLYGLOT },
      { name: 'x.jpg', type: 'image/jpeg', bytes: JPEG_BYTES.subarray(0, JPEG_BYTES.length - 100) },
      { name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
    ];
    for (const file of bad) {
      const res = await send(
        { type: 'bug', content: GOOD, contact: 'x' },
        [png(), file],
        headers(nextIp(), { language: 'vi' }),
      );
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'feedback_image_invalid',
        field: 'images.1',
        message: 'Chỉ chấp nhận ảnh png hoặc jpg',
      });
    }
    await nothingStored();
  });

  it('refuses a fourth picture and a picture over 5 MB', async () => {
    const four = await send({ type: 'bug', content: GOOD, contact: 'x' }, [png(), png(), png(), png()]);
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ errorCode: 'feedback_too_many_images', field: 'images' });
    const big = await send(
      { type: 'bug', content: GOOD, contact: 'x' },
      [png(pngBytes(4, 3, 5 * 1024 * 1024 + 1))],
      headers(nextIp(), { language: 'en' }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      errorCode: 'feedback_image_too_large',
      field: 'images.0',
      message: 'Each image may be at most 5MB',
    });
    await nothingStored();
    // Exactly 5 MB is allowed.
    const exact = await send({ type: 'bug', content: GOOD, contact: 'x' }, [png(pngBytes(4, 3, 5 * 1024 * 1024))]);
    expect(exact.statusCode).toBe(200);
  });

  it('takes three pictures of almost 5 MB each (the body limit of JSON calls does not apply)', async () => {
    const big = pngBytes(4, 3, 5 * 1024 * 1024 - 10);
    const res = await send(
      { type: 'bug', content: GOOD },
      [png(big), png(big), { name: 'c.jpg', type: 'image/jpeg', bytes: JPEG_BYTES }],
      authed(nextIp(), member.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.images).toBe(3);
  });

  it('refuses other bodies and other file fields', async () => {
    const json = await t.app.inject({
      method: 'PUT',
      url: SERVICE_PATHS.feedback,
      headers: headers(nextIp()),
      payload: { type: 'bug', content: GOOD, contact: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().errorCode).toBe('unsupported_media_type');
    const other = await send({ type: 'bug', content: GOOD, contact: 'x' }, [
      { field: 'avatar', name: 'a.png', type: 'image/png', bytes: pngBytes() },
    ]);
    expect(other.json()).toMatchObject({ errorCode: 'validation_failed', field: 'avatar' });
    const body = multipart({ type: 'bug', content: GOOD, contact: 'x' }, [png()]);
    const cut = await t.app.inject({
      method: 'PUT',
      url: SERVICE_PATHS.feedback,
      headers: { ...headers(nextIp()), ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 60),
    });
    expect(cut.statusCode).toBe(400);
    await nothingStored();
  });
});

describe('my feedback, pictures and replies', () => {
  it('lists a member’s own feedback with pictures and the operator’s reply; nobody else sees the pictures', async () => {
    const sent = await send(
      { type: 'payment', content: 'My deposit of 500k has not arrived yet, receipt attached.' },
      [png(), { name: 'r.jpg', type: 'image/jpeg', bytes: JPEG_BYTES }],
      authed(nextIp(), member.token),
    );
    const id = sent.json().value.id;

    const mine = await t.app.inject({ url: SERVICE_PATHS.feedback, headers: authed(nextIp(), member.token) });
    const item = mine.json().value.list.find((f: { id: string }) => f.id === id);
    expect(item).toMatchObject({ type: 'payment', status: 'open', replies: [], contact: null });
    expect(item.images).toHaveLength(2);

    const img = await t.app.inject({ url: item.images[1].url, headers: authed(nextIp(), member.token) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['cache-control']).toBe('private, no-store');
    expect(img.rawPayload.equals(JPEG_BYTES)).toBe(true);

    // Another member, a visitor, a bad id: the same "not found" / "not logged in".
    expect(
      (await t.app.inject({ url: item.images[0].url, headers: authed(nextIp(), other.token) })).json().errorCode,
    ).toBe('feedback_not_found');
    expect((await t.app.inject({ url: item.images[0].url, headers: headers(nextIp()) })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: SERVICE_PATHS.feedbackImage.replace(':id', 'nope'),
          headers: authed(nextIp(), member.token),
        })
      ).statusCode,
    ).toBe(400);
    const theirs = await t.app.inject({ url: SERVICE_PATHS.feedback, headers: authed(nextIp(), other.token) });
    expect(theirs.json().value.list.map((f: { id: string }) => f.id)).not.toContain(id);
    expect((await t.app.inject({ url: SERVICE_PATHS.feedback, headers: headers(nextIp()) })).statusCode).toBe(401);

    // The operator reads it (pictures too) and replies.
    const detail = await t.app.inject({ url: SERVICE_OPS_PATHS.feedbackOne.replace(':id', id), headers: ops() });
    expect(detail.json().value).toMatchObject({ member: member.username, status: 'open', language: 'vi' });
    const opsImg = await t.app.inject({ url: detail.json().value.images[0].url, headers: ops() });
    expect(opsImg.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ url: detail.json().value.images[0].url })).statusCode).toBe(401);
    const reply = await t.app.inject({
      method: 'POST',
      url: SERVICE_OPS_PATHS.feedbackReply.replace(':id', id),
      headers: ops(),
      payload: { message: 'Credited at 14:05, sorry for the wait.' },
    });
    expect(reply.json().value.status).toBe('replied');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: SERVICE_OPS_PATHS.feedbackReply.replace(':id', id),
          headers: ops(),
          payload: { message: '  ' },
        })
      ).statusCode,
    ).toBe(400);

    const again = await t.app.inject({ url: SERVICE_PATHS.feedback, headers: authed(nextIp(), member.token) });
    expect(again.json().value.list.find((f: { id: string }) => f.id === id)).toMatchObject({
      status: 'replied',
      replies: [{ message: 'Credited at 14:05, sorry for the wait.' }],
    });

    const replied = await t.app.inject({ url: `${SERVICE_OPS_PATHS.feedback}?status=replied`, headers: ops() });
    expect(replied.json().value.map((f: { id: string }) => f.id)).toContain(id);
    const open = await t.app.inject({ url: `${SERVICE_OPS_PATHS.feedback}?status=open`, headers: ops() });
    expect(open.json().value.map((f: { id: string }) => f.id)).not.toContain(id);
  });

  it('shows the brand’s word limits', async () => {
    const res = await t.app.inject({ url: SERVICE_PATHS.feedbackSettings, headers: headers(nextIp()) });
    expect(res.json().value).toMatchObject({
      minWords: 5,
      maxWords: 500,
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
    });
  });
});
