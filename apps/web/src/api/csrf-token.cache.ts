/**
 * Holds the session's CSRF token: loaded on first use, shared by concurrent callers, and dropped
 * when the session changes. A load started before `clear()` never repopulates the cache.
 */
export class CsrfTokenCache {
  private token: string | null = null;
  private pending: Promise<string> | null = null;
  private generation = 0;

  constructor(private readonly load: () => Promise<string>) {}

  get(): Promise<string> {
    if (this.token !== null) return Promise.resolve(this.token);
    if (this.pending) return this.pending;
    const generation = this.generation;
    const pending = this.load().then(
      (token) => {
        if (generation === this.generation) {
          this.token = token;
          this.pending = null;
        }
        return token;
      },
      (error: unknown) => {
        if (generation === this.generation) this.pending = null;
        throw error;
      },
    );
    this.pending = pending;
    return pending;
  }

  clear(): void {
    this.generation += 1;
    this.token = null;
    this.pending = null;
  }
}
