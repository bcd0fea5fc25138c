import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/EmptyState';
import { usePageTitle } from '@/features/brand';

/** A page that is one message: `<texts>.title` (also the page's title), its picture, `<texts>.text` and what to do. */
export function MessagePage({
  texts,
  image,
  action,
}: {
  texts: 'notFound' | 'offline';
  image: string;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(t(`${texts}.title`));
  return (
    <EmptyState level={1} image={image} title={t(`${texts}.title`)} description={t(`${texts}.text`)} action={action} />
  );
}
