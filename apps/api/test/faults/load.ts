// A small load generator for the fault tests: a few workers send requests in a loop
// over real HTTP and record, for each, when it started, how long it took and what
// came back (status and error code, or the network error).
export interface Shot {
  name: string;
  startedAt: number;
  ms: number;
  status: number | null;
  /** `error` of a JSON error answer, or the network error's code. */
  error: string | null;
  message: string | null;
}

export interface RequestPlan {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: () => unknown;
}

/** What the client would wait at most: the test asserts answers come well within it. */
export const CLIENT_TIMEOUT_MS = 10_000;

export async function shoot(base: string, plan: RequestPlan): Promise<Shot> {
  const startedAt = Date.now();
  try {
    const res = await fetch(base + plan.path, {
      method: plan.method ?? 'GET',
      headers: { ...(plan.body ? { 'content-type': 'application/json' } : {}), ...plan.headers },
      body: plan.body ? JSON.stringify(plan.body()) : undefined,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: { error?: string; message?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // not JSON
    }
    return {
      name: plan.name,
      startedAt,
      ms: Date.now() - startedAt,
      status: res.status,
      error: res.status >= 400 ? (body.error ?? null) : null,
      message: body.message ?? null,
    };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    const code = cause?.code ?? (err as { name?: string }).name ?? 'network_error';
    return {
      name: plan.name,
      startedAt,
      ms: Date.now() - startedAt,
      status: null,
      error: code,
      message: String(err),
    };
  }
}

/** Runs `workers` loops over the plans until stop() is called; resolves with every shot. */
export function startLoad(base: string, plans: RequestPlan[], workers: number) {
  const shots: Shot[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = w; running; i++) {
      shots.push(await shoot(base, plans[i % plans.length]!));
      // A breath between requests, so a failing database (fast answers) does not turn the loop into a spin.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    shots,
    async stop() {
      running = false;
      await Promise.all(loops);
      return shots;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until check() is true (or throws after timeoutMs). */
export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}
