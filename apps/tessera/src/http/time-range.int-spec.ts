import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

/** `YYYY-MM-DDT00:00:00` of a UTC day, the form the route answers in. */
function isoDay(date: Date): string {
  return `${date.toISOString().slice(0, 10)}T00:00:00`;
}

function utcDay(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day));
}

describe('GET /api/v1/time_range/', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let today: Date;

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  });
  afterAll(() => app.stop());

  beforeEach(() => {
    const now = new Date();
    today = utcDay(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  });

  const daysBefore = (days: number) => utcDay(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days);
  const resolve = (rison: string) => admin.get(`/api/v1/time_range/?q=${encodeURIComponent(rison)}`);

  it.each([
    ['Last day', () => [isoDay(daysBefore(1)), isoDay(today)]],
    ['Last week', () => [isoDay(daysBefore(7)), isoDay(today)]],
    [
      'previous calendar month',
      () => [
        isoDay(utcDay(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)),
        isoDay(utcDay(today.getUTCFullYear(), today.getUTCMonth(), 1)),
      ],
    ],
    ['2020-01-01 : 2020-03-01T12:30:00', () => ['2020-01-01T00:00:00', '2020-03-01T12:30:00']],
    ['DATEADD(DATETIME("today"), -7, day) : today', () => [isoDay(daysBefore(7)), isoDay(today)]],
    ['2021-06-01 : ', () => ['2021-06-01T00:00:00', '']],
    ['No filter', () => ['', '']],
  ])('resolves %s relative to the server clock', async (timeRange, expected) => {
    const response = await resolve(`'${timeRange}'`);
    expect(response.status).toBe(200);
    const [since, until] = expected();
    expect(response.body).toEqual({ result: [{ since, until, timeRange }] });
  });

  it('resolves a list of ranges in order, with their shifts', async () => {
    const response = await resolve("!('Last week','Last year',(timeRange:'2020-01-08 : 2020-01-15',shift:'1 week ago'))");
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual([
      { since: isoDay(daysBefore(7)), until: isoDay(today), timeRange: 'Last week' },
      {
        since: isoDay(utcDay(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate())),
        until: isoDay(today),
        timeRange: 'Last year',
      },
      { since: '2020-01-01T00:00:00', until: '2020-01-08T00:00:00', timeRange: '2020-01-08 : 2020-01-15', shift: '1 week ago' },
    ]);
  });

  it('refuses unreadable ranges with 400 and the reason', async () => {
    const gibberish = await resolve("'sometime soon'");
    expect(gibberish.status).toBe(400);
    expect(gibberish.body.message).toMatch(/^Unexpected time range: .*sometime soon/);

    const reversed = await resolve("'2020-02-01 : 2020-01-01'");
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({ message: 'Unexpected time range: From date cannot be larger than to date' });

    const notARange = await resolve('(page:0)');
    expect(notARange.status).toBe(400);
    expect((await admin.get('/api/v1/time_range/')).status).toBe(400);
  });

  it('answers anyone who may explore, and nobody signed out', async () => {
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((role: { name: string }) => role.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'T',
      last_name: 'R',
      username: 'tr',
      email: 'tr@example.com',
      password: 'trpassword',
      roles: [gammaId],
    });
    const gamma = await ApiSession.login(app.url, 'tr', 'trpassword');
    const asGamma = await gamma.get(`/api/v1/time_range/?q=${encodeURIComponent("'Last week'")}`);
    expect(asGamma.status).toBe(200);
    expect(asGamma.body.result[0]).toMatchObject({ since: isoDay(daysBefore(7)), until: isoDay(today) });

    const signedOut = await fetch(`${app.url}/api/v1/time_range/?q=${encodeURIComponent("'Last week'")}`);
    expect(signedOut.status).toBe(401);
  });
});
