import { lazyPage, registerRoute, type AppRegistries } from '../../app/routes';
import { openEmbeddedCommsInbox } from './embedded-comms';

/** Where `@superset-ui/embedded-sdk` points its iframe: `${supersetDomain}/embedded/${uuid}`. */
export const EMBEDDED_DASHBOARD_PATH = '/embedded/:uuid/';

/** The embedded dashboard page: public, because its caller is the guest token, not a session. */
export function registerEmbeddedFeature(registries?: AppRegistries): void {
  // The SDK hands its port over once, when the iframe has loaded: keep it until the page is there.
  if (typeof window !== 'undefined') openEmbeddedCommsInbox(window);
  registerRoute({ path: EMBEDDED_DASHBOARD_PATH, access: 'public', page: lazyPage(() => import('./pages/EmbeddedPage'), 'EmbeddedPage') }, registries);
}
