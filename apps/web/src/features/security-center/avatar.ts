import { ACCOUNT_PATHS, STATIC_AVATARS, type Avatar } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/session';
import { apiValue } from '@/lib/api';
import { avatarQuery } from './queries';

/** The static avatars the web has pictures for (public/art/avatars), a subset of the server's ids. */
export const OFFERED_AVATARS = STATIC_AVATARS.slice(0, 8);
/** The server's limit for a custom picture (apps/server memberService MAX_AVATAR_BYTES). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg';

export const setStaticAvatar = (avatar: string) =>
  apiValue(ACCOUNT_PATHS.avatarSet, {
    method: 'PUT',
    body: { avatarType: 'STATIC', avatar },
    schema: (c) => c.avatarSchema,
  });
/** `image` is a data URL (png or jpg); the server checks it again by content. */
export const uploadAvatar = (image: string) =>
  apiValue(ACCOUNT_PATHS.avatarSet, {
    method: 'PUT',
    body: { avatarType: 'CUSTOM', image },
    schema: (c) => c.avatarSchema,
  });

export const staticAvatarSrc = (id: string) => `/art/avatars/${encodeURIComponent(id)}.svg`;

/** Where to load the member's picture from; null when there is none the web can show. */
export function avatarSrc(a: Avatar | undefined): string | null {
  if (!a?.avatar) return null;
  if (a.avatarType === 'CUSTOM') return a.url ?? `/wps/member/avatar/${encodeURIComponent(a.avatar)}`;
  return OFFERED_AVATARS.includes(a.avatar) ? staticAvatarSrc(a.avatar) : null;
}

/** The signed-in member's avatar (dropped with the other member queries on sign-out). */
export function useAvatar() {
  const { token, loggedIn } = useSession();
  return useQuery({ ...avatarQuery(token), enabled: loggedIn });
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff];

/** png or jpg by the file's first bytes, never by its name or type. */
export async function isPngOrJpeg(file: Blob): Promise<boolean> {
  const part = file.slice(0, 8);
  const buf =
    typeof part.arrayBuffer === 'function'
      ? await part.arrayBuffer()
      : await new Promise<ArrayBuffer>((resolve, reject) => {
          const r = new FileReader();
          r.onload = () => resolve(r.result as ArrayBuffer);
          r.onerror = () => reject(r.error ?? new Error('read failed'));
          r.readAsArrayBuffer(part);
        });
  const head = new Uint8Array(buf);
  return PNG.every((b, i) => head[i] === b) || JPG.every((b, i) => head[i] === b);
}

export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });
}
