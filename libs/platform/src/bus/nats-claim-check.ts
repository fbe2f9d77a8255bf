import { randomUUID } from 'node:crypto';
import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { KeyValueStore } from '../cache/key-value-store';
import { decodeJson, encodeJson } from './wire-format';

const BLOB_TTL_SECONDS = 300;
/** NATS servers refuse messages over 1 MB by default; bigger bodies travel through the shared store. */
export const DEFAULT_MAX_INLINE_BYTES = 512 * 1024;

interface BlobReference {
  __blob: string;
}

function isBlobReference(value: unknown): value is BlobReference {
  return !!value && typeof value === 'object' && typeof (value as BlobReference).__blob === 'string';
}

/**
 * Claim-check encoding: small messages go inline; large ones are parked in the shared store and
 * replaced by a reference the receiver resolves. Chart results and import bundles can be megabytes.
 */
export class ClaimCheckCodec {
  constructor(
    private readonly store: KeyValueStore | undefined,
    private readonly maxInlineBytes = DEFAULT_MAX_INLINE_BYTES,
  ) {}

  async encode(value: unknown): Promise<Uint8Array> {
    const inline = encodeJson(value);
    if (inline.byteLength <= this.maxInlineBytes) return inline;
    if (!this.store) {
      throw new TesseraError(ErrorCode.INTERNAL, `Message of ${inline.byteLength} bytes is too large for the bus`);
    }
    const key = `bus:blob:${randomUUID()}`;
    await this.store.set(key, JSON.stringify(value), BLOB_TTL_SECONDS);
    return encodeJson({ __blob: key } satisfies BlobReference);
  }

  async decode<T>(data: Uint8Array): Promise<T> {
    const value = decodeJson<unknown>(data);
    if (!isBlobReference(value)) return value as T;
    const stored = this.store ? await this.store.get(value.__blob) : null;
    if (stored === null) throw new TesseraError(ErrorCode.INTERNAL, 'A large bus message expired before it was read');
    await this.store?.delete(value.__blob);
    return JSON.parse(stored) as T;
  }
}
