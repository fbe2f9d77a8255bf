/**
 * The embedded page's side of `@superset-ui/embedded-sdk`'s channel. The SDK posts a
 * `__embedded_comms__` message carrying one end of a MessageChannel once the iframe has loaded;
 * from then on both sides speak `@superset-ui/switchboard`'s protocol over that port: `emit`
 * messages call a method and expect nothing back, `get` messages expect a `reply` or an `error`
 * with the same `messageId`. The page talks back the same way: it emits events the host observes
 * (`observeDataMask`) and asks the host's methods (`resolvePermalinkUrl`).
 */
export const EMBEDDED_COMMS_MESSAGE_TYPE = '__embedded_comms__';

const SWITCHBOARD_NAME = 'superset';

type MethodArgs = Record<string, unknown> | undefined;
export type EmbeddedMethod = (args: MethodArgs) => unknown;

interface SwitchboardMessage {
  switchboardAction?: unknown;
  messageId?: unknown;
  method?: unknown;
  args?: MethodArgs;
  result?: unknown;
  error?: unknown;
}

/** How long the page waits for the host to answer one of its `get` calls (an SDK without the method answers at once). */
export const HOST_ANSWER_TIMEOUT_MS = 5_000;

/** The page's line to the host, once the host has handed over its port. */
export interface EmbeddedHostChannel {
  /** Calls a host method without waiting (dropped while no host is connected). */
  emit: (method: string, args?: Record<string, unknown>) => void;
  /** Calls a host method and resolves with its answer; rejects on the host's error, without a host, or after the timeout. */
  get: (method: string, args?: Record<string, unknown>) => Promise<unknown>;
  /** Stops serving the port. */
  stop: () => void;
}

export interface EmbeddedCommsHandlers {
  /** The SDK emits `guestToken` with the first token and again with every refreshed one. */
  onGuestToken: (token: string) => void;
  /** Methods the host may `get` (e.g. `getScrollSize`). */
  methods?: Readonly<Record<string, EmbeddedMethod>>;
}

function isPortTransfer(event: MessageEvent): boolean {
  const data = event.data as { type?: unknown } | null;
  return typeof data === 'object' && data !== null && data.type === EMBEDDED_COMMS_MESSAGE_TYPE && event.ports.length > 0;
}

async function answer(message: SwitchboardMessage, methods: Readonly<Record<string, EmbeddedMethod>>) {
  const method = typeof message.method === 'string' ? methods[message.method] : undefined;
  if (!method)
    return {
      switchboardAction: 'error',
      messageId: message.messageId,
      error: `[${SWITCHBOARD_NAME}] Method "${String(message.method)}" is not defined`,
    };
  try {
    return { switchboardAction: 'reply', messageId: message.messageId, result: await method(message.args) };
  } catch {
    return {
      switchboardAction: 'error',
      messageId: message.messageId,
      error: `[${SWITCHBOARD_NAME}] Method "${String(message.method)}" threw an error`,
    };
  }
}

type PendingCalls = Map<string, { resolve: (result: unknown) => void; reject: (error: Error) => void }>;

/** Serves one port: guest tokens in, answers to the host's `get` calls out, the host's answers to ours back to `pending`. */
function servePort(port: MessagePort, { onGuestToken, methods = {} }: EmbeddedCommsHandlers, pending: PendingCalls): () => void {
  const onMessage = (event: MessageEvent) => {
    const message = event.data as SwitchboardMessage;
    if (message.switchboardAction === 'emit' && message.method === 'guestToken') {
      const token = message.args?.['guestToken'];
      if (typeof token === 'string' && token !== '') onGuestToken(token);
    } else if (message.switchboardAction === 'get') {
      void answer(message, methods).then((reply) => port.postMessage(reply));
    } else if ((message.switchboardAction === 'reply' || message.switchboardAction === 'error') && typeof message.messageId === 'string') {
      const call = pending.get(message.messageId);
      pending.delete(message.messageId);
      if (message.switchboardAction === 'reply') call?.resolve(message.result);
      else call?.reject(new Error(typeof message.error === 'string' ? message.error : 'The host could not answer'));
    }
  };
  port.addEventListener('message', onMessage);
  port.start();
  return () => {
    port.removeEventListener('message', onMessage);
    port.close();
  };
}

/**
 * Holds the port the SDK hands over until the page serves it. The SDK posts it once, on the
 * iframe's load event, which can come before the lazily loaded page mounts; a port's messages
 * queue until it is started, so the guest token sent meanwhile is not lost either.
 */
class EmbeddedCommsInbox {
  private pending: MessagePort | null = null;
  private receiver: ((port: MessagePort) => void) | null = null;

  constructor(target: Window) {
    // Only the parent window (the host page) may hand over a port; a later handshake (the host
    // mounting again) replaces the earlier one.
    target.addEventListener('message', (event: MessageEvent) => {
      if (event.source === target.parent && isPortTransfer(event)) this.deliver(event.ports[0] as MessagePort);
    });
  }

  private deliver(port: MessagePort): void {
    if (this.receiver) {
      this.receiver(port);
      return;
    }
    this.pending?.close();
    this.pending = port;
  }

  /** Hands every port, the one already waiting first, to `receiver` until the returned function is called. */
  take(receiver: (port: MessagePort) => void): () => void {
    this.receiver = receiver;
    const waiting = this.pending;
    this.pending = null;
    if (waiting) receiver(waiting);
    return () => {
      if (this.receiver === receiver) this.receiver = null;
    };
  }
}

const inboxes = new WeakMap<Window, EmbeddedCommsInbox>();

function inboxOf(target: Window): EmbeddedCommsInbox {
  let inbox = inboxes.get(target);
  if (!inbox) {
    inbox = new EmbeddedCommsInbox(target);
    inboxes.set(target, inbox);
  }
  return inbox;
}

/** Starts keeping the SDK's port as soon as the app starts, before any page is loaded. */
export function openEmbeddedCommsInbox(target: Window): void {
  inboxOf(target);
}

/** Serves the SDK's port on `target` (the iframe's window), and talks to the host over it. */
export function listenForEmbeddedComms(target: Window, handlers: EmbeddedCommsHandlers): EmbeddedHostChannel {
  let current: { port: MessagePort; stop: () => void } | null = null;
  const pending: PendingCalls = new Map();
  let nextId = 1;
  const failPending = (reason: string) => {
    pending.forEach((call) => call.reject(new Error(reason)));
    pending.clear();
  };
  const release = inboxOf(target).take((port) => {
    current?.stop();
    // Answers to calls made on the replaced port will never come.
    failPending('The host connected again');
    current = { port, stop: servePort(port, handlers, pending) };
  });
  return {
    emit: (method, args) => current?.port.postMessage({ switchboardAction: 'emit', method, args }),
    get: (method, args) => {
      const port = current?.port;
      if (!port) return Promise.reject(new Error('No host is connected'));
      // Switchboard's message ids: `m_{name}_{counter}`.
      const messageId = `m_${SWITCHBOARD_NAME}_${nextId++}`;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(messageId);
          reject(new Error(`[${SWITCHBOARD_NAME}] The host did not answer "${method}"`));
        }, HOST_ANSWER_TIMEOUT_MS);
        const settle =
          <T>(done: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer);
            done(value);
          };
        pending.set(messageId, { resolve: settle(resolve), reject: settle(reject) });
        port.postMessage({ switchboardAction: 'get', method, messageId, args });
      });
    },
    stop: () => {
      release();
      current?.stop();
      current = null;
      failPending('The page stopped listening');
    },
  };
}
