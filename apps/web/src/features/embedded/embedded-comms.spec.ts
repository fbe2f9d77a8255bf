/** @jest-environment node */
import { MessageChannel, type MessagePort as NodeMessagePort } from 'node:worker_threads';
import { EMBEDDED_COMMS_MESSAGE_TYPE, listenForEmbeddedComms, openEmbeddedCommsInbox } from './embedded-comms';

/** A stand-in for the iframe's window: an event target whose parent is the host page. */
function fakeFrameWindow() {
  const frame = new EventTarget() as EventTarget & { parent: object };
  frame.parent = {};
  return frame;
}

/**
 * The host's end as `@superset-ui/switchboard` drives it (messages copied from its source): `emit`
 * sends and forgets, `get` waits for the `reply` or `error` carrying its `messageId`.
 */
function hostSwitchboard(port: NodeMessagePort) {
  let nextId = 1;
  return {
    emit: (method: string, args?: unknown) => port.postMessage({ switchboardAction: 'emit', method, args }),
    get: (method: string, args?: unknown) =>
      new Promise((resolve, reject) => {
        const messageId = `m_superset-embedded-sdk_${nextId++}`;
        const listener = (message: { messageId: string; switchboardAction: string; result?: unknown; error?: string }) => {
          if (message.messageId !== messageId) return;
          port.off('message', listener);
          if (message.switchboardAction === 'reply') resolve(message.result);
          else reject(new Error(message.error));
        };
        port.on('message', listener);
        port.postMessage({ switchboardAction: 'get', method, messageId, args });
      }),
  };
}

/** What the SDK does on the iframe's load event: hand over one end of a channel, keep the other. */
function handshake(frame: ReturnType<typeof fakeFrameWindow>, source: object = frame.parent) {
  const channel = new MessageChannel();
  const event = new Event('message') as Event & { data: unknown; source: unknown; ports: unknown[] };
  Object.assign(event, { data: { type: EMBEDDED_COMMS_MESSAGE_TYPE, handshake: 'port transfer' }, source, ports: [channel.port2] });
  frame.dispatchEvent(event);
  const host = hostSwitchboard(channel.port1);
  return { host, close: () => [channel.port1, channel.port2].forEach((port: NodeMessagePort) => port.close()) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('listenForEmbeddedComms (the SDK switchboard protocol)', () => {
  it('takes every guest token the host emits, in order', async () => {
    const frame = fakeFrameWindow();
    const tokens: string[] = [];
    const stop = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: (token) => tokens.push(token) });
    const { host, close } = handshake(frame);
    host.emit('guestToken', { guestToken: 'first' });
    host.emit('guestToken', { guestToken: 'refreshed' });
    await tick();
    expect(tokens).toEqual(['first', 'refreshed']);
    stop();
    close();
  });

  it("answers the host's get calls, and rejects methods it does not define", async () => {
    const frame = fakeFrameWindow();
    const stop = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: () => undefined, methods: { getScrollSize: () => ({ width: 800, height: 600 }) } });
    const { host, close } = handshake(frame);
    await expect(host.get('getScrollSize')).resolves.toEqual({ width: 800, height: 600 });
    await expect(host.get('getDataMask')).rejects.toThrow('Method "getDataMask" is not defined');
    stop();
    close();
  });

  it('ignores ports offered by anyone but the parent window', async () => {
    const frame = fakeFrameWindow();
    const tokens: string[] = [];
    const stop = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: (token) => tokens.push(token) });
    const { host, close } = handshake(frame, {});
    host.emit('guestToken', { guestToken: 'from a stranger' });
    await tick();
    expect(tokens).toEqual([]);
    stop();
    close();
  });

  it('keeps a port handed over before the page listens, with the token sent meanwhile', async () => {
    const frame = fakeFrameWindow();
    openEmbeddedCommsInbox(frame as unknown as Window);
    const { host, close } = handshake(frame);
    host.emit('guestToken', { guestToken: 'early' });
    await tick();
    const tokens: string[] = [];
    const stop = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: (token) => tokens.push(token) });
    await tick();
    expect(tokens).toEqual(['early']);
    stop();
    close();
  });

  it('stops taking tokens once stopped', async () => {
    const frame = fakeFrameWindow();
    const tokens: string[] = [];
    const stop = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: (token) => tokens.push(token) });
    const { host, close } = handshake(frame);
    stop();
    host.emit('guestToken', { guestToken: 'late' });
    await tick();
    expect(tokens).toEqual([]);
    close();
  });
});
