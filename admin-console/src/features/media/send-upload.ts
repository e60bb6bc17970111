/** One multipart upload: where it goes, what it carries, and who hears of its progress. */
export interface UploadRequest {
  url: string;
  body: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Bytes sent so far and in all (the whole multipart body). */
  onProgress?: (loaded: number, total: number) => void;
}

/** What the server answered, whatever the status: the body is parsed JSON when it says it is JSON, else text. */
export interface UploadAnswer {
  status: number;
  statusText: string;
  data: unknown;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const aborted = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * POSTs a form with XMLHttpRequest, the one browser API that reports upload progress (fetch does not).
 * Resolves with any answer the server gave; rejects with a TypeError when none came (network) and an
 * AbortError when `signal` cancelled it. `createXhr` lets tests hand in a fake.
 */
export function sendUpload(request: UploadRequest, createXhr: () => XMLHttpRequest = () => new XMLHttpRequest()): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = createXhr();
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);

    const cancel = () => xhr.abort();
    const settle = () => request.signal?.removeEventListener('abort', cancel);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      resolve({ status: xhr.status, statusText: xhr.statusText, data: parseBody(xhr.responseText, xhr.getResponseHeader('content-type')) });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('The upload got no answer'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(aborted());
    });
    request.signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(request.body);
  });
}
