import { SERVICE_OPS_PATHS, type OpsHelpArticle, type OpsHelpImport, type SiteLanguage } from '@lotus/contracts';
import { collectHelpFiles, HelpFileError } from '../../modules/help/files';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, printList, runAction, stringOption } from './shared';

type Imported = OpsHelpArticle & { created: boolean };

function language(ctx: CommandContext): SiteLanguage | undefined {
  const lang = stringOption(ctx, 'lang');
  if (lang === undefined) return undefined;
  if (lang !== 'vi' && lang !== 'en') throw new UsageError(`--lang: expected vi or en, got "${lang}"`);
  return lang;
}

async function importArticles(ctx: CommandContext, target: string | undefined) {
  if (!target) throw new UsageError('help import: missing <dir|file>');
  let articles: OpsHelpImport[];
  try {
    articles = collectHelpFiles(target, { language: language(ctx), category: stringOption(ctx, 'category') });
  } catch (error) {
    if (error instanceof HelpFileError) throw new UsageError(error.message);
    throw error;
  }
  const brand = brandOf(ctx);
  let created = 0;
  let updated = 0;
  for (const a of articles) {
    const results = await ctx.client.post<Imported[]>(SERVICE_OPS_PATHS.helpArticles, {
      ...a,
      ...(brand ? { brand } : {}),
    });
    for (const r of results) {
      if (r.created) created++;
      else updated++;
      ctx.print(`${r.created ? 'added  ' : 'updated'} ${r.brand} ${r.language} ${r.category}/${r.slug}  "${r.title}"`);
    }
  }
  ctx.print(`${created} added, ${updated} updated`);
}

async function list(ctx: CommandContext) {
  const query = { brand: brandOf(ctx), language: language(ctx), category: stringOption(ctx, 'category') };
  await printList<OpsHelpArticle>(ctx, SERVICE_OPS_PATHS.helpArticles, query, [
    { header: 'ID', value: (a) => a.id },
    { header: 'BRAND', value: (a) => a.brand },
    { header: 'LANG', value: (a) => a.language },
    { header: 'CATEGORY', value: (a) => a.category },
    { header: 'SLUG', value: (a) => a.slug },
    { header: 'SORT', value: (a) => a.sort },
    { header: 'TITLE', value: (a) => a.title },
  ]);
}

async function remove(ctx: CommandContext, id: string | undefined) {
  if (!id) throw new UsageError('help remove: missing <id> (see `help list`)');
  const removed = await ctx.client.delete<{ id: string; slug: string; language: string }>(
    SERVICE_OPS_PATHS.helpArticle.replace(':id', encodeURIComponent(id)),
  );
  ctx.print(`Removed help article ${removed.slug} (${removed.language}) ${removed.id}`);
}

export const helpCenterCommand = defineCommand({
  name: 'help-centre',
  summary: 'Import, list and remove help-centre articles (Markdown or HTML, sanitised)',
  usage: [
    'help-centre import <dir|file> [--brand CODE] [--category SLUG] [--lang vi|en]',
    'help-centre list [--brand CODE] [--lang vi|en] [--category SLUG]',
    'help-centre remove <id>',
    '  alias: `help import|list|remove …`',
    '  a folder holds category folders: <category>/_category.json ({"title":{"vi","en"},"sort"}) and',
    '  articles named [NN-]<slug>.<vi|en>.md (or .html); a leading "# Title" is the title. A file may',
    '  start with ---/key: value/--- (title, slug, category, categoryTitle, lang, sort).',
    '  Importing the same brand, language and slug again replaces the article. Without --brand the',
    '  articles go to every brand.',
  ],
  options: { ...brandOption, category: { type: 'string' }, lang: { type: 'string' } },
  run: (ctx) =>
    runAction('help', ctx.args, {
      import: { max: 1, run: ([target]) => importArticles(ctx, target) },
      list: { max: 0, run: () => list(ctx) },
      remove: { max: 1, run: ([id]) => remove(ctx, id) },
    }),
});

/** `help import|list|remove` reach the help centre; `help [command]` stays the CLI's own help. */
export const HELP_CENTRE_ACTIONS = ['import', 'list', 'remove'] as const;
