// Word stems through wink-nlp's English model, for matching a question or a remark against what
// a seat said ('acquisition' meets 'acquire'). The model (~41 MiB) loads on the first use, not at
// import: a server whose boards deliberate through an LLM provider may never need it. Stems are
// kept in small LRU caches, so a long-running server's memory does not grow with every text.
import { createRequire } from 'node:module';
import type { ItemToken, ItsFunction, Model, WinkMethods } from 'wink-nlp';
import winkNLP from 'wink-nlp';

let loaded: WinkMethods | undefined;

function wink(): WinkMethods {
  if (!loaded) loaded = winkNLP(createRequire(import.meta.url)('wink-eng-lite-web-model') as Model);
  return loaded;
}

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

/** The stems of a phrase's content words (no stop words, no punctuation). */
export function contentStemsOf(phrase: string): string[] {
  const key = phrase.toLowerCase();
  let stems = contentCache.get(key);
  if (!stems) {
    const nlp = wink();
    const found: string[] = [];
    nlp
      .readDoc(key)
      .tokens()
      .each((t: ItemToken) => {
        const stem = String(t.out(nlp.its.stem as ItsFunction<string>));
        if (!t.out(nlp.its.stopWordFlag) && /\p{L}{3,}/u.test(stem) && !found.includes(stem))
          found.push(stem);
      });
    stems = found;
    contentCache.set(key, stems);
  }
  return stems;
}
