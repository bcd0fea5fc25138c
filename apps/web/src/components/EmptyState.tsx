import type { ReactNode } from 'react';
import { cx } from './cx';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** Illustration under /art/misc (default empty.svg). */
  image?: string;
  action?: ReactNode;
  className?: string;
  /** Heading level of the title (default 2). */
  level?: 1 | 2 | 3;
}

/** An honest "nothing here" state with an illustration, a title and a sentence. */
export function EmptyState({
  title,
  description,
  image = '/art/misc/empty.svg',
  action,
  className,
  level = 2,
}: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={cx('flex flex-col items-center px-4 py-12 text-center', className)}>
      <img
        src={image}
        alt=""
        width={200}
        height={150}
        className="mb-6 h-32 w-auto max-w-full opacity-90 sm:h-40"
        onError={(e) => {
          e.currentTarget.style.visibility = 'hidden';
        }}
      />
      <Heading className="text-xl font-semibold text-white sm:text-2xl">{title}</Heading>
      {description && <p className="mt-2 max-w-md text-sm text-slate-400 sm:text-base">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </section>
  );
}
