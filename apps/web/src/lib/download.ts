import { ApiError } from './api';

/**
 * Downloads a report as its CSV file (`format=csv`): fetched with the caller's session in the
 * Authorization header (a link could not carry it), then saved under the server's file name. A refusal
 * (the JSON envelope) is thrown as an ApiError with its errorCode.
 */
export async function downloadCsv(
  path: string,
  query: Record<string, string | number | undefined>,
  authorization: string | undefined,
): Promise<void> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...query, format: 'csv' }))
    if (v !== undefined && v !== '') qs.set(k, String(v));
  let res: Response;
  try {
    res = await fetch(`${path}?${qs}`, { headers: authorization ? { Authorization: authorization } : {} });
  } catch (e) {
    throw new ApiError('network_error', e instanceof Error ? e.message : 'network error');
  }
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const envelope = (await res.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    throw new ApiError(envelope?.errorCode ?? 'system_error', envelope?.message ?? res.statusText, res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'report.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
