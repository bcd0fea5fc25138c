import type { CategoryNavEntry } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { LazyImage } from '@/components/LazyImage';
import { categoryArt, useCategoryLabel } from '@/features/brand';

/** Entry tiles for each of the brand's game categories. */
export function CategoryTiles({ categories }: { categories: CategoryNavEntry[] }) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories" className="mb-3 text-lg font-bold text-white sm:text-xl">
        {t('home.categories')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {categories.map((c) => (
          <li key={c.gameType}>
            <Link
              to={c.page}
              className="group relative block overflow-hidden rounded-2xl bg-navy-800 ring-1 ring-white/10 transition hover:-translate-y-0.5 hover:ring-gold-400/60"
            >
              <LazyImage
                src={categoryArt(c.gameType)}
                alt=""
                className="aspect-[4/3] w-full"
                imgClassName="object-cover transition-transform duration-500 group-hover:scale-105"
              />
              {/* The name and the pill never break: when both do not fit on one line, the pill goes under the name. */}
              <span className="absolute inset-x-0 bottom-0 flex flex-wrap items-end justify-between gap-x-2 gap-y-1 bg-gradient-to-t from-navy-950/95 via-navy-950/60 to-transparent px-3 pt-8 pb-2.5 sm:px-4 sm:pb-3">
                <span className="text-sm font-bold whitespace-nowrap text-white sm:text-base">{label(c)}</span>
                <span className="hidden rounded-full bg-gold-400/15 px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-gold-300 ring-1 ring-gold-400/30 sm:inline">
                  {t('home.play')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
