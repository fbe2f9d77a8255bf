/** @jest-environment node */
import { SupersetErrorType } from '@tessera/contracts/web';
import { en } from '../i18n';
import { HTTP_STATUS_TEXTS } from './http-status-text';
import { parseError } from './parse-error';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function text(status: number, body: string, type = 'text/plain'): Response {
  return new Response(body, { status, headers: { 'content-type': type } });
}

describe('parseError', () => {
  it('uses the first entry of an errors envelope, with its type and link', async () => {
    const error = await parseError(
      json(422, {
        errors: [
          {
            message: 'Column "x" does not exist',
            error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
            level: 'error',
            extra: { link: 'https://example.org/x' },
          },
          { message: 'second', error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'error' },
        ],
      }),
    );
    expect(error).toMatchObject({
      message: 'Column "x" does not exist',
      errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
      link: 'https://example.org/x',
      status: 422,
    });
    expect(error.errors).toHaveLength(2);
  });

  it('uses a message string', async () => {
    expect((await parseError(json(404, { message: 'Not found' }))).message).toBe('Not found');
    expect((await parseError(json(401, { message: 'Invalid login. Please try again.' }))).message).toBe('Invalid login. Please try again.');
  });

  it('uses the first message of a field map and keeps the map', async () => {
    const error = await parseError(json(400, { message: { slice_name: ['Field may not be null.', 'Too short.'], owners: ['Bad owner'] } }));
    expect(error.message).toBe('Field may not be null.');
    expect(error.fieldErrors).toEqual({ slice_name: ['Field may not be null.', 'Too short.'], owners: ['Bad owner'] });
  });

  it("says 'Invalid input' for a field map without messages", async () => {
    expect((await parseError(json(400, { message: {} }))).message).toBe('Invalid input');
    expect((await parseError(json(400, { message: { name: [] } }))).message).toBe('Invalid input');
  });

  it('uses an error string and a msg string', async () => {
    expect((await parseError(json(500, { error: 'Boom' }))).message).toBe('Boom');
    expect((await parseError(json(422, { msg: 'Signature verification failed' }))).message).toBe('Signature verification failed');
  });

  it("turns a stack into 'Unexpected error: …' and keeps the trace", async () => {
    const described = await parseError(json(500, { description: 'division by zero', stack: 'Traceback …' }));
    expect(described.message).toBe('Unexpected error: division by zero');
    expect(described.stacktrace).toBe('Traceback …');
    const bare = await parseError(json(500, { stack: 'Traceback …' }));
    expect(bare.message).toBe('Unexpected error: (no description, click to see stack trace)');
  });

  it('shows the session-timed-out text when the answer mentions CSRF', async () => {
    const expected = 'Your session timed out, please refresh your page and try again.';
    const enveloped = await parseError(
      json(400, {
        errors: [{ message: '400 Bad Request: The CSRF token is missing.', error_type: 'GENERIC_BACKEND_ERROR', level: 'error' }],
      }),
    );
    expect(enveloped.message).toBe(expected);
    expect(enveloped.errorType).toBe(SupersetErrorType.FRONTEND_CSRF_ERROR);
    expect((await parseError(text(400, '<p>The CSRF token has expired.</p>', 'text/html'))).message).toBe(expected);
  });

  it('falls back to the HTTP status text when the body has no message', async () => {
    expect((await parseError(json(403, {}))).message).toBe('Forbidden');
    expect((await parseError(text(502, '<html><body>nginx</body></html>', 'text/html'))).message).toBe('Bad gateway');
    expect((await parseError(text(500, 'Internal Server Error'))).message).toBe('Server error');
    expect((await parseError(text(504, ''))).message).toBe('Gateway timeout');
  });

  it("says 'Unknown error' for an HTML page with a status outside the table", async () => {
    expect((await parseError(text(520, '<html><body>Oops</body></html>', 'text/html'))).message).toBe('Unknown error');
  });

  it("keeps plain text for a status outside the table, else 'An error occurred'", async () => {
    expect((await parseError(text(520, 'origin went away'))).message).toBe('origin went away');
    expect((await parseError(text(520, ''))).message).toBe('An error occurred');
    expect((await parseError(json(520, { detail: 1 }))).message).toBe('An error occurred');
  });

  it('falls back to the status text when the body was already read', async () => {
    const response = text(404, 'gone');
    await response.text();
    expect((await parseError(response)).message).toBe('Not found');
  });

  it('has every status text in the catalogue, and the table matches the spec', () => {
    for (const statusText of Object.values(HTTP_STATUS_TEXTS)) expect(en).toHaveProperty([statusText], statusText);
    expect(HTTP_STATUS_TEXTS[418]).toBe("I'm a teapot");
    expect(HTTP_STATUS_TEXTS[599]).toBe('Network error');
    expect(Object.keys(HTTP_STATUS_TEXTS)).toHaveLength(31);
  });
});
