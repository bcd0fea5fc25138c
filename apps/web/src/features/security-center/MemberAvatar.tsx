import type { Avatar } from '@lotus/contracts';
import { useState } from 'react';
import { cx } from '@/components/cx';
import { HeadIcon } from '@/components/icons';
import { avatarSrc } from './avatar';

/** The member's picture, or the head icon when there is none (or it fails to load). */
export function MemberAvatar({
  avatar,
  size,
  className,
}: {
  avatar: Avatar | undefined;
  size: number;
  className?: string;
}) {
  const src = avatarSrc(avatar);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-navy-800',
        className,
      )}
      style={{ width: size, height: size }}
    >
      {src && failed !== src ? (
        <img src={src} alt="" className="h-full w-full object-cover" onError={() => setFailed(src)} />
      ) : (
        <HeadIcon size={Math.round(size * 0.6)} className="text-gold-400" />
      )}
    </span>
  );
}
