// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url?: string;
      connections?: number;
      duration?: number;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      total: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      '2xx': number;
      '3xx': number;
      non2xx: number;
    }
  }
  function autocannon(opts: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): void;
  export default autocannon;
}
