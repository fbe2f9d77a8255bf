import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LessThan, type Repository } from 'typeorm';
import type { SessionEntity } from './session.entity';

const SESSION_LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface ActiveSession {
  id: string;
  userId: number;
  csrfToken: string;
  tokenVersion: number;
}

/** Server-side browser sessions behind a signed cookie. */
export class SessionService {
  constructor(
    private readonly sessions: Repository<SessionEntity>,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(userId: number, tokenVersion: number): Promise<{ session: ActiveSession; cookieValue: string; expires: Date }> {
    const now = this.now();
    const entity = this.sessions.create({
      id: randomBytes(24).toString('base64url'),
      userId,
      tokenVersion,
      csrfToken: randomBytes(24).toString('base64url'),
      createdOn: now,
      lastSeen: now,
      expiresOn: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    await this.sessions.insert(entity);
    return { session: entity, cookieValue: this.sign(entity.id), expires: entity.expiresOn };
  }

  /** The live session a cookie refers to, or null for a forged, unknown or expired cookie. */
  async resolve(cookieValue: string | undefined): Promise<ActiveSession | null> {
    const id = this.unsign(cookieValue);
    if (!id) return null;
    const entity = await this.sessions.findOneBy({ id });
    const now = this.now();
    if (!entity || entity.expiresOn.getTime() <= now.getTime()) return null;
    if (now.getTime() - entity.lastSeen.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.update({ id }, { lastSeen: now, expiresOn: new Date(now.getTime() + SESSION_LIFETIME_MS) });
    }
    return { id: entity.id, userId: entity.userId, csrfToken: entity.csrfToken, tokenVersion: entity.tokenVersion };
  }

  async destroy(id: string): Promise<void> {
    await this.sessions.delete({ id });
  }

  async destroyForUser(userId: number): Promise<void> {
    await this.sessions.delete({ userId });
  }

  async purgeExpired(): Promise<void> {
    await this.sessions.delete({ expiresOn: LessThan(this.now()) });
  }

  private sign(id: string): string {
    return `${id}.${this.mac(id)}`;
  }

  private unsign(value: string | undefined): string | null {
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const id = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.mac(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private mac(id: string): string {
    return createHmac('sha256', this.secret).update(`session:${id}`).digest('base64url');
  }
}
