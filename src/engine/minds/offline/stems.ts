// Word stems for matching a question or a remark against what a seat said ('acquisitions' meets
// 'acquisition'). Porter2 stems and a fixed stop-word list: the same stemmer and list wink-nlp's
// English model used, without loading the model's 40 MiB lexicon into every server process (ADR
// 0115). Stems are kept in a small LRU cache, so a long-running server's memory
// does not grow with every text.
import porter2 from 'wink-porter2-stemmer';
import { STOP_WORDS } from './stop-words.ts';

const STOP = new Set(STOP_WORDS);

/** A map that forgets its least recently used entry beyond `limit`. */
export class LruCache<K, V> {
  readonly #map = new Map<K, V>();
  readonly #limit: number;
  constructor(limit: number) {
    this.#limit = limit;
  }
  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.#limit) this.#map.delete(this.#map.keys().next().value as K);
  }
  get size(): number {
    return this.#map.size;
  }
}

const contentCache = new LruCache<string, string[]>(2000);

/** The stems of a phrase's content words (no stop words, no punctuation), in order, once each. */
export function contentStemsOf(phrase: string): string[] {
  const key = phrase.toLowerCase();
  let stems = contentCache.get(key);
  if (!stems) {
    const found: string[] = [];
    // "hasn't" is "has" and "not", as a tokenizer reads it; a hyphen joins two words, not one.
    for (const word of key.replace(/n['’]t\b/g, ' not').match(/[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu) ?? []) {
      if (STOP.has(word)) continue;
      const stem = porter2(word);
      if (/\p{L}{3,}/u.test(stem) && !found.includes(stem)) found.push(stem);
    }
    stems = found;
    contentCache.set(key, stems);
  }
  return stems;
}
