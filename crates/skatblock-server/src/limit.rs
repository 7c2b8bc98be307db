//! The per-token rate limit: a token bucket for each token, in this process (each `serve`
//! process limits on its own; the limit bounds load, it is no accounting).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Buckets kept before the full ones are dropped (bounded memory).
const MAX_BUCKETS: usize = 100_000;

/// How often a full map is swept at most (a sweep visits every bucket).
const SWEEP_EVERY: Duration = Duration::from_secs(1);

/// Token buckets by key.
#[derive(Debug)]
pub struct RateLimit {
    rate: f64,
    burst: f64,
    buckets: Mutex<Buckets>,
}

/// The buckets (level, last taken) and when they were last swept.
#[derive(Debug, Default)]
struct Buckets {
    by_key: HashMap<String, (f64, Instant)>,
    swept: Option<Instant>,
}

impl RateLimit {
    /// `rate` requests a second on average, `burst` at once.
    pub fn new(rate: f64, burst: f64) -> RateLimit {
        RateLimit {
            rate: rate.max(0.001),
            burst: burst.max(1.0),
            buckets: Mutex::new(Buckets::default()),
        }
    }

    /// Takes one request of `key` at `now`. While the buckets are full of keys that used
    /// their burst (many tokens at once, or made-up ones), a new key waits for the next
    /// sweep: memory and the work per request stay bounded whatever is sent.
    ///
    /// # Errors
    /// Over the limit: the seconds until the next request is allowed.
    pub fn take(&self, key: &str, now: Instant) -> Result<(), u64> {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if !buckets.by_key.contains_key(key) && buckets.by_key.len() >= MAX_BUCKETS {
            self.sweep(&mut buckets, now)?;
        }
        let (level, at) = buckets
            .by_key
            .entry(key.to_string())
            .or_insert((self.burst, now));
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

    /// Drops the buckets that are full again, at most once per `SWEEP_EVERY`.
    ///
    /// # Errors
    /// Still full: the seconds until the next sweep may make room.
    fn sweep(&self, buckets: &mut Buckets, now: Instant) -> Result<(), u64> {
        let due = buckets
            .swept
            .is_none_or(|at| now.duration_since(at) >= SWEEP_EVERY);
        if due {
            let (rate, burst) = (self.rate, self.burst);
            buckets.by_key.retain(|_, (level, at)| {
                *level + rate * now.duration_since(*at).as_secs_f64() < burst
            });
            buckets.swept = Some(now);
        }
        if buckets.by_key.len() >= MAX_BUCKETS {
            return Err(SWEEP_EVERY.as_secs().max(1));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn issue_23_full_buckets_are_swept_at_most_once_a_second_and_new_keys_wait() {
        let limit = RateLimit::new(1.0, 1.0);
        let t0 = Instant::now();
        for k in 0..MAX_BUCKETS {
            assert!(limit.take(&k.to_string(), t0).is_ok());
        }
        // Every bucket used its burst: a new key finds no room, and a sweep is not repeated
        // within the second (a second new key at once fails without visiting them again).
        assert_eq!(limit.take("new", t0), Err(1));
        let swept = limit.buckets.lock().expect("lock").swept;
        assert_eq!(swept, Some(t0));
        assert_eq!(limit.take("newer", t0 + Duration::from_millis(10)), Err(1));
        assert_eq!(limit.buckets.lock().expect("lock").swept, Some(t0));
        // A known key is still served by its own bucket, refilled, without a sweep.
        assert_eq!(limit.take("7", t0 + Duration::from_millis(1500)), Ok(()));
        assert_eq!(limit.buckets.lock().expect("lock").swept, Some(t0));
        // Two seconds later the buckets are full again (but "7", used half a second before):
        // the sweep drops them, new keys enter.
        let later = t0 + Duration::from_secs(2);
        assert!(limit.take("new", later).is_ok());
        let mut kept: Vec<String> = limit
            .buckets
            .lock()
            .expect("lock")
            .by_key
            .keys()
            .cloned()
            .collect();
        kept.sort();
        assert_eq!(kept, ["7", "new"]);
    }
}
