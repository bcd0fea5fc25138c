import { useEffect, useRef } from 'react';
import { useGeneralModal } from '@/components/GeneralModal';
import { STORAGE_KEYS, session } from '@/lib/storage';
import { useAnnouncements } from './queries';

/**
 * Popup notices (type PU) shown once on entry, one after another, in the general modal. While
 * `paused` (another dialog such as registration is open) they wait.
 */
export function PopupAnnouncements({ paused = false }: { paused?: boolean }) {
  const modal = useGeneralModal();
  const alreadySeen = useRef(session.get(STORAGE_KEYS.popupNoticesSeen) === '1');
  const query = useAnnouncements(1, ['PU']);
  const list = query.data?.list;

  useEffect(() => {
    if (paused || alreadySeen.current || !list) return;
    alreadySeen.current = true;
    session.set(STORAGE_KEYS.popupNoticesSeen, '1');
    for (const n of list) void modal.show({ icon: 'info', title: n.title, content: n.content });
  }, [list, modal, paused]);

  return null;
}
