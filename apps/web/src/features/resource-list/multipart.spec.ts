import { ApiError, CSRF_HEADER } from '../../api';
import { postMultipart } from './multipart';
import { fakeApi } from './testing/fake-api';
import { fakeXhr } from './testing/fake-xhr';

describe('postMultipart', () => {
  let xhr: ReturnType<typeof fakeXhr>;
  beforeEach(() => {
    fakeApi([]);
    xhr = fakeXhr();
  });
  afterEach(() => xhr.restore());

  it('sends the form with the CSRF token and reports upload progress', async () => {
    const form = new FormData();
    form.append('table_name', 'births');
    const progress: number[] = [];
    const answer = postMultipart<{ rows: number }>('/api/v1/database/1/upload/', form, {
      onProgress: (fraction) => progress.push(fraction),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [request] = xhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers[CSRF_HEADER]).toBe('token');
    expect(request?.body.get('table_name')).toBe('births');
    request?.progress(25, 100);
    request?.progress(100, 100);
    request?.respond(201, { rows: 3 });
    await expect(answer).resolves.toEqual({ rows: 3 });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('rejects with the decoded server error', async () => {
    const answer = postMultipart('/api/v1/database/1/upload/', new FormData());
    await new Promise((resolve) => setTimeout(resolve, 0));
    xhr.requests[0]?.respond(400, { message: 'file: File extension is not allowed: csv, tsv, txt expected.' });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    await expect(answer).rejects.toMatchObject({
      detail: { status: 400, message: 'file: File extension is not allowed: csv, tsv, txt expected.' },
    });
  });
});
