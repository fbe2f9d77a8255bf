import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { Locale } from '@tessera/i18n';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import { BusClient } from '../bus/bus-client';
import { BusExceptionFilter } from '../bus/bus-exception.filter';
import { BusServer } from '../bus/bus-server';
import type { BusTransport } from '../bus/bus-transport';
import { JsonLogger } from '../logging/json-logger';
import { runWithRequestContext } from '../logging/request-context';
import { BusTest } from './bus-test.contracts';
import { BusTestServiceModule, ReplicaLog } from './bus-test.service';

/** How a test gets transports: each call is one process's connection to the same bus. */
export interface TransportFactory {
  connect(name: string): Promise<BusTransport>;
  /** Kills a connection as a crash would: nothing finishes, nothing is acknowledged. */
  abort(transport: BusTransport): Promise<void>;
  /** Runs before each test (e.g. purge queues left by earlier runs). */
  reset?(): Promise<void>;
}

interface Replica {
  log: ReplicaLog;
  app: INestMicroservice;
  transport: BusTransport;
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The behaviour every bus transport must have. Run once per transport (in-process in the unit
 * suite, NATS + JetStream in the integration suite): same validation, deadlines, errors, groups, jobs.
 */
export function busContractSuite(label: string, factory: TransportFactory): void {
  describe(`bus contract: ${label}`, () => {
    const replicas: Replica[] = [];
    const transports: BusTransport[] = [];
    const silent = new JsonLogger('bustest', 'error', () => undefined);

    async function startReplica(name: string): Promise<Replica> {
      const transport = await factory.connect(name);
      const log = new ReplicaLog(name);
      const app = await NestFactory.createMicroservice(BusTestServiceModule.forReplica(log), {
        strategy: new BusServer({ transport, service: 'bustest', jobConcurrency: 2, logger: silent }),
        logger: false,
      });
      app.useGlobalFilters(new BusExceptionFilter());
      await app.listen();
      const replica = { log, app, transport };
      replicas.push(replica);
      return replica;
    }

    async function client(): Promise<BusClient> {
      const transport = await factory.connect('client');
      transports.push(transport);
      return new BusClient(transport);
    }

    beforeEach(async () => {
      await factory.reset?.();
    });

    afterEach(async () => {
      for (const replica of replicas.splice(0)) {
        replica.log.release();
        await replica.app.close().catch(() => undefined);
        await replica.transport.close().catch(() => undefined);
      }
      for (const transport of transports.splice(0)) await transport.close().catch(() => undefined);
    });

    it('answers a request with the handler result and carries the request id across', async () => {
      await startReplica('a');
      const bus = await client();
      const reply = await runWithRequestContext({ requestId: 'req-123' }, () => bus.request(BusTest.echo, { text: 'hi' }));
      expect(reply).toEqual({ text: 'hi', servedBy: 'a', requestId: 'req-123' });
    });

    it('carries the request’s language to the handler, and leaves out one this build does not know', async () => {
      await startReplica('a');
      const bus = await client();
      const known = await runWithRequestContext({ requestId: 'req-fr', locale: 'pt_BR' }, () => bus.request(BusTest.echo, { text: 'oi' }));
      expect(known.locale).toBe('pt_BR');
      const unknown = await runWithRequestContext({ requestId: 'req-xx', locale: 'tlh' as Locale }, () =>
        bus.request(BusTest.echo, { text: 'nuqneH' }),
      );
      expect(unknown.locale).toBeUndefined();
    });

    it('gives a structured timeout error when the deadline passes', async () => {
      await startReplica('a');
      const bus = await client();
      const error = await bus.request(BusTest.echo, { text: 'slow', delayMs: 800 }, { timeoutMs: 150 }).catch((e) => e);
      expect(error).toBeInstanceOf(TesseraError);
      expect(error.code).toBe(ErrorCode.TIMEOUT);
      expect(error.message).toContain('bustest.echo.run');
    });

    it('rejects an invalid payload with a validation error naming the field', async () => {
      const replica = await startReplica('a');
      const bus = await client();
      const error = await bus.request(BusTest.echo, { text: 42 as unknown as string }).catch((e) => e);
      expect(error.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(Object.keys(error.fields)).toEqual(['text']);
      expect(error.message).toContain('text');
      expect(replica.log.echoes).toEqual([]);
    });

    it('turns a throwing handler into a structured error and keeps serving', async () => {
      await startReplica('a');
      const bus = await client();
      const domain = await bus.request(BusTest.fail, { kind: 'domain' }).catch((e) => e);
      expect(domain).toMatchObject({ code: ErrorCode.CONFLICT, message: 'Name already taken', extra: { name: 'x' } });
      const unexpected = await bus.request(BusTest.fail, { kind: 'unexpected' }).catch((e) => e);
      expect(unexpected).toMatchObject({ code: ErrorCode.INTERNAL, message: 'database exploded' });
      await expect(bus.request(BusTest.echo, { text: 'still here' })).resolves.toMatchObject({ text: 'still here' });
    });

    it('reports when no service handles a subject', async () => {
      const bus = await client();
      const error = await bus.request(BusTest.echo, { text: 'anyone?' }, { timeoutMs: 1000 }).catch((e) => e);
      expect([ErrorCode.UNAVAILABLE, ErrorCode.TIMEOUT]).toContain(error.code);
    });

    it('splits requests between two replicas of a queue group', async () => {
      const a = await startReplica('a');
      const b = await startReplica('b');
      const bus = await client();
      await Promise.all(Array.from({ length: 40 }, (_, i) => bus.request(BusTest.echo, { text: `m${i}` })));
      expect(a.log.echoes.length + b.log.echoes.length).toBe(40);
      expect(a.log.echoes.length).toBeGreaterThan(0);
      expect(b.log.echoes.length).toBeGreaterThan(0);
    });

    it('delivers an event to one replica of the group and to every fanout subscriber', async () => {
      const a = await startReplica('a');
      const b = await startReplica('b');
      const bus = await client();
      for (let n = 1; n <= 10; n += 1) await bus.emit(BusTest.ping, { n });
      await waitUntil(() => a.log.pings.length + b.log.pings.length === 10, 5000);
      await waitUntil(() => a.log.fanoutPings.length === 10 && b.log.fanoutPings.length === 10, 5000);
      expect([...a.log.pings, ...b.log.pings].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('tells the handler when the requester gives up', async () => {
      const replica = await startReplica('a');
      const bus = await client();
      const controller = new AbortController();
      const pending = bus.request(BusTest.waitForCancel, { token: 't1' }, { signal: controller.signal });
      await new Promise((resolve) => setTimeout(resolve, 200));
      controller.abort();
      await expect(pending).rejects.toMatchObject({ extra: { cancelled: true } });
      await waitUntil(() => replica.log.cancelled.includes('t1'), 5000);
    });

    it('shares durable jobs between worker replicas', async () => {
      const a = await startReplica('a');
      const b = await startReplica('b');
      const bus = await client();
      for (let i = 0; i < 20; i += 1) await bus.enqueue(BusTest.work, { id: `j${i}` });
      await waitUntil(() => a.log.jobs.length + b.log.jobs.length === 20, 10_000);
      expect(a.log.jobs.length).toBeGreaterThan(0);
      expect(b.log.jobs.length).toBeGreaterThan(0);
    });

    it('redelivers a job whose worker dies before acknowledging it, exactly once to completion', async () => {
      const doomed = await startReplica('doomed');
      const bus = await client();
      await bus.enqueue(BusTest.work, { id: 'precious', behaviour: 'block-first-delivery' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await factory.abort(doomed.transport);
      const survivor = await startReplica('survivor');
      await waitUntil(() => survivor.log.jobs.some((j) => j.id === 'precious'), 15_000);
      expect(survivor.log.jobs.filter((j) => j.id === 'precious')).toEqual([{ id: 'precious', deliveryCount: 2 }]);
      expect(doomed.log.jobs).toEqual([]);
    });

    it('stores a job enqueued twice with the same id once', async () => {
      const replica = await startReplica('a');
      const bus = await client();
      await bus.enqueue(BusTest.work, { id: 'once' }, { jobId: 'dedupe-1' });
      await bus.enqueue(BusTest.work, { id: 'once' }, { jobId: 'dedupe-1' });
      await bus.enqueue(BusTest.work, { id: 'marker' });
      await waitUntil(() => replica.log.jobs.some((j) => j.id === 'marker'), 10_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(replica.log.jobs.filter((j) => j.id === 'once')).toHaveLength(1);
    });
  });
}
