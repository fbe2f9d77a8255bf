import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { apiClient, toClientError } from '../../api';
import type { StateWithDashboard } from '../dashboard';
import { listenForEmbeddedComms, type EmbeddedHostChannel } from './embedded-comms';
import { embeddedDashboardMethods } from './embedded-methods';
import { fetchEmbeddedDashboardId } from './embedded.api';
import { guestTokenExpiresAt } from './guest-token';

/** How long an embedded page waits for the host's first token (the SDK's own `fetchGuestToken` deadline). */
export const GUEST_TOKEN_WAIT_MS = 30_000;

export type GuestTokenStatus = 'waiting' | 'missing' | 'active' | 'expired';

export interface GuestSession {
  tokenStatus: GuestTokenStatus;
  /** The embedded dashboard's id once the embedding is resolved. */
  dashboardId: string | null;
  /** Why the embedding could not be resolved. */
  error: string | null;
  /** Bumped when a fresh token follows an expired one, so the dashboard loads again. */
  generation: number;
  /** Calls a host method without waiting for an answer (e.g. `observeDataMask`). */
  emitToHost: EmbeddedHostChannel['emit'];
}

/** The largest delay `setTimeout` honours; a later expiry is simply not timed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The guest side of an embedded dashboard: takes the host's guest tokens over the SDK channel
 * (each one replacing the last on every API call), answers the host's questions about the
 * dashboard (scroll size, data mask, active tabs, permalink), resolves the embedding `uuid` to its
 * dashboard, and notices a missing token (not embedded, or the host never sent one) and an expired
 * or rejected one.
 */
export function useGuestSession(uuid: string, target: Window = window): GuestSession {
  const [token, setToken] = useState<string | null>(null);
  const [tokenStatus, setTokenStatus] = useState<GuestTokenStatus>('waiting');
  const [dashboardId, setDashboardId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const statusRef = useRef(tokenStatus);
  statusRef.current = tokenStatus;
  const store = useStore<StateWithDashboard>();
  const channel = useRef<EmbeddedHostChannel | null>(null);
  const emitToHost = useCallback<EmbeddedHostChannel['emit']>((method, args) => channel.current?.emit(method, args), []);

  useEffect(() => {
    apiClient.configure({ onGuestTokenRejected: () => setTokenStatus('expired') });
    // The methods ask the channel itself (for `resolvePermalinkUrl`), which exists once listening starts.
    const host: Pick<EmbeddedHostChannel, 'get'> = {
      get: (method, args) => channel.current?.get(method, args) ?? Promise.reject(new Error('No host is connected')),
    };
    channel.current = listenForEmbeddedComms(target, {
      onGuestToken: (next) => {
        apiClient.setGuestToken(next);
        setToken(next);
        if (statusRef.current === 'expired') setGeneration((count) => count + 1);
        setTokenStatus('active');
      },
      methods: {
        getScrollSize: () => ({ width: target.document.body.scrollWidth, height: target.document.body.scrollHeight }),
        ...embeddedDashboardMethods(() => store.getState(), host),
      },
    });
    return () => {
      channel.current?.stop();
      channel.current = null;
      apiClient.setGuestToken(null);
      apiClient.configure({ onGuestTokenRejected: () => undefined });
    };
  }, [target, store]);

  // Outside an iframe no host can send a token; inside one, the host gets a while to fetch it.
  const hasToken = token !== null;
  useEffect(() => {
    if (hasToken) return;
    if (target.parent === target) {
      setTokenStatus('missing');
      return;
    }
    const timer = setTimeout(() => setTokenStatus((status) => (status === 'waiting' ? 'missing' : status)), GUEST_TOKEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [hasToken, target]);

  // A token the host does not replace in time ends the session even when no call notices it.
  useEffect(() => {
    if (!token) return;
    const expiresAt = guestTokenExpiresAt(token);
    if (expiresAt === null) return;
    const delay = expiresAt - Date.now();
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setTokenStatus('expired'), Math.max(delay, 0));
    return () => clearTimeout(timer);
  }, [token]);

  useEffect(() => {
    if (!hasToken) return;
    let current = true;
    fetchEmbeddedDashboardId(uuid).then(
      (id) => {
        if (current) setDashboardId(id);
      },
      (failure: unknown) => {
        const clientError = toClientError(failure);
        // A rejected token already shows as expired; anything else is about the embedding itself.
        if (current && clientError.status !== 401) setError(clientError.message);
      },
    );
    return () => {
      current = false;
    };
  }, [hasToken, uuid, generation]);

  return { tokenStatus, dashboardId, error, generation, emitToHost };
}
