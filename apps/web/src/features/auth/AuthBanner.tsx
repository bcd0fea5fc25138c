import type { Banner } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { LazyImage } from '@/components/LazyImage';
import { useBrand } from '@/features/brand';

/** The brand's w_login or w_register banner with its title overlaid. */
export function AuthBanner({ group }: { group: Extract<Banner['group'], 'w_login' | 'w_register'> }) {
  const { i18n } = useTranslation();
  const banner = useBrand().whitelabel.banners.find((b) => b.group === group);
  if (!banner) return null;
  const title = i18n.language === 'en' ? banner.title.en : banner.title.vi;
  return (
    <figure
      className="relative aspect-[3/1] w-full shrink-0 overflow-hidden bg-navy-800"
      data-testid={`banner-${group}`}
    >
      <LazyImage src={banner.imageUrl} alt="" className="absolute inset-0 h-full w-full" imgClassName="object-cover" />
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-950/90 via-navy-950/40 to-transparent px-5 pt-8 pb-3 text-lg font-bold text-white drop-shadow sm:text-2xl">
        {title}
      </figcaption>
    </figure>
  );
}
