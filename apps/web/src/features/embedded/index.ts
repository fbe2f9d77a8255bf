import { createElement } from 'react';
import { lazyPage, registerRoute, type AppRegistries } from '../../routing';
import { loadDashboardView } from '../dashboard';
import { openEmbeddedCommsInbox } from './embedded-comms';

/** Where `@superset-ui/embedded-sdk` points its iframe: `${supersetDomain}/embedded/${uuid}`. */
export const EMBEDDED_DASHBOARD_PATH = '/embedded/:uuid/';

/**
 * The page and the dashboard view it shows, fetched side by side: the view is the dashboard feature's,
 * reached through its index, and stays out of the start-up chunk.
 */
async function loadEmbeddedPage() {
  const [{ EmbeddedPage }, { DashboardView }] = await Promise.all([import('./pages/EmbeddedPage'), loadDashboardView()]);
  return { EmbeddedPage: () => createElement(EmbeddedPage, { view: DashboardView }) };
}

/** The embedded dashboard page: public, because its caller is the guest token, not a session. */
export function registerEmbeddedFeature(registries?: AppRegistries): void {
  // The SDK hands its port over once, when the iframe has loaded: keep it until the page is there.
  if (typeof window !== 'undefined') openEmbeddedCommsInbox(window);
  registerRoute({ path: EMBEDDED_DASHBOARD_PATH, access: 'public', page: lazyPage(loadEmbeddedPage, 'EmbeddedPage') }, registries);
}
