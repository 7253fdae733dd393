import { ApiError, credentialHeaders } from '@/lib/api';
import { fileNameFrom } from './code-helpers';

/**
 * Fetches an admin file with the admin token and saves it. A new tab cannot send the bearer header,
 * so the file is read here and handed to the browser as a download.
 */
export async function downloadAdminFile(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { headers: credentialHeaders(path), credentials: 'same-origin' });
  } catch {
    throw new ApiError('network', 0, 'The server could not be reached. Please try again.');
  }
  if (!response.ok) {
    let message = `${String(response.status)}: ${response.statusText || 'Download failed'}`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not JSON: the status line says enough.
    }
    throw new ApiError('http', response.status, message);
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
  return name;
}
