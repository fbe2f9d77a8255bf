import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestFactory } from '@nestjs/core';
import { BusServer, type PlatformRuntime } from '@tessera/platform';
import cookieParser from 'cookie-parser';
import { WsAdapter } from '@nestjs/platform-ws';
import { GatewayModule } from './gateway.module';
import { formBodyParser, jsonBodyParser } from './http/body-parsers';
import { createBodyValidationPipe } from './http/body-validation.pipe';
import { requestContextMiddleware } from './http/request-context.middleware';
import { headersSetBy, refuseSourceMaps, securityHeaders } from './http/security-headers';
import { PrincipalResolver } from './auth/principal.resolver';
import { RemoteUserLogin } from './auth/remote-user-login';
import { AnswerCache } from './serving/answer-cache';
import { answerInvalidation } from './serving/answer-invalidation';
import { answerCapture } from './serving/answer-capture';
import { FrontDoor } from './serving/front-door';
import { installAccessLog } from './http/access-log';
import { installHttpTracing } from './http/http-tracing';
import { drainHttp, ShutdownState } from './http/http-drain';
import { listenForMetrics } from './http/metrics-listener';
import { installFrontDoor } from './serving/install-front-door';
import { loadShedder } from './serving/load-shedder';
import { compressAnswers } from './http/compress-answers';
import { hashedAssets } from './spa/hashed-assets';
import { AssetShelf } from './spa/asset-shelf';
import { ChartDataSocket } from './resources/chart-data/chart-data.socket';
import express, { type RequestHandler } from 'express';

export interface RunningGateway {
  app: NestExpressApplication;
  url: string;
  /** Where Prometheus scrapes this gateway: the internal listener when `TESSERA_METRICS_PORT` is set. */
  metricsUrl: string;
  /** Drains, then closes. `immediate`: no settling time and idle connections closed at once (tests that own every client). */
  stop(options?: { immediate?: boolean }): Promise<void>;
}

/** Where the built SPA lives relative to this file, both from `src/` (tests) and `dist/` (runtime). */
export const DEFAULT_WEB_DIST = path.resolve(__dirname, '../../web/dist');

/**
 * Static files are looked up on disk for each request that reaches the static handler; API routes
 * (registered after these middlewares) never name a file, so they skip the lookup.
 */
function exceptApi(handler: RequestHandler): RequestHandler {
  return (request, response, next) =>
    request.path.startsWith('/api/') || request.path === '/health' || request.path === '/ready' ? next() : handler(request, response, next);
}

/** How long a stopping gateway waits for socket chart queries already running (HTTP requests are waited for in full). */
const DRAIN_GRACE_MS = 20_000;

/** How long a stopping gateway keeps accepting connections while load balancers notice it is leaving. */
const DRAIN_SETTLE_MS = 2_000;

/** Boots the gateway's HTTP server on the configured port (0 picks a free one, for tests). */
export async function startGateway(runtime: PlatformRuntime, options: { port?: number; webDist?: string } = {}): Promise<RunningGateway> {
  const transport = await runtime.connectBus('gateway');
  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRuntime({ runtime, transport, webDist }), {
    logger: runtime.logger.child('gateway').atLeast('warn'),
    bodyParser: false,
    abortOnError: false,
  });
  // `X-Forwarded-For` names the client only when the direct peer is a configured proxy; otherwise
  // anyone could pick their address per request (and with it their login-throttle bucket).
  const { trustedProxies } = runtime.config.auth;
  app.set('trust proxy', trustedProxies.length > 0 ? trustedProxies : false);
  app.disable('x-powered-by');
  const headers = securityHeaders(runtime.config.http);
  const answers = app.get(AnswerCache);
  app.use(requestContextMiddleware(runtime.metrics, runtime.config.defaultLocale));
  app.use(loadShedder(runtime.config.http.maxInFlight, runtime.metrics));
  app.use(answerInvalidation(answers));
  app.use(headers);
  app.use(compressAnswers());
  app.use(answerCapture(answers));
  app.use(cookieParser());
  if (runtime.config.sso.type === 'remote_user') app.use(app.get(RemoteUserLogin).middleware());
  app.use(jsonBodyParser);
  app.use(formBodyParser);
  app.useGlobalPipes(createBodyValidationPipe());
  app.use(refuseSourceMaps);
  app.use(hashedAssets(webDist));
  app.use(exceptApi(express.static(webDist, { index: false, maxAge: '1h', fallthrough: true })));
  app.useWebSocketAdapter(new WsAdapter(app));
  const fixedHeaders = { ...headersSetBy(headers), Vary: 'Accept-Encoding' };
  const assets = new AssetShelf(webDist);
  const logger = runtime.logger.child('gateway');
  const logError = (message: string, error: unknown) => logger.error(message, error instanceof Error ? error : { error: String(error) });
  installFrontDoor(
    app.getHttpServer(),
    new FrontDoor({
      answers,
      principals: app.get(PrincipalResolver),
      metrics: runtime.metrics,
      fixedHeaders,
      assets,
      logError,
      proxyLogin: runtime.config.sso.type === 'remote_user' ? app.get(RemoteUserLogin) : undefined,
    }),
  );
  // Without an exporter a span per request would be a no-op that still costs each cache hit its share.
  if (runtime.config.otelEndpoint) installHttpTracing(app.getHttpServer());
  installAccessLog(app.getHttpServer(), runtime.logger.child('access'));
  app.connectMicroservice(
    {
      strategy: new BusServer({
        transport,
        service: 'gateway',
        jobConcurrency: 1,
        logger: runtime.logger.child('gateway'),
        metrics: runtime.metrics,
      }),
    },
    { inheritAppConfig: true },
  );
  await app.startAllMicroservices();
  await app.listen(options.port ?? runtime.config.http.port, runtime.config.http.host);
  const { metricsPort, host } = runtime.config.http;
  const metricsServer = metricsPort > 0 ? await listenForMetrics(runtime.metrics, metricsPort, host) : null;
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    metricsUrl: metricsServer
      ? `http://127.0.0.1:${(metricsServer.address() as { port: number }).port}/metrics`
      : `http://127.0.0.1:${address.port}/metrics`,
    stop: async ({ immediate = false } = {}) => {
      // Drain before Nest's shutdown hooks run: no new connections, every request and socket query
      // in flight answered, and only then the modules (and the bus they answer through) closed.
      await Promise.all([
        drainHttp(app.getHttpServer(), app.get(ShutdownState), { settleMs: immediate ? 0 : DRAIN_SETTLE_MS, closeIdle: immediate }),
        app.get(ChartDataSocket).drain(DRAIN_GRACE_MS),
      ]);
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await app.close();
      await transport.close();
    },
  };
}
