export interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

export function remember<K, V>(store: Store<K, V>, key: K, make: (key: K) => V): V {
  const kept = store.get(key);
  if (kept !== undefined) return kept;
  const made = make(key);
  store.set(key, made);
  return made;
}

// A map bounded by a weight (entries, or bytes as the caller counts them) that forgets
// the least recently used entries first.
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, {value: V; weight: number; read: boolean}>();
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
    entry.read = true;
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
    this.entries.set(key, {value, weight, read: false});
    this.used += weight;
    while (this.used > this.capacity) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      const [oldestKey, entry] = oldest.value;
      this.entries.delete(oldestKey);
      if (entry.read) {
        entry.read = false;
        this.entries.set(oldestKey, entry);
      } else this.used -= entry.weight;
    }
  }
}
