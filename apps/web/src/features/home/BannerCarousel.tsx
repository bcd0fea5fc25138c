import type { Banner } from '@lotus/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { cx } from '@/components/cx';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { LazyImage } from '@/components/LazyImage';

const INTERVAL_MS = 6000;
/** The banners' design size: the attributes give the browser the ratio before the picture arrives. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

function isInternal(link: string) {
  return link.startsWith('/') && !link.startsWith('//');
}

/** Home banners: the image with its title overlaid in HTML (banner.title[lang]). */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const touchX = useRef<number | null>(null);
  // Later slides wait for the first picture, so they never compete with the page's largest paint.
  const [firstSettled, setFirstSettled] = useState(false);

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  useEffect(() => {
    if (count <= 1 || paused) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduce) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;

  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.bannersLabel')}
      className="group relative overflow-hidden rounded-2xl bg-navy-800 ring-1 ring-white/10"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start == null || end == null || Math.abs(end - start) < 40) return;
        go(index + (end < start ? 1 : -1));
      }}
    >
      <div className="relative aspect-[16/9] sm:aspect-[12/5]">
        {banners.map((b, i) => {
          const title = i18n.language === 'en' ? b.title.en : b.title.vi;
          const body = (
            <>
              {i === 0 ? (
                // The largest paint of the home page: fetched at once (the server also preloads it).
                <img
                  src={b.imageUrl}
                  alt=""
                  width={BANNER_WIDTH}
                  height={BANNER_HEIGHT}
                  loading="eager"
                  fetchPriority="high"
                  className="absolute inset-0 h-full w-full object-cover"
                  onLoad={() => setFirstSettled(true)}
                  onError={() => setFirstSettled(true)}
                />
              ) : (
                (firstSettled || index !== 0) && (
                  <LazyImage
                    src={b.imageUrl}
                    alt=""
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    className="absolute inset-0 h-full w-full"
                    imgClassName="object-cover"
                  />
                )
              )}
              <span
                className="absolute inset-0 bg-gradient-to-r from-navy-950/85 via-navy-950/35 to-transparent"
                aria-hidden="true"
              />
              <span className="absolute inset-y-0 left-0 flex max-w-[70%] flex-col justify-center gap-2 p-5 sm:gap-3 sm:p-10">
                <span className="text-xl leading-tight font-extrabold text-white drop-shadow-lg sm:text-4xl">
                  {title}
                </span>
                {b.link && (
                  <span className="inline-flex w-max items-center gap-1 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-navy-950 sm:px-4 sm:py-1.5 sm:text-sm">
                    {t('home.bannerCta')}
                    <ChevronRightIcon size={14} />
                  </span>
                )}
              </span>
            </>
          );
          const cls = cx(
            'absolute inset-0 block transition-opacity duration-700',
            i === index ? 'opacity-100' : 'pointer-events-none opacity-0',
          );
          const slideProps = {
            className: cls,
            'aria-hidden': i === index ? undefined : true,
            role: 'group' as const,
            'aria-roledescription': t('home.slide'),
            'aria-label': t('home.slideLabel', { n: i + 1, total: count, title }),
          };
          if (!b.link)
            return (
              <div key={b.id} {...slideProps}>
                {body}
              </div>
            );
          return isInternal(b.link) ? (
            <Link key={b.id} to={b.link} tabIndex={i === index ? undefined : -1} {...slideProps}>
              {body}
            </Link>
          ) : (
            <a
              key={b.id}
              href={b.link}
              target="_blank"
              rel="noopener noreferrer"
              tabIndex={i === index ? undefined : -1}
              {...slideProps}
            >
              {body}
            </a>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="absolute top-1/2 left-2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-navy-950/60 text-white opacity-0 ring-1 ring-white/20 transition group-hover:opacity-100 focus-visible:opacity-100 sm:flex"
            aria-label={t('home.prevBanner')}
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <button
            type="button"
            className="absolute top-1/2 right-2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-navy-950/60 text-white opacity-0 ring-1 ring-white/20 transition group-hover:opacity-100 focus-visible:opacity-100 sm:flex"
            aria-label={t('home.nextBanner')}
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon size={20} />
          </button>
          <div className="absolute right-0 bottom-3 left-0 flex justify-center gap-2">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                aria-label={t('home.goToBanner', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className={cx(
                  'h-1.5 rounded-full transition-all',
                  i === index ? 'w-6 bg-gold-400' : 'w-1.5 bg-white/40 hover:bg-white/70',
                )}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
