import { cx } from './cx';

/** A shimmering placeholder block shown while data loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cx('skeleton', className)} aria-hidden="true" />;
}
