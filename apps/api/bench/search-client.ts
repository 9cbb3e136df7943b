// The console's member search as one staff member uses it, measured from a process of its own
// (forked by scale.ts): the process that seeded 150,000 members carries a heap of hundreds of
// megabytes, and one of its garbage collections, landing inside a timed request, was counted as
// a 200-340 ms answer. Here the only work is the requests. Any pause of this process's own
// collector longer than 20 ms is reported with the answers it overlapped.
import { PerformanceObserver, performance } from 'node:perf_hooks';

export interface SearchJob {
  base: string;
  token: string;
  queries: string[];
  repeats: number;
  headers: Record<string, string>;
}

export interface SearchFigure {
  q: string;
  total: number;
  slowestMs: number;
  medianMs: number;
  /** This process's collector pauses (ms) during the query's answers: should be none. */
  clientPausesMs: number[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(job: SearchJob): Promise<SearchFigure[]> {
  const pauses: Array<{ start: number; end: number }> = [];
  const watch = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.duration > 20) pauses.push({ start: e.startTime, end: e.startTime + e.duration });
  });
  watch.observe({ entryTypes: ['gc'] });
  const ask = (q: string) =>
    fetch(`${job.base}/api/admin/members?q=${encodeURIComponent(q)}`, {
      headers: { authorization: `Bearer ${job.token}`, ...job.headers },
    });
  // One unmeasured pass: the first searches after seeding read the trigram index from disk.
  for (const q of job.queries) await ask(q).then((res) => res.arrayBuffer());
  const found: SearchFigure[] = [];
  for (const q of job.queries) {
    const times: number[] = [];
    const spans: Array<{ start: number; end: number }> = [];
    let total = 0;
    for (let i = 0; i < job.repeats; i++) {
      const sent = performance.now();
      const res = await ask(q);
      const body = (await res.json()) as { data?: { total: number } };
      const done = performance.now();
      times.push(done - sent);
      if (done - sent > 100)
        console.log(
          `[client] ${new Date().toISOString()} ${q} answer ${i + 1} took ${(done - sent).toFixed(0)} ms`,
        );
      spans.push({ start: sent, end: done });
      if (!res.ok || !body.data) throw new Error(`member search ${q} answered ${res.status}`);
      total = body.data.total;
    }
    // Let the observer deliver the last entries before they are matched to answers.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const clientPausesMs = pauses
      .filter((p) => spans.some((s) => p.start < s.end && p.end > s.start))
      .map((p) => Math.round(p.end - p.start));
    found.push({ q, total, slowestMs: Math.max(...times), medianMs: median(times), clientPausesMs });
  }
  watch.disconnect();
  return found;
}

process.once('message', (job: SearchJob) => {
  measure(job).then(
    (figures) => process.send!({ figures }, () => process.exit(0)),
    (err: unknown) => process.send!({ error: String(err) }, () => process.exit(1)),
  );
});
