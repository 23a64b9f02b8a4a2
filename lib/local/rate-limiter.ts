export interface RateLimiterProps {
  /** Sustained requests per second per client. */
  readonly ratePerSecond: number;
  /** Bucket size: requests allowed in a burst. */
  readonly burst: number;
}

/** Token bucket per client address, like API Gateway's stage throttling. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(private readonly props: RateLimiterProps) {}

  /** Takes one token for `client`; returns the seconds to wait when none is left. */
  take(client: string, now: number = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const bucket = this.buckets.get(client) ?? { tokens: this.props.burst, updatedAt: now };
    bucket.tokens = Math.min(
      this.props.burst,
      bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.props.ratePerSecond,
    );
    bucket.updatedAt = now;
    this.buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.props.ratePerSecond)),
    };
  }
}
