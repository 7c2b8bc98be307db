//! The per-token rate limit: a token bucket for each token, in this process (each `serve`
//! process limits on its own; the limit bounds load, it is no accounting).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

/// Buckets kept before the idle ones are dropped (bounded memory).
const MAX_BUCKETS: usize = 100_000;

/// Token buckets by key.
#[derive(Debug)]
pub struct RateLimit {
    rate: f64,
    burst: f64,
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
}

impl RateLimit {
    /// `rate` requests a second on average, `burst` at once.
    pub fn new(rate: f64, burst: f64) -> RateLimit {
        RateLimit {
            rate: rate.max(0.001),
            burst: burst.max(1.0),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one request of `key` at `now`.
    ///
    /// # Errors
    /// Over the limit: the seconds until the next request is allowed.
    pub fn take(&self, key: &str, now: Instant) -> Result<(), u64> {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() >= MAX_BUCKETS {
            let (rate, burst) = (self.rate, self.burst);
            buckets.retain(|_, (level, at)| {
                *level + rate * now.duration_since(*at).as_secs_f64() < burst
            });
        }
        let (level, at) = buckets.entry(key.to_string()).or_insert((self.burst, now));
        let refilled = (*level + self.rate * now.duration_since(*at).as_secs_f64()).min(self.burst);
        *at = now;
        if refilled >= 1.0 {
            *level = refilled - 1.0;
            Ok(())
        } else {
            *level = refilled;
            Err(((1.0 - refilled) / self.rate).ceil().max(1.0) as u64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn issue_23_a_token_gets_its_burst_then_waits_for_the_rate() {
        let limit = RateLimit::new(2.0, 3.0);
        let t0 = Instant::now();
        assert!((0..3).all(|_| limit.take("a", t0).is_ok()));
        assert_eq!(limit.take("a", t0), Err(1));
        assert!(limit.take("b", t0).is_ok());
        assert!(limit.take("a", t0 + Duration::from_millis(600)).is_ok());
        assert!(limit.take("a", t0 + Duration::from_millis(600)).is_err());
    }
}
