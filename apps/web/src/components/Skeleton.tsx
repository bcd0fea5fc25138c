import { cx } from './cx';

/** A shimmering placeholder block shown while data loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cx('skeleton', className)} aria-hidden="true" />;
}

/** `count` placeholder blocks alike (rows of a list, tiles of a grid). */
export function Skeletons({ count, className }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);
}
