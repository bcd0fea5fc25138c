import type { ReactNode, SVGProps } from 'react';

/** Inline SVG icons (24×24, stroke = currentColor), the icon set of SPEC §2 plus shell icons. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** An icon of this set from its SVG body (the console adds its own with it). */
export function icon(name: string, body: ReactNode) {
  const Icon = ({ size = 20, ...props }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...props}
    >
      {body}
    </svg>
  );
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

// SPEC §2 side-menu icon set
export const LotteryIcon = icon(
  'lottery',
  <>
    <circle cx="8" cy="9" r="4.5" />
    <circle cx="16.5" cy="14.5" r="4.5" />
    <path d="M8 7.5v3M15 14.5h3" />
  </>,
);
export const LiveIcon = icon(
  'live',
  <>
    <rect x="4" y="3" width="11" height="15" rx="2" transform="rotate(-8 9.5 10.5)" />
    <rect x="9" y="6" width="11" height="15" rx="2" transform="rotate(8 14.5 13.5)" />
    <path d="M14.5 11.5l1.8 2.2-1.8 2.2-1.8-2.2z" />
  </>,
);
export const SportsIcon = icon(
  'sports',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l3.8 2.8-1.5 4.5h-4.6l-1.5-4.5z" />
    <path d="M12 3v4.5M20.5 9.5l-4.7.8M17.5 19.5l-3.2-4.7M6.5 19.5l3.2-4.7M3.5 9.5l4.7.8" />
  </>,
);
export const FishIcon = icon(
  'fish',
  <>
    <path d="M3 12c3-5 9-6.5 13-3.5l5-3v13l-5-3c-4 3-10 1.5-13-3.5z" />
    <circle cx="8" cy="11" r="1" fill="currentColor" />
  </>,
);
export const RngIcon = icon(
  'rng',
  <>
    <rect x="3" y="5" width="15" height="14" rx="2" />
    <path d="M7.5 5v14M13.5 5v14M18 9h2.5v5" />
    <circle cx="20.5" cy="7.5" r="1.5" />
  </>,
);
export const PvpIcon = icon(
  'pvp',
  <>
    <path d="M12 3.5l2.5 4.5 5 .8-3.6 3.6.9 5-4.8-2.4-4.8 2.4.9-5L4.5 8.8l5-.8z" />
    <path d="M8 21h8" />
  </>,
);
export const HeadIcon = icon(
  'head',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4.2 4-6.5 8-6.5s7.2 2.3 8 6.5" />
  </>,
);
export const HelpIcon = icon(
  'help',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.3a2.6 2.6 0 015 .9c0 1.8-2.5 2.3-2.5 3.8" />
    <circle cx="12" cy="17" r=".6" fill="currentColor" />
  </>,
);
export const RewardIcon = icon(
  'reward',
  <>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8c-1.5-3.5-5.5-4-5.5-1.5S10 8 12 8zM12 8c1.5-3.5 5.5-4 5.5-1.5S14 8 12 8z" />
  </>,
);
export const CashbackIcon = icon(
  'cashback',
  <>
    <path d="M3.5 12a8.5 8.5 0 0114.7-5.8L20.5 8.5M20.5 4v4.5H16" />
    <path d="M20.5 12a8.5 8.5 0 01-14.7 5.8L3.5 15.5M3.5 20v-4.5H8" />
    <path d="M14 9.5c-.5-.8-1.2-1-2-1-1.2 0-2 .6-2 1.5 0 2.2 4 1.3 4 3.5 0 .9-.8 1.5-2 1.5-.9 0-1.6-.3-2-1M12 7.5v1M12 15v1" />
  </>,
);
export const DepositIcon = icon(
  'deposit',
  <>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M12 2.5v6M9.5 6L12 8.5 14.5 6" />
  </>,
);
export const WithdrawIcon = icon(
  'withdraw',
  <>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M12 8.5v-6M9.5 5L12 2.5 14.5 5" />
  </>,
);
/** Betting record: a receipt. */
export const ReceiptIcon = icon(
  'receipt',
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);
export const LogoutIcon = icon(
  'logout',
  <>
    <path d="M14 4h4a2 2 0 012 2v12a2 2 0 01-2 2h-4" />
    <path d="M9 16l-4-4 4-4M5 12h10" />
  </>,
);

// Shell icons
export const HomeIcon = icon(
  'home',
  <>
    <path d="M3.5 11L12 4l8.5 7" />
    <path d="M5.5 9.5V20h13V9.5M10 20v-5h4v5" />
  </>,
);
export const MenuIcon = icon('menu', <path d="M4 6.5h16M4 12h16M4 17.5h16" />);
export const CloseIcon = icon('close', <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronLeftIcon = icon('chevron-left', <path d="M15 5l-7 7 7 7" />);
export const ChevronRightIcon = icon('chevron-right', <path d="M9 5l7 7-7 7" />);
export const ChevronDownIcon = icon('chevron-down', <path d="M5 9l7 7 7-7" />);
export const ArrowRightIcon = icon('arrow-right', <path d="M5 12h14M13 6l6 6-6 6" />);
export const SendIcon = icon('send', <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />);
export const DownloadIcon = icon(
  'download',
  <>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M12 7v7M9.5 11.5L12 14l2.5-2.5M10.5 18.5h3" />
  </>,
);
export const HeadsetIcon = icon(
  'headset',
  <>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </>,
);
export const MailIcon = icon(
  'mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);
export const ChatIcon = icon(
  'chat',
  <>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </>,
);
export const MegaphoneIcon = icon(
  'megaphone',
  <>
    <path d="M3.5 10v4h3l7 4.5V5.5l-7 4.5z" />
    <path d="M17 9a4 4 0 010 6M19.5 6.5a7.5 7.5 0 010 11" />
  </>,
);
export const GlobeIcon = icon(
  'globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z" />
  </>,
);
export const PromoIcon = icon(
  'promo',
  <>
    <path d="M3.5 12.5V4.5a1 1 0 011-1h8l8 8-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);
export const CrownIcon = icon(
  'crown',
  <>
    <path d="M3.5 8l4.5 4 4-6.5 4 6.5 4.5-4-2 10.5h-13z" />
    <path d="M6 21h12" />
  </>,
);
export const InviteIcon = icon(
  'invite',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M18.5 8v6M15.5 11h6" />
  </>,
);
export const EsportsIcon = icon(
  'esports',
  <>
    <path d="M7 8h10a4 4 0 014 4.5l-.6 4a2.3 2.3 0 01-4 1.1L14.5 15.5h-5l-1.9 2.1a2.3 2.3 0 01-4-1.1l-.6-4A4 4 0 017 8z" />
    <path d="M7.5 11v3M6 12.5h3" />
    <circle cx="16" cy="11.5" r=".7" fill="currentColor" />
    <circle cx="17.5" cy="13.5" r=".7" fill="currentColor" />
  </>,
);
export const RefreshIcon = icon(
  'refresh',
  <>
    <path d="M20 12a8 8 0 11-2.3-5.6L20 8.5" />
    <path d="M20 3.5v5h-5" />
  </>,
);
export const InfoIcon = icon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5" />
    <circle cx="12" cy="7.8" r=".6" fill="currentColor" />
  </>,
);
export const WarningIcon = icon(
  'warning',
  <>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5" />
    <circle cx="12" cy="17.3" r=".6" fill="currentColor" />
  </>,
);
export const SuccessIcon = icon(
  'success',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16.5 9" />
  </>,
);
export const ErrorIcon = icon(
  'error',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const ClockIcon = icon(
  'clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </>,
);
export const LocationIcon = icon(
  'location',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

/** Side-menu icon by the category entry's `sideMenuIcon` name. */
export const SIDE_MENU_ICONS = {
  lottery: LotteryIcon,
  live: LiveIcon,
  sports: SportsIcon,
  fish: FishIcon,
  rng: RngIcon,
  pvp: PvpIcon,
  head: HeadIcon,
  help: HelpIcon,
  reward: RewardIcon,
  cashback: CashbackIcon,
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  logout: LogoutIcon,
  esports: EsportsIcon,
} as const;

export function sideMenuIcon(name: string) {
  return (SIDE_MENU_ICONS as Record<string, (p: IconProps) => ReactNode>)[name] ?? LotteryIcon;
}
export const SearchIcon = icon(
  'search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
const eye = (
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>
);
export const EyeIcon = icon('eye', eye);
export const EyeOffIcon = icon(
  'eye-off',
  <>
    {eye}
    <path d="M4 4l16 16" />
  </>,
);
