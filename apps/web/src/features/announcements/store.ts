import { NOTICE_PAGE_SIZE } from '@lotus/contracts';
import { STORAGE_KEYS, session } from '@/lib/storage';
import { createStore, useStore } from '@/lib/store';

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

const open = createStore(false);
let detailRequested = false;

/** Opens the notice dialog; with an index, that notice is stored as the selection first. */
export function openNoticeDialog(index?: number): void {
  if (index !== undefined) setNoticeIndex(index);
  detailRequested = index !== undefined;
  open.set(true);
}

export function closeNoticeDialog(): void {
  open.set(false);
}

export function useNoticeDialogOpen(): boolean {
  return useStore(open);
}

/** Whether the dialog was opened on one notice (phones then show it directly, not the list). */
export const noticeDetailRequested = (): boolean => detailRequested;
