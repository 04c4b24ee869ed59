/**
 * Compressed answers that several learners read alike (the bank's views), kept by coding and content tag. An answer
 * is kept from the second time its tag is seen: a learner's own answers (a review, a dashboard) are never read twice
 * by anyone else, so they never take the place of the bank's. Bounded in bytes, least recently read first out; a
 * bank edit changes the bytes and so the tag, and the old entry simply ages out.
 */
export class SharedAnswers {
  private readonly kept = new Map<string, Buffer>();
  private readonly seen = new Set<string>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 8 * 1024 * 1024,
    private readonly maxSeen = 4096,
  ) {}

  get(key: string): Buffer | undefined {
    const body = this.kept.get(key);
    if (body) {
      // Map order is insertion order: reading moves the entry to the young end.
      this.kept.delete(key);
      this.kept.set(key, body);
    }
    return body;
  }

  /** Notes a read of `key`; on its second read keeps `body` and answers true (once), so the caller can improve it. */
  seenAgain(key: string, body: Buffer): boolean {
    if (this.kept.has(key)) return false;
    if (!this.seen.has(key)) {
      this.seen.add(key);
      if (this.seen.size > this.maxSeen) this.seen.delete(this.seen.values().next().value!);
      return false;
    }
    this.seen.delete(key);
    this.keep(key, body);
    return true;
  }

  /** Keeps (or replaces) `key`'s bytes, dropping the least recently read entries past the bound. */
  keep(key: string, body: Buffer): void {
    const old = this.kept.get(key);
    if (old) {
      this.bytes -= old.length;
      this.kept.delete(key);
    }
    if (body.length > this.maxBytes) return;
    this.kept.set(key, body);
    this.bytes += body.length;
    for (const [k, b] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(k);
      this.bytes -= b.length;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.bytes };
  }
}
