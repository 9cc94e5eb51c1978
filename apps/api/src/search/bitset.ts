// Sets of document slots as bits (32 per word): the course index's unions, intersections and
// counts cost one pass over `words` however many documents match (course-index.ts, ADR 18).

export type Bits = Uint32Array;

/** A set with room for `size` slots, empty. */
export function emptyBits(size: number): Bits {
  return new Uint32Array(Math.ceil(size / 32));
}

export function setBit(bits: Bits, slot: number): void {
  const word = slot >>> 5;
  bits[word] = (bits[word] ?? 0) | (1 << (slot & 31));
}

export function clearBit(bits: Bits, slot: number): void {
  const word = slot >>> 5;
  bits[word] = (bits[word] ?? 0) & ~(1 << (slot & 31));
}

export function hasBit(bits: Bits, slot: number): boolean {
  return ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
}

/** `target |= source` (source may be shorter: a set made before the index grew). */
export function orInto(target: Bits, source: Bits): void {
  const n = Math.min(target.length, source.length);
  for (let i = 0; i < n; i += 1) target[i] = (target[i] ?? 0) | (source[i] ?? 0);
}

/** `target &= source`; slots beyond a shorter `source` are not in it. */
export function andInto(target: Bits, source: Bits): void {
  const n = Math.min(target.length, source.length);
  for (let i = 0; i < n; i += 1) target[i] = (target[i] ?? 0) & (source[i] ?? 0);
  target.fill(0, n);
}

/** `target &= ~source`. */
export function andNotInto(target: Bits, source: Bits): void {
  const n = Math.min(target.length, source.length);
  for (let i = 0; i < n; i += 1) target[i] = (target[i] ?? 0) & ~(source[i] ?? 0);
}

/**
 * The slots of `tier` not yet in `seen`, into `own`, and added to `seen`, in one pass: the next
 * tier of a ranking. Returns how many there were.
 */
export function takeNew(own: Bits, tier: Bits, seen: Bits): number {
  let count = 0;
  for (let i = 0; i < own.length; i += 1) {
    const fresh = (tier[i] ?? 0) & ~(seen[i] ?? 0);
    own[i] = fresh;
    seen[i] = (seen[i] ?? 0) | fresh;
    if (fresh !== 0) count += popcount32(fresh);
  }
  return count;
}

function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let count = 0;
  for (let i = 0; i < bits.length; i += 1) {
    const word = bits[i] ?? 0;
    if (word !== 0) count += popcount32(word);
  }
  return count;
}

/** The slots in the set, ascending. */
export function slotsOf(bits: Bits): number[] {
  const slots: number[] = [];
  for (let i = 0; i < bits.length; i += 1) {
    let word = bits[i] ?? 0;
    while (word !== 0) {
      const low = word & -word;
      slots.push(i * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return slots;
}
