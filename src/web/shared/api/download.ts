// A file from the API (an export), fetched with the bearer token and saved under the name the
// server suggests. Errors reject with the API client's `ApiError`, as for any other call.
import { saveResponse } from '../lib/download.ts';
import { apiResponse } from './api-client.ts';

export interface DownloadOptions {
  /** What the file may be (errors still come back as JSON). */
  accept: string;
  /** The name when the server suggests none. */
  fallbackName: string;
}

/** Downloads `path` and saves it; resolves with the file name used. */
export async function downloadFile(path: string, { accept, fallbackName }: DownloadOptions): Promise<string> {
  const response = await apiResponse(path, { headers: { Accept: accept } });
  return saveResponse(response, fallbackName);
}
