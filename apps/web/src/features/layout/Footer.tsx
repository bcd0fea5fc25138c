import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { cx } from '@/components/cx';
import { ChevronDownIcon } from '@/components/icons';
import { LazyImage } from '@/components/LazyImage';
import { useBrand, useCategoryLabel } from '@/features/brand';
import { useHelpCentre } from '@/features/help';
import { FooterGames } from '@/features/games';
import { RG_SECTION_ID } from '@/features/security-center';
import { useSession } from '@/features/session';

/** The help category whose tools are the member's own: a signed-in member's link opens them in the security centre. */
const RG_HELP_CATEGORY = 'responsible-gaming';

interface HelpGroup {
  key: string;
  title: string;
  links: { to: string; label: string }[];
}

/** One accordion panel: a toggle on phones, always open as a column from lg. */
function HelpPanel({ group }: { group: HelpGroup }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border-b border-white/10 lg:border-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between py-3 text-left text-sm font-semibold text-white lg:pointer-events-none lg:py-0 lg:pb-3"
        >
          {group.title}
          <ChevronDownIcon
            size={16}
            className={cx('text-slate-400 transition-transform lg:hidden', open && 'rotate-180')}
          />
        </button>
      </h3>
      <ul id={id} className={cx('space-y-2 pb-3 lg:block', open ? 'block' : 'hidden')}>
        {group.links.map((l) => (
          <li key={l.to + l.label}>
            <Link to={l.to} className="text-sm text-slate-400 hover:text-gold-300">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A titled list of logos (the vendors, the payment methods). */
function LogoSection({
  id,
  title,
  className,
  listClassName,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        {title}
      </h2>
      <ul className={listClassName}>{children}</ul>
    </section>
  );
}

/** Footer (SPEC §2): vendor logos, payment icons, help accordion, copyright. */
export function Footer({ withBottomBar = false }: { withBottomBar?: boolean }) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const localName = useCategoryLabel();
  const help = useHelpCentre();
  const { loggedIn } = useSession();
  const { pathname } = useLocation();
  const categoryLink = (slug: string) =>
    loggedIn && slug === RG_HELP_CATEGORY ? `${pathname}?mc=securityCenter#${RG_SECTION_ID}` : `/help?category=${slug}`;
  const groups: HelpGroup[] = [
    {
      key: 'help',
      title: t('footer.help.title'),
      links: [
        { to: '/help', label: t('footer.help.helpCentre') },
        ...(help.data?.categories ?? []).slice(0, 4).map((c) => ({ to: categoryLink(c.slug), label: c.title })),
        { to: '/help?tab=feedback', label: t('footer.help.feedback') },
        { to: '/noticePage', label: t('footer.help.notices') },
      ],
    },
    { key: 'app', title: t('footer.app.title'), links: [{ to: '/down', label: t('footer.app.download') }] },
    { key: 'partner', title: t('footer.partner.title'), links: [{ to: '/join', label: t('footer.partner.join') }] },
  ];

  return (
    <footer className={cx('mt-8 border-t border-white/10 bg-navy-950/70', withBottomBar && 'pb-16 lg:pb-0')}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {whitelabel.footer.vendors.length > 0 && (
          <LogoSection
            id="footer-vendors"
            title={t('footer.vendors')}
            listClassName="grid grid-cols-3 gap-2 sm:grid-cols-6"
          >
            {whitelabel.footer.vendors.map((v) => (
              <li
                key={v.name}
                className="flex h-12 items-center justify-center rounded-lg bg-navy-850/80 px-2 ring-1 ring-white/5"
              >
                <LazyImage
                  src={v.logoUrl}
                  alt={v.name}
                  className="h-8 w-full"
                  imgClassName="object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
                />
              </li>
            ))}
          </LogoSection>
        )}
        {whitelabel.footer.payments.length > 0 && (
          <LogoSection
            id="footer-payments"
            title={t('footer.payments')}
            className="mt-6"
            listClassName="flex flex-wrap gap-2"
          >
            {whitelabel.footer.payments.map((p) => (
              <li
                key={p.name}
                className="flex h-10 items-center gap-2 rounded-lg bg-navy-850/80 pr-3 text-xs font-semibold text-slate-200 ring-1 ring-white/5"
              >
                <LazyImage src={p.logoUrl} alt="" className="h-10 w-10 shrink-0" imgClassName="object-contain" />
                {localName(p)}
              </li>
            ))}
          </LogoSection>
        )}
        <FooterGames />
        <div className="mt-8 grid gap-x-8 lg:grid-cols-4">
          <div className="mb-4 lg:mb-0">
            <img src={whitelabel.logoUrl} alt={whitelabel.siteName} className="h-8 w-auto" />
            <p className="mt-3 max-w-xs text-xs leading-relaxed text-slate-500">
              {t('footer.responsible', { age: whitelabel.agreementAge })}
            </p>
          </div>
          {groups.map((g) => (
            <HelpPanel key={g.key} group={g} />
          ))}
        </div>
        <div className="mt-8 flex flex-col items-center gap-2 border-t border-white/10 pt-6 text-center text-xs text-slate-500 sm:flex-row sm:justify-between">
          <span
            className="inline-flex h-7 w-7 items-center justify-center rounded-full border border-rose-400/60 text-[10px] font-bold text-rose-300"
            aria-label={t('footer.ageBadge', { age: whitelabel.agreementAge })}
          >
            {whitelabel.agreementAge}+
          </span>
          <p>{localName({ name: whitelabel.copyright, enName: whitelabel.copyrightEn })}</p>
        </div>
      </div>
    </footer>
  );
}
