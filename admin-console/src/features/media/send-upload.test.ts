import { sendUpload, type UploadRequest } from './send-upload';

/** Just enough of XMLHttpRequest to drive sendUpload by hand: the test plays the network. */
class FakeXhr extends EventTarget {
  upload = new EventTarget();
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  abort = jest.fn(() => this.dispatchEvent(new Event('abort')));

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }

  /** The browser sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number, lengthComputable = true) {
    const event = Object.assign(new Event('progress'), { loaded, total, lengthComputable });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, statusText: string, body: string, contentType = 'application/json') {
    Object.assign(this, { status, statusText, responseText: body, responseHeaders: { 'content-type': contentType } });
    this.dispatchEvent(new Event('load'));
  }
}

function start(request: Partial<UploadRequest> = {}) {
  const xhr = new FakeXhr();
  const body = new FormData();
  const promise = sendUpload({ url: 'http://localhost/api/admin/media', body, ...request }, () => xhr as unknown as XMLHttpRequest);
  return { xhr, body, promise };
}

describe('sendUpload', () => {
  it('POSTs the form with the session cookie and the given headers', async () => {
    const { xhr, body, promise } = start({ headers: { 'x-csrf-token': 'token-1' } });
    expect(xhr).toMatchObject({ method: 'POST', url: 'http://localhost/api/admin/media', withCredentials: true, body });
    expect(xhr.headers).toEqual({ accept: 'application/json', 'x-csrf-token': 'token-1' });
    xhr.answer(201, 'Created', '{"id":7}');
    await expect(promise).resolves.toEqual({ status: 201, statusText: 'Created', data: { id: 7 } });
  });

  it('reports the bytes sent as they go, and nothing while the size is unknown', async () => {
    const onProgress = jest.fn();
    const { xhr, promise } = start({ onProgress });
    xhr.progress(0, 0, false);
    xhr.progress(4096, 10_000);
    xhr.progress(10_000, 10_000);
    expect(onProgress.mock.calls).toEqual([
      [4096, 10_000],
      [10_000, 10_000],
    ]);
    xhr.answer(200, 'OK', '{}');
    await promise;
  });

  it('resolves with a refusal as an answer, JSON or text', async () => {
    const json = start();
    json.xhr.answer(413, 'Payload Too Large', '{"message":"Too large"}');
    await expect(json.promise).resolves.toEqual({ status: 413, statusText: 'Payload Too Large', data: { message: 'Too large' } });
    const html = start();
    html.xhr.answer(502, 'Bad Gateway', '<h1>502</h1>', 'text/html');
    await expect(html.promise).resolves.toMatchObject({ status: 502, data: '<h1>502</h1>' });
  });

  it('rejects when no answer came', async () => {
    const { xhr, promise } = start();
    xhr.dispatchEvent(new Event('error'));
    await expect(promise).rejects.toThrow(TypeError);
  });

  it('is cancelled through its signal, before or while it runs', async () => {
    const controller = new AbortController();
    const { xhr, promise } = start({ signal: controller.signal });
    controller.abort();
    expect(xhr.abort).toHaveBeenCalled();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });

    const before = new AbortController();
    before.abort();
    const late = start({ signal: before.signal });
    await expect(late.promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(late.xhr.method).toBe('');
  });
});
