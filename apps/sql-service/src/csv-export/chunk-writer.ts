/**
 * Copies byte runs straight into buffers of a fixed size, handing each on once full: the bytes are copied once on
 * their way to the results backend, where gathering the pieces and then joining them copied them twice and allocated
 * them twice (and every allocation of buffers counts towards V8's next full garbage collection).
 */
export class ChunkWriter {
  private current: Buffer;
  private written = 0;
  private full: Buffer[] = [];

  constructor(private readonly chunkBytes: number) {
    this.current = Buffer.allocUnsafe(chunkBytes);
  }

  /** Copies `source[start, end)`, spilling into as many chunks as it fills. */
  copy(source: Buffer, start: number, end: number): void {
    for (let at = start; at < end;) {
      const copied = source.copy(this.current, this.written, at, Math.min(end, at + this.chunkBytes - this.written));
      at += copied;
      this.written += copied;
      if (this.written === this.chunkBytes) this.nextChunk();
    }
  }

  byte(value: number): void {
    this.current[this.written++] = value;
    if (this.written === this.chunkBytes) this.nextChunk();
  }

  /** The chunks filled since the last call, in order. */
  takeFull(): Buffer[] {
    const full = this.full;
    this.full = [];
    return full;
  }

  /**
   * A copy of what is written of the chunk not yet full, or null when nothing is. A copy, not a view: a view would keep
   * the whole chunk-sized buffer alive wherever it is stored (a small export's one chunk in the embedded store).
   */
  rest(): Buffer | null {
    if (this.written === 0) return null;
    const rest = Buffer.allocUnsafe(this.written);
    this.current.copy(rest, 0, 0, this.written);
    this.written = 0;
    return rest;
  }

  private nextChunk(): void {
    this.full.push(this.current);
    this.current = Buffer.allocUnsafe(this.chunkBytes);
    this.written = 0;
  }
}
