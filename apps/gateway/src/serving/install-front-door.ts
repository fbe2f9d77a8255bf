import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FrontDoor } from './front-door';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts the front door before Express on the server's `request` event: what it does not answer
 * itself reaches Express exactly as before. Websocket upgrades are another event and unaffected.
 */
export function installFrontDoor(server: Server, frontDoor: FrontDoor): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`Expected one request listener (Express), found ${listeners.length}`);
  const [express] = listeners;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    frontDoor.handle(request, response, () => express(request, response)),
  );
}
