import { createHash } from 'node:crypto';

/**
 * A stable uuid for an example object (`database:examples`, `chart:Total Revenue`), the same on every
 * machine, so the examples can be found again by uuid and are never created twice.
 */
export function exampleUuid(kind: 'database' | 'dataset' | 'chart', name: string): string {
  const hex = createHash('sha1').update(`tessera-examples:${kind}:${name}`).digest('hex').slice(0, 32).split('');
  // Name-based uuid (version 5, RFC 4122 variant), as uuid5 would format it.
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
