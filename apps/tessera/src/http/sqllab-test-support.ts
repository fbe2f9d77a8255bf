import type { QueryView } from '@tessera/contracts';
import type { ApiSession } from '../testing/http-test-app';

/** A rison value as a URL query parameter. */
export const rison = (value: string) => encodeURIComponent(value);

/** Fresh editor client ids, unique across the test files sharing the database server. */
export function clientIdSequence(): () => string {
  let issued = 0;
  return () => `c${Date.now().toString(36).slice(-6)}${(issued += 1)}`;
}

/** Polls the editor's change feed until the query reaches one of `states`. */
export async function waitForQueryState(session: ApiSession, clientId: string, states: string[]): Promise<QueryView> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const changed = await session.get(`/api/v1/query/updated_since?q=${rison('(last_updated_ms:0)')}`);
    if (changed.status !== 200) throw new Error(`updated_since answered ${changed.status}`);
    const query: QueryView | undefined = changed.body.result.find((q: QueryView) => q.id === clientId);
    if (query && states.includes(query.state)) return query;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`query ${clientId} never reached ${states.join('/')}`);
}

/** Ids of the built-in roles, by name. */
export async function roleIds(admin: ApiSession): Promise<(name: string) => number> {
  const roles = await admin.get('/api/v1/security/roles/?q=(page_size:100)');
  return (name: string) => roles.body.result.find((r: { name: string }) => r.name === name).id;
}
