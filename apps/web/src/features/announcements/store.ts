import { NOTICE_PAGE_SIZE } from '@lotus/contracts';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, session } from '@/lib/storage';

/**
 * The stored notice index (session storage `noticeIndex`): the position of the selected notice in
 * the whole list, newest first. The notice dialog starts on its page with it selected.
 */
export function getNoticeIndex(): number {
  const n = Number(session.get(STORAGE_KEYS.noticeIndex));
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

export function setNoticeIndex(index: number): void {
  session.set(STORAGE_KEYS.noticeIndex, String(Math.max(0, Math.floor(index))));
}

export const pageOfIndex = (index: number) => Math.floor(index / NOTICE_PAGE_SIZE) + 1;
export const slotOfIndex = (index: number) => index % NOTICE_PAGE_SIZE;

let open = false;
let detailRequested = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Opens the notice dialog; with an index, that notice is stored as the selection first. */
export function openNoticeDialog(index?: number): void {
  if (index !== undefined) setNoticeIndex(index);
  detailRequested = index !== undefined;
  open = true;
  emit();
}

export function closeNoticeDialog(): void {
  open = false;
  emit();
}

export function useNoticeDialogOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}

/** Whether the dialog was opened on one notice (phones then show it directly, not the list). */
export const noticeDetailRequested = (): boolean => detailRequested;
