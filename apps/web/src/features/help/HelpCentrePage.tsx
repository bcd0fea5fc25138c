import type { HelpArticle, HelpCenter } from '@lotus/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { SegmentedTabs, TabPanel } from '@/components/form';
import { ChevronLeftIcon, ChevronRightIcon, HeadsetIcon, SearchIcon } from '@/components/icons';
import { SafeHtml } from '@/components/SafeHtml';
import { Skeleton } from '@/components/Skeleton';
import { usePageTitle } from '@/features/brand';
import { useContactUs } from '@/features/customer-service';
import { useSession } from '@/features/session';
import { searchArticles } from './api';
import { useHelpCentre } from './queries';
import { FeedbackForm } from './FeedbackForm';
import { MyFeedback } from './MyFeedback';

type Tab = 'articles' | 'feedback' | 'mine';

/** The link to an article (or category) that keeps the rest of the page's query. */
function useHelpLink() {
  const [params] = useSearchParams();
  return (next: { category?: string; article?: string }) => {
    const p = new URLSearchParams();
    const q = params.get('q');
    if (next.category) p.set('category', next.category);
    if (next.article) p.set('article', next.article);
    if (q && !next.article) p.set('q', q);
    const s = p.toString();
    return s ? `?${s}` : '?';
  };
}

function ArticleCard({ article, to, onOpen }: { article: HelpArticle; to: string; onOpen?: () => void }) {
  return (
    <li>
      <Link
        to={to}
        onClick={onOpen}
        className="group flex h-full items-start gap-3 rounded-xl border border-white/5 bg-navy-800/70 p-4 transition hover:border-gold-400/40 hover:bg-navy-800"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-white group-hover:text-gold-300">{article.title}</span>
          <span className="mt-1 line-clamp-2 text-sm text-slate-400">{article.summary}</span>
        </span>
        <ChevronRightIcon size={18} className="mt-1 shrink-0 text-slate-500 group-hover:text-gold-300" />
      </Link>
    </li>
  );
}

function CategoryNav({
  centre,
  current,
  article,
  onOpen,
}: {
  centre: HelpCenter;
  current?: string;
  article?: string;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const link = useHelpLink();
  return (
    <nav aria-label={t('help.categories')} className="flex flex-col gap-4">
      {centre.categories.map((c) => (
        <div key={c.slug}>
          <Link
            to={link({ category: c.slug })}
            onClick={onOpen}
            aria-current={current === c.slug && !article ? 'page' : undefined}
            className={cx(
              'block rounded-lg px-3 py-1.5 text-sm font-semibold',
              current === c.slug ? 'text-gold-300' : 'text-white hover:text-gold-300',
            )}
          >
            {c.title}
          </Link>
          <ul className="mt-1 space-y-0.5 border-l border-white/10 pl-2">
            {c.articles.map((a) => (
              <li key={a.slug}>
                <Link
                  to={link({ category: c.slug, article: a.slug })}
                  onClick={onOpen}
                  aria-current={article === a.slug ? 'page' : undefined}
                  className={cx(
                    'block rounded-md px-3 py-1 text-[13px]',
                    article === a.slug ? 'bg-primary/20 text-gold-300' : 'text-slate-400 hover:text-white',
                  )}
                >
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function CategoryChips({ centre, current }: { centre: HelpCenter; current?: string }) {
  const { t } = useTranslation();
  const link = useHelpLink();
  const chip = (active: boolean) =>
    cx(
      'shrink-0 rounded-full px-3.5 py-1.5 text-sm whitespace-nowrap ring-1',
      active ? 'bg-primary text-white ring-primary' : 'bg-navy-800 text-slate-300 ring-white/10',
    );
  return (
    <nav
      aria-label={t('help.categories')}
      className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 pb-1 lg:hidden"
    >
      <Link to={link({})} className={chip(!current)} aria-current={!current ? 'page' : undefined}>
        {t('help.all')}
      </Link>
      {centre.categories.map((c) => (
        <Link
          key={c.slug}
          to={link({ category: c.slug })}
          className={chip(current === c.slug)}
          aria-current={current === c.slug ? 'page' : undefined}
        >
          {c.title}
        </Link>
      ))}
    </nav>
  );
}

function ArticleView({ centre, article }: { centre: HelpCenter; article: HelpArticle }) {
  const { t } = useTranslation();
  const link = useHelpLink();
  const contactUs = useContactUs();
  const category = centre.categories.find((c) => c.slug === article.category);
  const siblings = category?.articles ?? [];
  const index = siblings.findIndex((a) => a.slug === article.slug);
  const next = siblings[index + 1];
  return (
    <article aria-labelledby="help-article-title" className="min-w-0">
      <Link
        to={link({ category: article.category })}
        className="mb-3 inline-flex items-center gap-1 text-sm text-slate-400 hover:text-gold-300"
      >
        <ChevronLeftIcon size={16} />
        {category?.title ?? t('help.back')}
      </Link>
      <h2 id="help-article-title" className="text-xl font-bold text-white sm:text-2xl">
        {article.title}
      </h2>
      <SafeHtml
        html={article.content}
        className="mt-4 text-[15px] [&_h2]:mt-6 [&_h2]:text-lg [&_h3]:mt-4 [&_li]:my-1 [&_ol]:pl-6 [&_ul]:pl-6 [&_em]:text-slate-300 [&_table]:my-3 [&_td]:border [&_td]:border-white/10 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-white/10 [&_th]:px-2 [&_th]:py-1"
      />
      <div className="mt-8 flex flex-col gap-3 rounded-xl border border-white/10 bg-navy-800/60 p-4 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-slate-300">{t('help.stillNeedHelp')}</p>
        <button type="button" className={buttonClass('outline', 'sm')} onClick={contactUs}>
          <HeadsetIcon size={16} />
          {t('siteMode.contactUs')}
        </button>
        <Link to="?tab=feedback" className={buttonClass('ghost', 'sm')}>
          {t('help.sendFeedback')}
        </Link>
      </div>
      {next && (
        <Link
          to={link({ category: article.category, article: next.slug })}
          className="mt-4 inline-flex items-center gap-1 text-sm text-gold-300 hover:underline"
        >
          {t('help.next', { title: next.title })}
          <ChevronRightIcon size={16} />
        </Link>
      )}
    </article>
  );
}

function Articles({ centre }: { centre: HelpCenter }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const link = useHelpLink();
  const categorySlug = params.get('category') ?? undefined;
  const articleSlug = params.get('article') ?? undefined;
  const [query, setQuery] = useState(params.get('q') ?? '');
  const results = useMemo(() => searchArticles(centre, query), [centre, query]);
  const all = centre.categories.flatMap((c) => c.articles);
  const article = articleSlug ? all.find((a) => a.slug === articleSlug) : undefined;
  const categories = categorySlug ? centre.categories.filter((c) => c.slug === categorySlug) : centre.categories;

  const onSearch = (value: string) => {
    setQuery(value);
    const p = new URLSearchParams();
    if (value.trim()) p.set('q', value);
    setParams(p, { replace: true });
  };

  let body;
  if (query.trim()) {
    body = (
      <section aria-labelledby="help-results">
        <h2 id="help-results" className="mb-3 text-sm font-semibold text-slate-300">
          {t('help.results', { count: results.length, query: query.trim() })}
        </h2>
        {results.length ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {results.map((a) => (
              <ArticleCard
                key={a.slug}
                article={a}
                to={link({ category: a.category, article: a.slug })}
                onOpen={() => setQuery('')}
              />
            ))}
          </ul>
        ) : (
          <EmptyState level={3} title={t('help.noResults')} description={t('help.noResultsText')} className="py-8" />
        )}
      </section>
    );
  } else if (article) {
    body = <ArticleView centre={centre} article={article} />;
  } else if (articleSlug || (categorySlug && !categories.length)) {
    body = (
      <EmptyState
        level={2}
        title={t('help.notFound')}
        action={
          <Link to="?" className={buttonClass('outline')}>
            {t('help.all')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className="space-y-8">
        {categories.map((c) => (
          <section key={c.slug} aria-labelledby={`help-cat-${c.slug}`}>
            <h2 id={`help-cat-${c.slug}`} className="mb-3 text-lg font-semibold text-white">
              {c.title}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {c.articles.map((a) => (
                <ArticleCard key={a.slug} article={a} to={link({ category: c.slug, article: a.slug })} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="hidden lg:block">
        <CategoryNav
          centre={centre}
          current={article?.category ?? categorySlug}
          article={article?.slug}
          onOpen={() => setQuery('')}
        />
      </aside>
      <div className="min-w-0 space-y-4">
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
            <SearchIcon size={18} />
          </span>
          <input
            type="search"
            value={query}
            onChange={(e) => onSearch(e.target.value)}
            aria-label={t('help.search')}
            placeholder={t('help.searchPlaceholder')}
            className="h-11 w-full rounded-xl border border-white/10 bg-navy-900/80 pr-3 pl-10 text-sm text-white outline-none placeholder:text-slate-500 focus:border-gold-400"
          />
        </div>
        {!query.trim() && <CategoryChips centre={centre} current={article?.category ?? categorySlug} />}
        {body}
      </div>
    </div>
  );
}

/**
 * /help (site layout) and /helpmc (no header, for the app's web views): the brand's help articles
 * with categories, an article view and search; a "Send feedback" tab; "My feedback" for members.
 */
export function HelpCentrePage({ variant = 'site' }: { variant?: 'site' | 'app' }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const help = useHelpCentre();
  usePageTitle(t('help.title'));

  const requested = params.get('tab');
  const tab: Tab = requested === 'feedback' ? 'feedback' : requested === 'mine' && loggedIn ? 'mine' : 'articles';
  const tabs = [
    { id: 'articles' as const, label: t('help.tabArticles') },
    { id: 'feedback' as const, label: t('help.tabFeedback') },
    ...(loggedIn ? [{ id: 'mine' as const, label: t('help.tabMine') }] : []),
  ];
  const choose = (next: Tab) =>
    setParams(next === 'articles' ? new URLSearchParams() : new URLSearchParams({ tab: next }));

  let panel;
  if (tab === 'feedback') panel = <FeedbackForm onSent={() => (loggedIn ? choose('mine') : undefined)} />;
  else if (tab === 'mine') panel = <MyFeedback />;
  else if (help.data)
    panel = help.data.categories.length ? (
      <Articles centre={help.data} />
    ) : (
      <EmptyState level={2} title={t('help.empty')} description={t('help.emptyText')} />
    );
  else if (help.error) panel = <ErrorState error={help.error} onRetry={() => void help.refetch()} />;
  else
    panel = (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );

  return (
    <div
      className={cx('mx-auto w-full max-w-6xl', variant === 'app' && 'pt-2')}
      data-testid={variant === 'app' ? 'help-app' : 'help-centre'}
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-xl font-bold text-white sm:text-2xl">{t('help.title')}</h1>
          <p className="mt-1 text-sm text-slate-400">{t('help.subtitle')}</p>
        </div>
        <SegmentedTabs
          tabs={tabs}
          value={tab}
          onChange={choose}
          label={t('help.title')}
          idPrefix="help"
          className="sm:w-auto sm:min-w-[28rem]"
        />
      </div>
      <TabPanel idPrefix="help" tab={tab} className="rounded-2xl border border-white/10 bg-navy-850/80 p-4 sm:p-6">
        {panel}
      </TabPanel>
    </div>
  );
}
