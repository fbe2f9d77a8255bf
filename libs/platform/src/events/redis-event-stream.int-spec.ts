import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { loadConfig } from '../config/load-config';
import { eventStreamContract } from './event-stream.contract';
import { RedisEventStreamStore } from './redis-event-stream';

const redis = new Redis(loadConfig().redisUrl);
const prefix = `test-events-${randomUUID()}-`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

eventStreamContract(
  'Redis streams',
  async () => new RedisEventStreamStore(redis, prefix),
  () => randomUUID(),
);
