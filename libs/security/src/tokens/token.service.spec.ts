import jwt from 'jsonwebtoken';
import { TesseraError } from '@tessera/contracts';
import { TokenService } from './token.service';
import type { GuestClaims } from './token.types';

const SECRET = 'access-secret';
const GUEST_SECRET = 'guest-secret';
const AUDIENCE = 'http://tessera.example/';

describe('TokenService', () => {
  let now = Date.UTC(2030, 0, 1);
  const tokens = () => new TokenService({ secret: SECRET, guestSecret: GUEST_SECRET, guestAudience: AUDIENCE, now: () => now });
  const grant: GuestClaims = {
    user: { username: 'ext_user', first_name: 'Ext', last_name: 'User' },
    resources: [{ type: 'dashboard', id: '7b1c-uuid' }],
    rls: [{ dataset: 12, clause: 'tenant_id = 42' }, { clause: 'region = 1' }],
  };

  beforeEach(() => {
    now = Date.UTC(2030, 0, 1);
  });

  describe('access and refresh tokens', () => {
    it('carry flask-jwt-extended claims with a string subject and 15 minutes of life', () => {
      const claims = jwt.verify(tokens().issueAccess(5, true), SECRET, { clockTimestamp: now / 1000 }) as Record<string, unknown>;
      const iat = now / 1000;
      expect(claims).toEqual({
        fresh: true,
        iat,
        nbf: iat,
        exp: iat + 900,
        jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'access',
        sub: '5',
        ver: 0,
      });
      expect(jwt.decode(tokens().issueAccess(5, true), { complete: true })?.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    });

    it('round-trip, refresh tokens living 30 days and never fresh', () => {
      const service = tokens();
      expect(service.verifyAccess(service.issueAccess(5, true))).toEqual({
        ok: true,
        claims: expect.objectContaining({ userId: 5, fresh: true }),
      });
      expect(service.verifyAccess(service.issueAccess(5, false))).toEqual({ ok: true, claims: expect.objectContaining({ fresh: false }) });
      const refresh = service.issueRefresh(9);
      expect(service.verifyRefresh(refresh)).toEqual({
        ok: true,
        claims: expect.objectContaining({ userId: 9, fresh: false, exp: now / 1000 + 30 * 86400 }),
      });
    });

    it('live shorter when asked (a report render), never longer than the configured lifetime', () => {
      const service = tokens();
      expect(service.verifyAccess(service.issueAccess(5, false, 0, 300))).toMatchObject({
        ok: true,
        claims: { userId: 5, exp: now / 1000 + 300 },
      });
      expect(service.verifyAccess(service.issueAccess(5, false, 0, 86_400))).toMatchObject({ ok: true, claims: { exp: now / 1000 + 900 } });
    });

    it('carry the user token version, and refresh tokens a family that rotation keeps', () => {
      const service = tokens();
      expect(service.verifyAccess(service.issueAccess(5, true, 3))).toMatchObject({ ok: true, claims: { userId: 5, version: 3 } });
      const first = service.verifyRefresh(service.issueRefresh(5, 3));
      expect(first).toMatchObject({ ok: true, claims: { version: 3, family: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
      const family = first.ok ? first.claims.family : undefined;
      expect(service.verifyRefresh(service.issueRefresh(5, 3, family))).toMatchObject({ ok: true, claims: { family } });
      expect(service.verifyRefresh(service.issueRefresh(5, 3))).not.toMatchObject({ claims: { family } });
      expect(service.refreshLifetimeSeconds).toBe(30 * 86400);
    });

    it('read a token without a version as version 0 and refuse a malformed one', () => {
      const iat = now / 1000;
      expect(tokens().verifyAccess(jwt.sign({ sub: '3', type: 'access', iat, exp: iat + 60 }, SECRET))).toMatchObject({
        ok: true,
        claims: { version: 0 },
      });
      expect(tokens().verifyAccess(jwt.sign({ sub: '3', type: 'access', ver: 'x', iat, exp: iat + 60 }, SECRET))).toMatchObject({
        ok: false,
        status: 422,
      });
      expect(tokens().verifyRefresh(jwt.sign({ sub: '3', type: 'refresh', fam: 7, iat, exp: iat + 60 }, SECRET))).toMatchObject({
        ok: false,
        status: 422,
      });
    });

    it('give each token its own jti', () => {
      const service = tokens();
      const jti = (token: string) => (jwt.decode(token) as { jti: string }).jti;
      expect(jti(service.issueAccess(1, true))).not.toBe(jti(service.issueAccess(1, true)));
    });

    it('expire after their lifetime with a 401', () => {
      const service = tokens();
      const access = service.issueAccess(5, true);
      const refresh = service.issueRefresh(5);
      now += 899_000;
      expect(service.verifyAccess(access).ok).toBe(true);
      now += 1_000;
      expect(service.verifyAccess(access)).toEqual({ ok: false, reason: 'Token has expired', status: 401 });
      now += 30 * 86_400_000;
      expect(service.verifyRefresh(refresh)).toEqual({ ok: false, reason: 'Token has expired', status: 401 });
    });

    it('honour configured lifetimes', () => {
      const service = new TokenService({ secret: SECRET, guestAudience: AUDIENCE, accessTtlSeconds: 60, now: () => now });
      const token = service.issueAccess(1, true);
      now += 60_000;
      expect(service.verifyAccess(token)).toMatchObject({ ok: false, reason: 'Token has expired' });
    });

    it('reject another key with a 422', () => {
      const foreign = new TokenService({ secret: 'other', guestAudience: AUDIENCE, now: () => now }).issueAccess(5, true);
      expect(tokens().verifyAccess(foreign)).toEqual({ ok: false, reason: 'Signature verification failed', status: 422 });
    });

    it('reject the wrong token type', () => {
      const service = tokens();
      expect(service.verifyAccess(service.issueRefresh(5))).toEqual({ ok: false, reason: 'Only access tokens are allowed', status: 422 });
      expect(service.verifyRefresh(service.issueAccess(5, true))).toEqual({
        ok: false,
        reason: 'Only refresh tokens are allowed',
        status: 422,
      });
    });

    it('reject malformed tokens, unsigned tokens, early tokens and tokens without a user', () => {
      const service = tokens();
      const iat = now / 1000;
      expect(service.verifyAccess('garbage')).toEqual({ ok: false, reason: 'Not enough segments', status: 422 });
      expect(service.verifyAccess('a.b.c')).toMatchObject({ ok: false, status: 422 });
      const unsigned = jwt.sign({ sub: '1', type: 'access' }, '', { algorithm: 'none' });
      expect(service.verifyAccess(unsigned)).toEqual({ ok: false, reason: 'The specified alg value is not allowed', status: 422 });
      const early = jwt.sign({ sub: '1', type: 'access', iat, nbf: iat + 60, exp: iat + 900 }, SECRET);
      expect(service.verifyAccess(early)).toEqual({ ok: false, reason: 'The token is not yet valid (nbf)', status: 422 });
      const anonymous = jwt.sign({ type: 'access', iat, exp: iat + 900 }, SECRET);
      expect(service.verifyAccess(anonymous)).toEqual({ ok: false, reason: 'Missing claim: sub', status: 422 });
      const numericSubject = jwt.sign({ type: 'access', sub: 'alice', iat, exp: iat + 900 }, SECRET);
      expect(service.verifyAccess(numericSubject)).toMatchObject({ ok: false, status: 422 });
    });

    it('treat a token without a type as an access token', () => {
      const iat = now / 1000;
      expect(tokens().verifyAccess(jwt.sign({ sub: '3', iat, exp: iat + 60 }, SECRET))).toMatchObject({ ok: true, claims: { userId: 3 } });
    });

    it('refuse to start without a secret', () => {
      expect(() => new TokenService({ secret: '', guestAudience: AUDIENCE })).toThrow();
    });
  });

  describe('guest tokens', () => {
    it('carry Superset claims with the audience and five minutes of life', () => {
      const claims = jwt.verify(tokens().issueGuest(grant), GUEST_SECRET, { audience: AUDIENCE, clockTimestamp: now / 1000 }) as Record<
        string,
        unknown
      >;
      const iat = now / 1000;
      expect(claims).toEqual({
        user: grant.user,
        resources: [{ type: 'dashboard', id: '7b1c-uuid' }],
        rls_rules: [{ dataset: 12, clause: 'tenant_id = 42' }, { clause: 'region = 1' }],
        iat,
        exp: iat + 300,
        aud: AUDIENCE,
        type: 'guest',
      });
    });

    it('round-trip into the grant', () => {
      const service = tokens();
      expect(service.verifyGuest(service.issueGuest(grant))).toEqual({
        ok: true,
        claims: { ...grant, iat: now / 1000, exp: now / 1000 + 300, aud: AUDIENCE },
      });
    });

    it('expire after 300 seconds', () => {
      const service = tokens();
      const token = service.issueGuest(grant);
      now += 299_000;
      expect(service.verifyGuest(token).ok).toBe(true);
      now += 1_000;
      expect(service.verifyGuest(token)).toEqual({ ok: false, reason: 'Token has expired', status: 401 });
    });

    it('must be for our audience', () => {
      const elsewhere = new TokenService({
        secret: SECRET,
        guestSecret: GUEST_SECRET,
        guestAudience: 'https://other.example/',
        now: () => now,
      }).issueGuest(grant);
      expect(tokens().verifyGuest(elsewhere)).toEqual({ ok: false, reason: 'Invalid audience', status: 422 });
      const noAudience = jwt.sign({ user: {}, resources: [], rls_rules: [], type: 'guest' }, GUEST_SECRET);
      expect(tokens().verifyGuest(noAudience)).toMatchObject({ ok: false, reason: 'Invalid audience' });
    });

    it('are signed with the guest key and are not access tokens', () => {
      const service = tokens();
      const guest = service.issueGuest(grant);
      expect(service.verifyAccess(guest)).toMatchObject({ ok: false, reason: 'Signature verification failed' });
      const sameKey = new TokenService({ secret: SECRET, guestAudience: AUDIENCE, now: () => now });
      expect(sameKey.verifyAccess(sameKey.issueGuest(grant))).toMatchObject({ ok: false, reason: 'Only access tokens are allowed' });
      const forged = jwt.sign({ ...grant, type: 'guest', aud: AUDIENCE }, SECRET);
      expect(service.verifyGuest(forged)).toMatchObject({ ok: false, reason: 'Signature verification failed' });
    });

    it('must be of guest type with a well-formed grant', () => {
      const iat = now / 1000;
      const sign = (payload: object) => jwt.sign({ iat, exp: iat + 60, aud: AUDIENCE, ...payload }, GUEST_SECRET);
      expect(tokens().verifyGuest(sign({ type: 'access', user: {}, resources: [], rls_rules: [] }))).toMatchObject({
        ok: false,
        reason: 'Only guest tokens are allowed',
      });
      expect(tokens().verifyGuest(sign({ type: 'guest', user: {}, resources: [{ type: 'chart', id: 1 }], rls_rules: [] }))).toMatchObject({
        ok: false,
        reason: 'Guest token claims are malformed',
      });
      expect(
        tokens().verifyGuest(
          sign({ type: 'guest', user: {}, resources: [{ type: 'dashboard', id: 3 }], rls_rules: [{ dataset: '12', clause: 'x' }] }),
        ),
      ).toMatchObject({
        ok: true,
        claims: { resources: [{ type: 'dashboard', id: '3' }], rls: [{ dataset: 12, clause: 'x' }] },
      });
    });

    it('are issued only for dashboards with non-empty clauses', () => {
      const service = tokens();
      expect(() => service.issueGuest({ ...grant, resources: [{ type: 'chart', id: '1' }] })).toThrow(TesseraError);
      expect(() => service.issueGuest({ ...grant, resources: [] })).toThrow(TesseraError);
      expect(() => service.issueGuest({ ...grant, rls: [{ clause: ' ' }] })).toThrow(TesseraError);
    });
  });
});
