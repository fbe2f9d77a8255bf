import { lookup } from 'node:dns/promises';
import { Socket } from 'node:net';

/** Whether DNS (or the hosts file) resolves `host`. */
export async function hostnameResolves(host: string): Promise<boolean> {
  try {
    await lookup(host);
    return true;
  } catch {
    return false;
  }
}

export type PortState = 'open' | 'closed' | 'unreachable';

/** Tries a TCP connection: refused means closed; no answer in `timeoutMs` (or no route) means unreachable. */
export function probePort(host: string, port: number, timeoutMs = 3000): Promise<PortState> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const finish = (state: PortState) => {
      socket.destroy();
      resolve(state);
    };
    socket.setTimeout(timeoutMs, () => finish('unreachable'));
    socket.once('connect', () => finish('open'));
    socket.once('error', (error: NodeJS.ErrnoException) => finish(error.code === 'ECONNREFUSED' ? 'closed' : 'unreachable'));
    socket.connect(port, host);
  });
}
