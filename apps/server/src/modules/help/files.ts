import fs from 'node:fs';
import path from 'node:path';
import { helpSlugSchema, stripDiacritics, type OpsHelpImport, type SiteLanguage } from '@lotus/contracts';
import { parseFrontMatter } from './text';

/**
 * Help articles on disk, as `npm run ops -- help import` and the demo seed read them:
 *
 *   <dir>/<category>/_category.json      { "title": { "vi": "…", "en": "…" }, "sort": 1 }
 *   <dir>/<category>/01-register.vi.md   Markdown (or .html), language from the name or --lang
 *
 * A file may start with a front-matter block (`---` lines of `key: value`) with title, slug,
 * category, categoryTitle, lang and sort. A numeric prefix of the name (`01-`) is the sort order.
 */
export interface HelpFileDefaults {
  language?: SiteLanguage;
  category?: string;
}

export class HelpFileError extends Error {}

const EXTENSIONS: Record<string, 'markdown' | 'html'> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.html': 'html',
  '.htm': 'html',
};

/** Lower-case ASCII slug of a file or folder name. */
export function slugify(name: string): string {
  return stripDiacritics(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}

interface CategoryFile {
  title?: Partial<Record<SiteLanguage, string>>;
  sort?: number;
}

function readCategoryFile(dir: string): CategoryFile {
  const file = path.join(dir, '_category.json');
  if (!fs.existsSync(file)) return {};
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as CategoryFile;
    return typeof parsed === 'object' && parsed ? parsed : {};
  } catch (error) {
    throw new HelpFileError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

const isLanguage = (s: string | undefined): s is SiteLanguage => s === 'vi' || s === 'en';

function toInt(value: string | undefined, file: string, key: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,5}$/.test(value)) throw new HelpFileError(`${file}: ${key} must be a whole number, got "${value}"`);
  return Number(value);
}

/** Reads one article file into the body of POST /ops/help/articles (brand left out). */
export function readHelpFile(file: string, defaults: HelpFileDefaults & { categoryDir?: string }): OpsHelpImport {
  const ext = path.extname(file).toLowerCase();
  const format = EXTENSIONS[ext];
  if (!format) throw new HelpFileError(`${file}: expected a .md, .markdown, .html or .htm file`);
  let base = path.basename(file, path.extname(file));
  let nameLanguage: SiteLanguage | undefined;
  const langSuffix = /\.(vi|en)$/i.exec(base);
  if (langSuffix) {
    nameLanguage = langSuffix[1]!.toLowerCase() as SiteLanguage;
    base = base.slice(0, -3);
  }
  let nameSort: number | undefined;
  const prefix = /^(\d{1,4})[-_. ]+(.+)$/.exec(base);
  if (prefix) {
    nameSort = Number(prefix[1]);
    base = prefix[2]!;
  }
  const { data, body } = parseFrontMatter(fs.readFileSync(file, 'utf8'));
  const language = defaults.language ?? (isLanguage(data.lang) ? data.lang : nameLanguage);
  if (!language)
    throw new HelpFileError(`${file}: no language: name it <slug>.vi.md or <slug>.en.md, or pass --lang vi|en`);
  const dirName = defaults.categoryDir ? slugify(path.basename(defaults.categoryDir)) : undefined;
  const category = defaults.category ?? data.category ?? dirName;
  if (!category)
    throw new HelpFileError(`${file}: no category: put the file in a category folder or pass --category SLUG`);
  if (!helpSlugSchema.safeParse(category).success)
    throw new HelpFileError(`${file}: category "${category}" must be lower-case letters, digits and dashes`);
  const slug = data.slug ?? slugify(base);
  if (!helpSlugSchema.safeParse(slug).success)
    throw new HelpFileError(`${file}: slug "${slug}" must be lower-case letters, digits and dashes`);
  const categoryFile = defaults.categoryDir ? readCategoryFile(defaults.categoryDir) : {};
  const categoryTitle = data.categoryTitle ?? categoryFile.title?.[language];
  const sort = toInt(data.sort ?? data.order, file, 'sort') ?? nameSort;
  if (!body.trim()) throw new HelpFileError(`${file}: the article is empty`);
  return {
    language,
    category,
    ...(categoryTitle ? { categoryTitle } : {}),
    ...(categoryFile.sort !== undefined && Number.isInteger(categoryFile.sort)
      ? { categorySort: categoryFile.sort }
      : {}),
    slug,
    ...(data.title ? { title: data.title } : {}),
    ...(sort !== undefined ? { sort } : {}),
    format,
    source: body,
  };
}

/**
 * Every article under a path: a file, or a folder of category folders (a folder whose files are
 * articles directly needs --category). Files and folders starting with `_` or `.` are skipped.
 */
export function collectHelpFiles(target: string, defaults: HelpFileDefaults = {}): OpsHelpImport[] {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch (error) {
    throw new HelpFileError(`cannot read ${target} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (stat.isFile()) {
    const parent = path.dirname(target);
    const hasCategoryFile = fs.existsSync(path.join(parent, '_category.json'));
    return [
      readHelpFile(target, { ...defaults, ...(hasCategoryFile || !defaults.category ? { categoryDir: parent } : {}) }),
    ];
  }
  const out: OpsHelpImport[] = [];
  const visible = (name: string) => !name.startsWith('_') && !name.startsWith('.');
  const entries = fs
    .readdirSync(target, { withFileTypes: true })
    .filter((e) => visible(e.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    const full = path.join(target, e.name);
    if (e.isDirectory()) {
      const files = fs
        .readdirSync(full, { withFileTypes: true })
        .filter((f) => f.isFile() && visible(f.name) && EXTENSIONS[path.extname(f.name).toLowerCase()]);
      for (const f of files.sort((a, b) => a.name.localeCompare(b.name)))
        out.push(readHelpFile(path.join(full, f.name), { ...defaults, categoryDir: full }));
    } else if (e.isFile() && EXTENSIONS[path.extname(e.name).toLowerCase()]) {
      if (!defaults.category)
        throw new HelpFileError(
          `${full}: a file directly in ${target} needs --category SLUG (or put it in a category folder)`,
        );
      out.push(readHelpFile(full, { ...defaults, categoryDir: target }));
    }
  }
  if (out.length === 0) throw new HelpFileError(`no .md or .html files found under ${target}`);
  return out;
}
