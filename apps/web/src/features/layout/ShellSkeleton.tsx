import { useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/Skeleton';

/** What the shell looks like while the brand loads. */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <span role="status" className="sr-only">
        {t('common.loading')}
      </span>
      <div className="border-b border-white/10 bg-navy-950/90">
        <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-3 px-3 sm:px-6 lg:h-16">
          <Skeleton className="h-8 w-28" />
          <div className="ml-auto flex gap-2">
            <Skeleton className="h-8 w-14" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-8 w-20" />
          </div>
        </div>
        <div className="mx-auto flex h-11 max-w-[1600px] items-center gap-4 overflow-hidden px-4 lg:h-12">
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} className="h-4 w-20 shrink-0" />
          ))}
        </div>
      </div>
      <div className="mx-auto flex w-full max-w-[1600px] flex-1">
        <div className="hidden w-64 shrink-0 space-y-3 p-4 lg:block">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-16" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-9" />
          ))}
        </div>
        <div className="min-w-0 flex-1 space-y-4 p-3 sm:p-6 lg:pr-20">
          <Skeleton className="aspect-[12/5] w-full rounded-2xl" />
          <Skeleton className="h-11 rounded-xl" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="aspect-[4/3] rounded-2xl" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
