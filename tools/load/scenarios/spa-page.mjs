// What every page of the SPA asks first when it loads (apps/web/src/features/config, features/auth).
import { resultObjectFailure } from './checks.mjs';

export async function loadSpaPage(session) {
  await Promise.all([
    session.request({ kind: 'page_bootstrap', path: '/api/v1/common/config/', check: resultObjectFailure }),
    session.request({ kind: 'page_bootstrap', path: '/api/v1/me/', check: resultObjectFailure }),
    session.request({ kind: 'page_bootstrap', path: '/api/v1/me/roles/', check: resultObjectFailure }),
  ]);
}
