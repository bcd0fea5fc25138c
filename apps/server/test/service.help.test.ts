import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_OPS_PATHS, SERVICE_PATHS, type HelpCenter } from '@lotus/contracts';
import { runCli } from '../src/cli/cli';
import { collectHelpFiles, HelpFileError } from '../src/modules/help/files';
import { parseFrontMatter, renderArticle } from '../src/modules/help/text';
import { createTestApp, demo, OPS_KEY, type TestApp } from './helpers';

let t: TestApp;
let url: string;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-help-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function ops(...argv: string[]) {
  let text = '';
  const out = { write: (s: string) => (text += s) };
  const code = await runCli(argv, { url, key: OPS_KEY, out, env: {} });
  return { code, text };
}

async function help(query = '', language = 'vi'): Promise<HelpCenter> {
  const res = await t.app.inject({ url: `${SERVICE_PATHS.helpCenter}${query}`, headers: demo({ language }) });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

const write = (rel: string, text: string) => {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
};

describe('the demo brand’s help centre', () => {
  it('has the same articles in Vietnamese and English, in category order', async () => {
    const vi = await help();
    const en = await help('', 'en');
    const slugs = (h: HelpCenter) => h.categories.map((c) => `${c.slug}:${c.articles.map((a) => a.slug).join(',')}`);
    expect(slugs(vi)).toEqual(slugs(en));
    expect(slugs(en)).toEqual([
      'getting-started:register,install-app',
      'payments:deposit,withdraw',
      'account-security:account-security',
      'responsible-gaming:responsible-gaming',
    ]);
    expect(vi.categories[0]).toMatchObject({
      title: 'Bắt đầu',
      articles: [{ title: 'Cách đăng ký tài khoản' }, { title: 'Cài đặt ứng dụng' }],
    });
    expect(en.categories[3]!.articles[0]).toMatchObject({ title: 'Play responsibly' });
    const register = en.categories[0]!.articles[0]!;
    expect(register.content).toContain('<ol>');
    expect(register.content).not.toContain('<h1');
    expect(register.summary).toMatch(/^Creating an account takes a minute/);
  });

  it('answers the language asked for, and searches without accents or case', async () => {
    expect((await help('?language=en')).language).toBe('en');
    const found = await help('?keyword=MAT%20KHAU%20thanh%20toan');
    const slugs = found.categories.flatMap((c) => c.articles.map((a) => a.slug));
    expect(slugs).toEqual(expect.arrayContaining(['withdraw', 'account-security']));
    expect(slugs).not.toContain('register');
    expect((await help('?keyword=zzzzqq')).categories).toEqual([]);
    expect((await help('?category=payments')).categories.map((c) => c.slug)).toEqual(['payments']);
  });

  it('checks its parameters', async () => {
    for (const q of ['?language=fr', '?category=Bad%20Slug', `?keyword=${'x'.repeat(65)}`]) {
      const res = await t.app.inject({ url: `${SERVICE_PATHS.helpCenter}${q}`, headers: demo() });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorCode).toBe('validation_failed');
    }
  });
});

describe('rendering and reading files', () => {
  it('turns Markdown into sanitised HTML and takes the first heading as the title', () => {
    const r = renderArticle(
      'markdown',
      '# Hello *there*\n\nFirst **para** <script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(r.title).toBe('Hello there');
    expect(r.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(r.html).toContain('<strong>para</strong>');
    expect(r.html).toContain('<table>');
    expect(r.summary).toBe('First para');
  });
  it('sanitises HTML files', () => {
    const r = renderArticle(
      'html',
      '<h1>T</h1><p onclick="x()">Hi <a href="https://a.example">a</a></p><iframe src="https://evil.example"></iframe><style>p{}</style>',
    );
    expect(r).toMatchObject({ title: 'T', summary: 'Hi a' });
    expect(r.html).not.toMatch(/onclick|iframe|<style/);
    expect(r.html).toContain('rel="noopener noreferrer"');
  });
  it('reads front matter', () => {
    expect(parseFrontMatter('---\ntitle: "Hi: you"\nsort: 3\n---\nbody')).toEqual({
      data: { title: 'Hi: you', sort: '3' },
      body: 'body',
    });
    expect(parseFrontMatter('no front matter').data).toEqual({});
  });
  it('explains what is wrong with a file', () => {
    const noLang = write('loose/faq.md', '# FAQ\n\ntext');
    expect(() => collectHelpFiles(noLang, { category: 'faq' })).toThrow(/no language/);
    expect(() => collectHelpFiles(path.join(dir, 'loose'), { language: 'en' })).toThrow(/needs --category/);
    expect(() => collectHelpFiles(path.join(dir, 'missing'))).toThrow(HelpFileError);
    const badSlug = write('loose2/x.en.md', '---\nslug: Not OK\n---\n# X\n\ny');
    expect(() => collectHelpFiles(badSlug, { category: 'faq' })).toThrow(/slug "Not OK"/);
  });
});

describe('npm run ops -- help import | list | remove', () => {
  it('imports a folder of category folders, replaces on re-import, lists and removes', async () => {
    write('site/bonuses/_category.json', JSON.stringify({ title: { vi: 'Khuyến mãi', en: 'Bonuses' }, sort: 9 }));
    write('site/bonuses/01-welcome.en.md', '# Welcome bonus\n\nRead the **terms** first.');
    write('site/bonuses/01-welcome.vi.md', '# Thưởng chào mừng\n\nĐọc kỹ **điều kiện** trước.');
    write('site/bonuses/02-rebate.en.html', '<h1>Rebate</h1><p>Weekly <script>evil()</script>cashback.</p>');
    const first = await ops('help', 'import', path.join(dir, 'site'), '--brand', 'lotus');
    expect(first.code, first.text).toBe(0);
    expect(first.text).toMatch(/added\s+LOTUS en bonuses\/welcome\s+"Welcome bonus"/);
    expect(first.text).toMatch(/3 added, 0 updated/);

    const en = await help('?category=bonuses', 'en');
    expect(en.categories[0]).toMatchObject({
      title: 'Bonuses',
      sort: 9,
      articles: [{ slug: 'welcome' }, { slug: 'rebate', content: '<p>Weekly cashback.</p>' }],
    });
    expect((await help('?category=bonuses', 'vi')).categories[0]!.articles.map((a) => a.title)).toEqual([
      'Thưởng chào mừng',
    ]);

    write('site/bonuses/01-welcome.en.md', '# Welcome bonus (new)\n\nUpdated.');
    const again = await ops('help', 'import', path.join(dir, 'site/bonuses/01-welcome.en.md'));
    expect(again.text).toMatch(/updated LOTUS en bonuses\/welcome/);
    expect((await help('?category=bonuses', 'en')).categories[0]!.articles[0]!.title).toBe('Welcome bonus (new)');

    // A single file with --category and --lang.
    write('single/notes.md', '# Notes\n\nPlain notes.');
    expect(
      (await ops('help', 'import', path.join(dir, 'single/notes.md'), '--category', 'bonuses', '--lang', 'en')).code,
    ).toBe(0);

    const list = await ops('help', 'list', '--lang', 'en', '--category', 'bonuses');
    expect(list.text).toMatch(/^ID\s+BRAND\s+LANG\s+CATEGORY\s+SLUG\s+SORT\s+TITLE/m);
    const id = /^(\S+)\s+LOTUS\s+en\s+bonuses\s+rebate/m.exec(list.text)?.[1];
    expect(id).toBeTruthy();
    const removed = await ops('help', 'remove', id!);
    expect(removed.text).toMatch(/Removed help article rebate \(en\)/);
    expect((await help('?category=bonuses', 'en')).categories[0]!.articles.map((a) => a.slug)).toEqual([
      'welcome',
      'notes',
    ]);
    expect((await ops('help', 'remove', id!)).text).toMatch(/Help article not found/);
  });

  it('keeps `help` and `help <command>` as the CLI’s own help, and reports usage errors', async () => {
    expect((await ops('help')).text).toMatch(/commands:/);
    expect((await ops('help', 'feedback')).text).toMatch(/feedback reply <id> --message TEXT/);
    const bad = await ops('help', 'import', path.join(dir, 'nowhere'));
    expect(bad.code).toBe(2);
    expect(bad.text).toMatch(/cannot read/);
    expect((await ops('help', 'import', path.join(dir, 'single/notes.md'), '--lang', 'fr')).text).toMatch(
      /--lang: expected vi or en/,
    );
  });

  it('refuses an import without a title through the API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SERVICE_OPS_PATHS.helpArticles,
      headers: { 'x-ops-key': OPS_KEY },
      payload: { language: 'en', category: 'faq', slug: 'x', format: 'markdown', source: 'no heading here' },
    });
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed', field: 'title' });
  });
});
