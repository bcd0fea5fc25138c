import { SERVICE_PATHS, foldText, type HelpArticle, type HelpCenter, type SiteLanguage } from '@lotus/contracts';
import { apiValue, ApiError } from '@/lib/api';
import { getToken } from '@/lib/session';

export const fetchHelpCentre = (language: SiteLanguage): Promise<HelpCenter> =>
  apiValue(SERVICE_PATHS.helpCenter, { query: { language }, schema: (c) => c.helpCenterSchema });

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** Articles holding every word of the search (title, summary or text), best title matches first. */
export function searchArticles(centre: HelpCenter, query: string): HelpArticle[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (!words.length) return [];
  const scored: Array<{ a: HelpArticle; score: number }> = [];
  for (const c of centre.categories) {
    for (const a of c.articles) {
      const title = foldText(a.title);
      const body = foldText(`${a.summary} ${textOf(a.content)}`);
      if (!words.every((w) => title.includes(w) || body.includes(w))) continue;
      scored.push({ a, score: words.filter((w) => title.includes(w)).length });
    }
  }
  return scored.sort((x, y) => y.score - x.score).map((s) => s.a);
}

export const fetchFeedbackSettings = () =>
  apiValue(SERVICE_PATHS.feedbackSettings, { schema: (c) => c.feedbackSettingsSchema });

export function submitFeedback(form: FormData) {
  return apiValue(SERVICE_PATHS.feedback, {
    method: 'PUT',
    formData: form,
    schema: (c) => c.feedbackReceiptSchema,
    timeoutMs: 120_000,
  });
}

export const fetchMyFeedback = (pageNo: number) =>
  apiValue(SERVICE_PATHS.feedback, { query: { pageNo, pageSize: 10 }, schema: (c) => c.feedbackPageSchema });

/** A feedback picture: only its owner may read it, so it is fetched with the session token. */
export async function fetchFeedbackImage(url: string): Promise<Blob> {
  const token = getToken();
  const res = await fetch(url, { headers: token ? { Authorization: token } : {} });
  if (!res.ok || !/^image\/(png|jpeg)$/.test(res.headers.get('content-type') ?? '')) {
    const envelope = (await res.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    throw new ApiError(envelope?.errorCode ?? 'network_error', envelope?.message ?? res.statusText, res.status);
  }
  return res.blob();
}
