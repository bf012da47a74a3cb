/**
 * Small synchronous, non-cryptographic hashing and PRNG helpers. They behave identically in the
 * browser, Node and jsdom (no WebCrypto), which keeps tokens, ids and "random" faults repeatable.
 */

/** FNV-1a, 32 bits; `basis` lets callers derive independent hashes of the same text. */
export function fnv1a32(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The four bases of the 128-bit hash, each mixed with its position. */
const BASES = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((basis, i) => basis ^ fnv1a32(String(i)));

/** 128 bits made of four FNV-1a passes with different bases, as 16 bytes. */
export function hashBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(16);
  BASES.forEach((basis, i) => {
    const h = fnv1a32(text, basis);
    bytes[i * 4] = h >>> 24;
    bytes[i * 4 + 1] = (h >>> 16) & 0xff;
    bytes[i * 4 + 2] = (h >>> 8) & 0xff;
    bytes[i * 4 + 3] = h & 0xff;
  });
  return bytes;
}

const hex8 = (n: number): string => n.toString(16).padStart(8, '0');

/**
 * A UUID-shaped id derived from a key, so named fixtures keep their ids across seeds and reloads:
 * the hex of `hashBytes(key)` with the version and variant digits set (built from the four words
 * directly, as seeding thousands of rows calls it for each).
 */
export function stableUuid(key: string): string {
  const hex =
    hex8(fnv1a32(key, BASES[0])) +
    hex8(fnv1a32(key, BASES[1])) +
    hex8(fnv1a32(key, BASES[2])) +
    hex8(fnv1a32(key, BASES[3]));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
