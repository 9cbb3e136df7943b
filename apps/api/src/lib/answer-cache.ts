// A micro-cache for busy public answers (draw, standings, the store's product list). On a Saturday
// morning hundreds of parents open the same few divisions within seconds; each
// answer is built (2-3 SQL statements, JSON, ETag) at most once per division per
// few seconds and then served from memory. Browsers already get max-age=30, so a
// few seconds of server-side reuse adds no staleness they would not see anyway.
// Concurrent misses for one key share one build (no stampede on the database).
//
// Each answer is also compressed once (brotli and gzip) when it is built: a phone on
// game day downloads ~6 KB instead of ~60 KB for a division's draw, and the server does
// not compress the same bytes again for every request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedAnswer {
  /** The JSON body, encoded once (UTF-8) and sent as is on every hit. */
  body: Buffer;
  /** Strong validator of the body, as @fastify/etag would compute it. */
  etag: string;
  /** The body compressed once, for clients that accept it. */
  br: Buffer;
  gzip: Buffer;
}

/** Answers below this size are sent as they are: compressing them saves nothing worth the header. */
const COMPRESS_FROM_BYTES = 1_024;

/**
 * Sends a cached answer as JSON, brotli or gzip encoded when the client accepts it (each
 * encoding with its own ETag, so a revalidation gets 304 for the bytes it holds).
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (answer.body.length >= COMPRESS_FROM_BYTES) {
    if (/\bbr\b/.test(accepts))
      return reply
        .header('content-encoding', 'br')
        .header('etag', answer.etag.replace(/"$/, '-br"'))
        .send(answer.br);
    if (/\bgzip\b/.test(accepts))
      return reply
        .header('content-encoding', 'gzip')
        .header('etag', answer.etag.replace(/"$/, '-gz"'))
        .send(answer.gzip);
  }
  return reply.header('etag', answer.etag).send(answer.body);
}

interface Entry {
  expiresAt: number;
  answer: Promise<CachedAnswer>;
  /** A fresh answer is being built while this one is still served. */
  refreshing: boolean;
}

/** In the last fifth of an answer's life, a request starts building the next one in the background. */
const REFRESH_AHEAD = 0.2;

const encode = (value: unknown): CachedAnswer => {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64')}"`,
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body),
  };
};

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
    if (hit && hit.expiresAt > now) {
      // Busy answers are rebuilt shortly before they expire, so no request waits for a rebuild
      // (an answer is never served past its lifetime: an expired one is rebuilt first).
      if (!hit.refreshing && hit.expiresAt - now < this.ttlMs * REFRESH_AHEAD) {
        hit.refreshing = true;
        build()
          .then(encode)
          .then(
            (fresh) => {
              if (this.entries.get(key) === hit)
                this.entries.set(key, {
                  expiresAt: now + this.ttlMs,
                  answer: Promise.resolve(fresh),
                  refreshing: false,
                });
            },
            () => {
              hit.refreshing = false;
            },
          );
      }
      return hit.answer;
    }

    const answer = build().then(encode);
    if (this.ttlMs <= 0) return answer;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry: Entry = { expiresAt: now + this.ttlMs, answer, refreshing: false };
    this.entries.set(key, entry);
    // Errors (404, database down) are not remembered.
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return answer;
  }
}
