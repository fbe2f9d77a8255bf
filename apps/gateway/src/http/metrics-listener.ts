import { createServer, type Server } from 'node:http';
import type { MetricsRegistry } from '@tessera/platform';

/**
 * `/metrics` on its own port (`TESSERA_METRICS_PORT`), for Prometheus inside the cluster: the
 * public port then has none, so route names, counts and pool sizes are not shown to the internet.
 */
export async function listenForMetrics(metrics: MetricsRegistry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics could not be collected'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
