import { DESCRIBE_OBJECTS, ErrorCode, OBJECT_OWNER_SERVICE, TesseraError, type ObjectSummary, type ObjectType } from '@tessera/contracts';
import type { BusClient } from '../bus/bus-client';

/**
 * Asks the service that owns an object type about objects: existence, name, url, owners and whether
 * the caller (the envelope's) may edit them.
 */
export class ObjectDirectoryClient {
  constructor(private readonly bus: BusClient) {}

  async describe(type: ObjectType, ids: number[]): Promise<Map<number, ObjectSummary>> {
    if (ids.length === 0) return new Map();
    const descriptor = DESCRIBE_OBJECTS[OBJECT_OWNER_SERVICE[type] as keyof typeof DESCRIBE_OBJECTS];
    try {
      const { objects } = await this.bus.request(descriptor, { type, ids: [...new Set(ids)] });
      return new Map(objects.map((o) => [o.id, o]));
    } catch (error) {
      if (error instanceof TesseraError && error.code === ErrorCode.UNAVAILABLE) {
        throw new TesseraError(ErrorCode.UNAVAILABLE, `Objects of type ${type} cannot be looked up right now`);
      }
      throw error;
    }
  }
}
