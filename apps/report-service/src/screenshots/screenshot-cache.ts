import { Inject, Injectable } from '@nestjs/common';
import {
  forbidden,
  notFound,
  type Caller,
  type ObjectSummary,
  type ScreenshotCacheReply,
  type ScreenshotCacheRequest,
  type ScreenshotImageReply,
  type ScreenshotImageRequest,
} from '@tessera/contracts';
import {
  JsonLogger,
  KV_STORE,
  LOCK_SERVICE,
  ObjectDirectoryClient,
  TESSERA_CONFIG,
  thumbnailDigest,
  type KeyValueStore,
  type LockService,
  type TesseraConfig,
  serverText,
} from '@tessera/platform';
import { pngToPdf } from './png-to-pdf';
import { ReportBrowser } from './report-browser';
import { ScreenshotRenderer } from './screenshot-renderer';
import {
  screenshotCacheKey,
  screenshotShape,
  shouldRender,
  ERROR_RETRY_SECONDS,
  type ScreenshotEntry,
  type ScreenshotShape,
} from './screenshot-sizes';

/** How long one render may take before it is given up (Superset's screenshot load wait, with room for a loaded machine). */
const RENDER_TIMEOUT_MS = 60_000;
/** The render's lock and its `Computing` mark outlive a render, so a crashed replica's mark expires and the next request renders. */
const RENDER_LEASE_SECONDS = RENDER_TIMEOUT_MS / 1000 + 30;
/**
 * Pages a replica draws at once. A list page asks for a card cover per row (25 at once); drawn all
 * together they would starve each other of the CPU and time out, so the rest wait their turn.
 */
const CONCURRENT_RENDERS = 2;

/**
 * Thumbnails and screenshots of charts and dashboards: drawn by the report service's renderer as the
 * requesting user, cached by key in the shared store (memory embedded, Redis in a cluster) and rendered
 * once per key across replicas (the key's lock). A request answers at once; the render runs behind it.
 */
@Injectable()
export class ScreenshotCache {
  private readonly publicUrl: string;
  private readonly ttlSeconds: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly objects: ObjectDirectoryClient,
    private readonly renderer: ScreenshotRenderer,
    private readonly browser: ReportBrowser,
    private readonly logger: JsonLogger,
    @Inject(KV_STORE) private readonly store: KeyValueStore,
    @Inject(LOCK_SERVICE) private readonly locks: LockService,
    @Inject(TESSERA_CONFIG) config: TesseraConfig,
  ) {
    this.publicUrl = config.reports.publicUrl;
    this.ttlSeconds = config.limits.cacheDefaultTimeoutSeconds;
  }

  async cache(request: ScreenshotCacheRequest, caller: Caller | undefined): Promise<ScreenshotCacheReply> {
    const userId = renderingUser(caller);
    const object = await this.visible(request.kind, request.objectId);
    const digest = thumbnailDigest(request.kind, request.objectId, object.changed_on ?? new Date(0), userId);
    const shape = screenshotShape(request.kind, request.purpose, request.windowSize, request.thumbSize);
    const cacheKey = screenshotCacheKey(request.kind, request.objectId, digest, request.purpose, shape, request.dashboardState);
    let entry = await this.entry(cacheKey);
    if (shouldRender(entry, request.force)) entry = await this.start(cacheKey, request, object, shape, userId);
    return { cacheKey, digest, url: object.url, status: entry?.status ?? 'Pending', updatedAt: entry?.updatedAt ?? null };
  }

  async image(request: ScreenshotImageRequest, caller: Caller | undefined): Promise<ScreenshotImageReply> {
    const userId = renderingUser(caller);
    await this.visible(request.kind, request.objectId);
    const entry = await this.entry(request.cacheKey);
    // Another user's picture is never handed out, even to someone who may see the object: it shows that user's rows.
    if (
      !entry?.image ||
      entry.status !== 'Updated' ||
      entry.userId !== userId ||
      entry.kind !== request.kind ||
      entry.objectId !== request.objectId
    ) {
      throw notFound(serverText('Not found'));
    }
    const png = Buffer.from(entry.image, 'base64');
    if (request.format === 'png') return { contentType: 'image/png', base64: entry.image };
    const pdf = await pngToPdf(await this.browser.get(), png);
    return { contentType: 'application/pdf', base64: pdf.toString('base64') };
  }

  private async visible(kind: ScreenshotCacheRequest['kind'], id: number): Promise<ObjectSummary> {
    const object = (await this.objects.describe(kind, [id])).get(id);
    if (!object) throw notFound(serverText('Not found'));
    return object;
  }

  private async entry(cacheKey: string): Promise<ScreenshotEntry | null> {
    const raw = await this.store.get(storeKey(cacheKey));
    return raw ? (JSON.parse(raw) as ScreenshotEntry) : null;
  }

  private async save(cacheKey: string, entry: ScreenshotEntry, ttlSeconds: number): Promise<void> {
    await this.store.set(storeKey(cacheKey), JSON.stringify(entry), ttlSeconds);
  }

  /** Marks the entry `Computing` and renders behind the answer; when another request already renders it, answers its mark. */
  private async start(
    cacheKey: string,
    request: ScreenshotCacheRequest,
    object: ObjectSummary,
    shape: ScreenshotShape,
    userId: number,
  ): Promise<ScreenshotEntry> {
    const lock = await this.locks.tryAcquire(`screenshot:${cacheKey}`, RENDER_LEASE_SECONDS * 1000);
    if (!lock) return (await this.entry(cacheKey)) ?? { ...base(request, userId), status: 'Computing' };
    const computing: ScreenshotEntry = { ...base(request, userId), status: 'Computing' };
    await this.save(cacheKey, computing, RENDER_LEASE_SECONDS);
    void this.inTurn(async () => {
      // The wait for a turn does not count against the lease: it starts again with the drawing.
      await lock.extend(RENDER_LEASE_SECONDS * 1000).catch(() => false);
      await this.save(cacheKey, computing, RENDER_LEASE_SECONDS);
      await this.render(cacheKey, request, object, shape, userId);
    })
      .catch((error: unknown) => this.logger.warn('screenshot not started', { cacheKey, error: String(error) }))
      .finally(() => lock.release().catch(() => undefined));
    return computing;
  }

  /** Runs `work` when one of the replica's drawing slots is free; a finished drawing hands its slot to the next in line. */
  private async inTurn(work: () => Promise<void>): Promise<void> {
    if (this.running < CONCURRENT_RENDERS) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private async render(
    cacheKey: string,
    request: ScreenshotCacheRequest,
    object: ObjectSummary,
    shape: ScreenshotShape,
    userId: number,
  ): Promise<void> {
    const started = Date.now();
    try {
      const shot = await this.renderer.render(
        {
          url: object.url,
          kind: request.kind,
          format: 'PNG',
          userId,
          width: shape.window[0],
          height: shape.window[1],
          scale: shape.scale,
          viewportOnly: shape.viewportOnly,
          dashboardState: request.dashboardState ?? null,
          dashboardId: request.kind === 'dashboard' ? request.objectId : null,
          timeoutMs: RENDER_TIMEOUT_MS,
        },
        this.publicUrl,
      );
      await this.save(cacheKey, { ...base(request, userId), status: 'Updated', image: shot.file.toString('base64') }, this.ttlSeconds);
      this.logger.info('screenshot rendered', {
        kind: request.kind,
        id: request.objectId,
        purpose: request.purpose,
        ms: Date.now() - started,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn('screenshot failed', { kind: request.kind, id: request.objectId, purpose: request.purpose, error: message });
      await this.save(cacheKey, { ...base(request, userId), status: 'Error', error: message }, ERROR_RETRY_SECONDS).catch(() => undefined);
    }
  }
}

/** Pictures are rendered as the requesting user; an embedded dashboard's guest has no user to render as. */
function renderingUser(caller: Caller | undefined): number {
  if (!caller?.userId) throw forbidden(serverText('Thumbnails and screenshots are rendered as a signed-in user'));
  return caller.userId;
}

function base(request: ScreenshotCacheRequest, userId: number) {
  return { updatedAt: new Date().toISOString(), userId, kind: request.kind, objectId: request.objectId };
}

function storeKey(cacheKey: string): string {
  return `screenshot:${cacheKey}`;
}
