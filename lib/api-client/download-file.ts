import { downloadBlob } from '@/lib/csv';
import { stringifyQuery } from '@/lib/stringify-query';
import { ApiError } from './api-error';
import { apiBaseUrl } from './base-url';
import { getCachedAccessToken } from './session-token';

/**
 * A file the API makes (a PDF, a CSV, an accounting export), fetched with the bearer token (a plain link would carry
 * none) and handed to the browser as a download under the server's file name (`fallbackName` if it gave none). A
 * refusal throws the API's error, for the caller's toast.
 */
export async function downloadApiFile(path: string, query: Record<string, string | undefined>, fallbackName: string): Promise<void> {
  const token = await getCachedAccessToken();
  const search = stringifyQuery(query);
  const response = await fetch(`${apiBaseUrl}${path}${search ? `?${search}` : ''}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  downloadBlob(name, await response.blob());
}
