import type { Request } from 'express';
import { assertCsrf } from './csrf';
import type { Principal } from './principal';

describe('assertCsrf', () => {
  const principal = { authMethod: 'session', session: { id: 's', csrfToken: 'the-token' } } as Principal;
  const request = (contentType: string | null, headers: Record<string, string>, body: unknown) =>
    ({
      method: 'POST',
      headers,
      body,
      is: (type: string) => (contentType !== null && contentType === type ? type : false),
    }) as unknown as Request;

  it('takes the token from the header', () => {
    expect(() => assertCsrf(request('application/json', { 'x-csrftoken': 'the-token' }, {}), principal)).not.toThrow();
  });

  it('takes the token from the csrf_token field of a form, as a form post or a beacon sends it', () => {
    expect(() => assertCsrf(request('multipart/form-data', {}, { csrf_token: 'the-token' }), principal)).not.toThrow();
    expect(() => assertCsrf(request('application/x-www-form-urlencoded', {}, { csrf_token: 'the-token' }), principal)).not.toThrow();
    expect(() => assertCsrf(request('multipart/form-data', {}, { csrf_token: 'forged' }), principal)).toThrow(
      'The CSRF tokens do not match.',
    );
  });

  it('refuses a form without the field, and ignores a JSON body field', () => {
    expect(() => assertCsrf(request('multipart/form-data', {}, { events: '[]' }), principal)).toThrow('The CSRF token is missing.');
    expect(() => assertCsrf(request('application/json', {}, { csrf_token: 'the-token' }), principal)).toThrow('The CSRF token is missing.');
  });

  it('leaves bearer callers and reads alone', () => {
    expect(() => assertCsrf(request(null, {}, undefined), { ...principal, authMethod: 'jwt' })).not.toThrow();
    expect(() => assertCsrf({ ...request(null, {}, undefined), method: 'GET' } as Request, principal)).not.toThrow();
  });
});
