/**
 * A least-recently-used map bounded by a weight (entries, or bytes as the caller counts
 * them): the platform's caches of pure answers (function runs, search matches) stay within a
 * fixed share of its memory however long it runs (decision 0128).
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, {value: V; weight: number}>();
  private used = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (key: K, value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting keeps the map in least-recently-used order for eviction.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const weight = this.weigh(key, value);
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.used -= previous.weight;
    }
    // An entry heavier than the whole cache is not kept rather than emptying it.
    if (weight > this.capacity) return;
    this.entries.set(key, {value, weight});
    this.used += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.capacity) break;
      this.entries.delete(oldest);
      this.used -= entry.weight;
    }
  }
}
