import type { SiteLanguage } from '@lotus/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { isSiteLanguage } from '@/lib/language';
import { fetchFeedbackImage, fetchFeedbackSettings, fetchHelpCentre, fetchMyFeedback } from './api';

export const helpKeys = {
  centre: (language: SiteLanguage) => ['help', language] as const,
  feedbackSettings: ['feedback', 'settings'] as const,
  /** Every page of the member's own feedback (read again after sending one). */
  myFeedbackPages: ['member', 'feedback'] as const,
  myFeedback: (page: number) => ['member', 'feedback', page] as const,
  feedbackImage: ['member', 'feedback-image'] as const,
};

export const helpCentreQuery = (language: SiteLanguage) =>
  queryOptions({
    queryKey: helpKeys.centre(language),
    queryFn: () => fetchHelpCentre(language),
    staleTime: 5 * 60_000,
  });

/** The help centre in the language shown (the footer's help accordion reads the same). */
export function useHelpCentre() {
  const { i18n } = useTranslation();
  return useQuery(helpCentreQuery(isSiteLanguage(i18n.language) ? i18n.language : 'vi'));
}

/** The form's limits (words, pictures), which change seldom. */
export const feedbackSettingsQuery = () =>
  queryOptions({ queryKey: helpKeys.feedbackSettings, queryFn: fetchFeedbackSettings, staleTime: 10 * 60_000 });

/** One page of the member's own feedback, read again every 30 s for the operators' replies. */
export const myFeedbackQuery = (page: number) =>
  queryOptions({ queryKey: helpKeys.myFeedback(page), queryFn: () => fetchMyFeedback(page), refetchInterval: 30_000 });

/** A blob as a data URL (nothing to release afterwards, unlike a blob URL). */
const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/** A feedback picture only its owner may see, as a data URL; it never changes. */
export const feedbackImageQuery = (url: string) =>
  queryOptions({
    queryKey: [...helpKeys.feedbackImage, url],
    queryFn: async () => dataUrl(await fetchFeedbackImage(url)),
    staleTime: Infinity,
  });
