/** Fixed-window request counts kept in memory (per process, or in the cluster's primary for all its workers). */
export class WindowCounters {
  private readonly counts = new Map<string, { current: number; startedAt: number }>();
  private lastSweep = Date.now();

  incr(key: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    if (now - this.lastSweep > 30_000) this.sweep(windowMs, now);
    let c = this.counts.get(key);
    if (!c || now - c.startedAt >= windowMs) {
      c = { current: 0, startedAt: now };
      this.counts.set(key, c);
    }
    c.current += 1;
    return { current: c.current, ttl: windowMs - (now - c.startedAt) };
  }

  private sweep(windowMs: number, now: number) {
    this.lastSweep = now;
    for (const [key, c] of this.counts) if (now - c.startedAt >= windowMs) this.counts.delete(key);
  }
}
