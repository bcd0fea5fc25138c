import { useTranslation } from '@/lib/i18n';
import { AnnouncementMarquee, PopupAnnouncements } from '@/features/announcements';
import { useAuthDialog } from '@/features/auth';
import { useBrand, usePageTitle } from '@/features/brand';
import { useOfferedCategories } from '@/features/games';
import { loadWinnerBoard } from '@/features/promotions';
import { LazyBoundary } from '@/components/LazyBoundary';
import { lazyComponent } from '@/lib/lazy';
import { useIdle } from '@/lib/prefetch';
import { BannerCarousel } from './BannerCarousel';
import { CategoryTiles } from './CategoryTiles';

// The winners list is a chunk of its own, fetched and rendered once the page is first idle (issue 37): it
// sits below the first screen, and its first render (dates in the brand's zone, amounts) is a long task.
const WinnerBoard = lazyComponent(loadWinnerBoard);

/** /index: banners, the announcements marquee, category entry tiles, the winners list; popup notices on entry. */
export function HomePage() {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  usePageTitle(t('pages.index'));
  const authDialogOpen = useAuthDialog() !== null;
  const banners = whitelabel.banners.filter((b) => b.group === 'home');
  const categories = useOfferedCategories();
  const idle = useIdle();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 sm:space-y-6">
      <h1 className="sr-only">{t('home.heading', { site: whitelabel.siteName })}</h1>
      <BannerCarousel banners={banners} />
      <AnnouncementMarquee />
      <CategoryTiles categories={categories} />
      {idle && (
        <LazyBoundary fallback={null}>
          <WinnerBoard />
        </LazyBoundary>
      )}
      <PopupAnnouncements paused={authDialogOpen} />
    </div>
  );
}
