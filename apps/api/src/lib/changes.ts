// What changed in the database, told to every app process: PostgreSQL triggers (migration
// change_notifications) NOTIFY the channel below with a topic whenever a statement changes a
// table the kept answers are built from, whichever process or tool made the change (the
// console, a payment, staff SQL). Each process LISTENs on one connection of its own and clears
// the caches of that topic, so a result entered through one process changes the standings
// every other process answers at once, not when its copy would have expired.
//
// If the connection drops, notifications sent meanwhile are lost: on reconnecting, every
// topic is cleared (anything may have changed) and listening resumes, retrying with back-off.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export const CHANGE_CHANNEL = 'courtside_changes';
export const CHANGE_TOPICS = ['draw', 'store', 'settings'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

const isTopic = (value: string): value is ChangeTopic => (CHANGE_TOPICS as readonly string[]).includes(value);

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

export class Changes {
  private readonly listeners = new Map<ChangeTopic, Set<() => void>>();
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Calls `clear` whenever the topic changes; returns the way to stop. */
  on(topic: ChangeTopic, clear: () => void): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(clear);
    return () => set.delete(clear);
  }

  /** Starts listening; resolves once the first LISTEN is in place (or has failed and is being retried). */
  async start(): Promise<void> {
    await this.connect(false);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private notify(topic: ChangeTopic) {
    for (const clear of this.listeners.get(topic) ?? []) clear();
  }

  private async connect(reconnecting: boolean): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'courtside-changes',
    });
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload && isTopic(message.payload))
        this.notify(message.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    // Whatever changed while nobody listened is unknown: every kept answer goes.
    if (reconnecting) for (const topic of CHANGE_TOPICS) this.notify(topic);
  }

  private lost(client: pg.Client, err: unknown) {
    if (this.closed) return;
    if (this.client !== null && this.client !== client) return;
    if (this.retryTimer) return; // already coming back
    this.client = null;
    void client.end().catch(() => undefined);
    this.log.warn(
      { err: err instanceof Error ? { message: err.message } : undefined, retryInMs: this.retryMs },
      'lost the change notifications connection; reconnecting',
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect(true);
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}
