// autocannon ships no types; this declares only what bench/run.ts uses.
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (request: RawRequest) => RawRequest;
      onResponse?: (status: number, body: string) => void;
    }[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
