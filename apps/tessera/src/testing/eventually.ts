/**
 * Polls `read` every 100 ms until `done` accepts its value or `timeoutMs` passes, and returns the last
 * value: for effects that arrive through events (log rows, permission views, grants), so the test's
 * own assertion on the value says what was missing.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
