/** @jest-environment node */
import { setLocale } from '../i18n';
import { ApiClient } from './client';

const rows = { result: [{ id: 1, changed_on_delta_humanized: '2 hours ago', slice_name: '2 hours ago' }] };

function client() {
  const fetch = jest.fn(async () => new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json' } }));
  return new ApiClient({ fetch, onUnauthorized: jest.fn() });
}

describe("the API client and Superset's humanized deltas", () => {
  afterEach(() => setLocale('en'));

  it("hands lists their 'changed … ago' in the user's language, and nothing else changed", async () => {
    setLocale('de');
    const body = await client().get<typeof rows>('/api/v1/chart/');
    expect(body.result[0]).toEqual({ id: 1, changed_on_delta_humanized: 'vor 2 Stunden', slice_name: '2 hours ago' });
  });

  it('keeps them as the server wrote them in English', async () => {
    const body = await client().get<typeof rows>('/api/v1/chart/');
    expect(body.result[0]?.changed_on_delta_humanized).toBe('2 hours ago');
  });
});
