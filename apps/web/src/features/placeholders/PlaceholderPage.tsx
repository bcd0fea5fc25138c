import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/EmptyState';
import { useBrand, useCategoryLabel, usePageTitle } from '@/features/brand';

/** Page keys under `pages.*` in the locale files. */
export type PageKey =
  | 'vip'
  | 'pointMall'
  | 'lottery'
  | 'vnlottery'
  | 'seaLottery'
  | 'elott'
  | 'rng'
  | 'live'
  | 'pvp'
  | 'fish'
  | 'hot'
  | 'fav'
  | 'sports'
  | 'esports'
  | 'promotions'
  | 'promoDetail'
  | 'seamless'
  | 'help'
  | 'helpmc'
  | 'down'
  | 'download'
  | 'join'
  | 'game';

/**
 * A page whose content arrives with a later issue: its title and an honest sentence that there is
 * nothing here yet. No invented content.
 */
export function PlaceholderPage({ page, gameType }: { page: PageKey; gameType?: string }) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const label = useCategoryLabel();
  // A game category's page carries the brand's own name for it.
  const category = gameType ? whitelabel.gameCategories.find((c) => c.gameType === gameType) : undefined;
  const title = category ? label(category) : t(`pages.${page}`);
  usePageTitle(title);
  return (
    <div
      className="mx-auto w-full max-w-5xl rounded-2xl border border-dashed border-white/10 bg-navy-850/60"
      data-testid="empty-page"
    >
      <EmptyState level={1} title={title} description={t('empty.text')} />
    </div>
  );
}
