import { icon } from '@/components/icons';

/** Icons of the console's navigation, drawn like the site's (24×24, stroke = currentColor). */
export const UsersIcon = icon(
  'users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
    <path d="M16 4.8a3.3 3.3 0 010 6.4M18 14.8c2 .6 3.2 2.3 3.5 5.2" />
  </>,
);
export const AuditIcon = icon(
  'audit',
  <>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.2-7.5 9.5-4.4-1.3-7.5-4.9-7.5-9.5V6z" />
    <path d="M8.8 12l2.2 2.2 4.2-4.4" />
  </>,
);
export const UserIcon = icon(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.8-4 3.8-6 7.5-6s6.7 2 7.5 6" />
  </>,
);
export const LockIcon = icon(
  'lock',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8.5 10.5V7.5a3.5 3.5 0 017 0v3" />
  </>,
);
