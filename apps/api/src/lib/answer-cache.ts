// A micro-cache for busy public answers (draw, standings, the store's product list). On a Saturday
// morning hundreds of parents open the same few divisions within seconds; each
// answer is built (2-3 SQL statements, JSON, ETag) at most once per division per
// few seconds and then served from memory. Browsers already get max-age=30, so a
// few seconds of server-side reuse adds no staleness they would not see anyway.
// Concurrent misses for one key share one build (no stampede on the database).
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  /** The JSON body, encoded once (UTF-8) and sent as is on every hit. */
  body: Buffer;
  /** Strong validator of the body, as @fastify/etag would compute it. */
  etag: string;
}

interface Entry {
  expiresAt: number;
  answer: Promise<CachedAnswer>;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
    private readonly maxEntries = 2_000,
  ) {}

  /** Forgets every answer (after a change this process made, such as stock taken by a sale). */
  clear(): void {
    this.entries.clear();
  }

  async get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const now = this.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.answer;

    const answer = build().then((value) => {
      const body = Buffer.from(JSON.stringify(value), 'utf8');
      return { body, etag: `"${createHash('sha1').update(body).digest('base64')}"` };
    });
    if (this.ttlMs <= 0) return answer;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry = { expiresAt: now + this.ttlMs, answer };
    this.entries.set(key, entry);
    // Errors (404, database down) are not remembered.
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return answer;
  }
}
