/**
 * Requests at a steady rate for `npm run bench:api`: the i-th request leaves at start + i/rate
 * seconds whatever the earlier ones' times (an open model, as learners arrive), and its latency
 * counts from then, so a slow answer is never hidden by the next request waiting for it.
 * autocannon's `overallRate` is not this: it sends each second's requests at once, then waits for
 * the next second, and measures a burst.
 */
export interface SteadyRequest {
  path: string;
  method: string;
  headers?: Record<string, string>;
}

/** What the bench's table reads from a run, from autocannon or from here. */
export interface Summary {
  requests: { total: number };
  /** Seconds. */
  duration: number;
  latency: { p50: number; p99: number };
  non2xx: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function steadyRate(options: {
  url: string;
  rate: number;
  amount: number;
  request: (index: number) => SteadyRequest;
  onResponse?: (status: number, body: string) => void;
}): Promise<Summary> {
  const { url, rate, amount } = options;
  const latencies: number[] = [];
  let non2xx = 0;
  const start = performance.now();
  const sent: Promise<void>[] = [];
  for (let index = 0; index < amount; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { path, method, headers } = options.request(index);
    sent.push(
      fetch(`${url}${path}`, { method, ...(headers ? { headers } : {}) }).then(async (response) => {
        const body = await response.text();
        latencies.push(performance.now() - due);
        if (response.status < 200 || response.status > 299) non2xx += 1;
        options.onResponse?.(response.status, body);
      }),
    );
  }
  await Promise.all(sent);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: { total: amount },
    duration: (performance.now() - start) / 1000,
    latency: { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) },
    non2xx,
  };
}
