import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { loadConfig } from '../config/load-config';
import { RedisLockService } from './lock-service';
import { RedisKeyValueStore } from './redis-key-value.store';
import { singleFlightContract } from './single-flight.contract';

const redis = new Redis(loadConfig().redisUrl);
const prefix = `test-sf-${randomUUID()}:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

singleFlightContract(
  'Redis (cluster)',
  async () => ({ store: new RedisKeyValueStore(redis, prefix), locks: new RedisLockService(redis, `${prefix}lock:`) }),
  () => randomUUID(),
);
