import { ApiError, apiClient, CSRF_HEADER, CSRF_TOKEN_PATH, parseError } from '../../api';
import { t } from '../../i18n';

export interface MultipartOptions {
  /** Share of the body sent so far (0–1), from the browser's upload progress events. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The part of a fetch Response `parseError` reads, built from a finished XHR. */
function responseOf(xhr: XMLHttpRequest): Response {
  const text = xhr.responseText;
  const response = {
    status: xhr.status,
    statusText: xhr.statusText,
    bodyUsed: false,
    headers: { get: (name: string) => xhr.getResponseHeader(name) },
    text: async () => text,
    clone: () => response,
  };
  return response as unknown as Response;
}

function bodyOf<T>(xhr: XMLHttpRequest): T {
  const text = xhr.responseText;
  if (text === '') return undefined as T;
  return ((xhr.getResponseHeader('content-type') ?? '').includes('json') ? JSON.parse(text) : text) as T;
}

/**
 * `POST` of a multipart form (files) with the CSRF header. XHR rather than fetch because only XHR
 * reports upload progress; failures are decoded like every other call into an {@link ApiError}.
 */
export async function postMultipart<T>(path: string, form: FormData, { onProgress, signal }: MultipartOptions = {}): Promise<T> {
  const token = (await apiClient.get<{ result: string }>(CSRF_TOKEN_PATH)).result;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(bodyOf<T>(xhr));
        return;
      }
      void parseError(responseOf(xhr)).then((error) => reject(new ApiError(error)));
    });
    xhr.addEventListener('error', () => reject(new ApiError({ message: t('Network error'), errors: [] })));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
