//! Computed league tables kept in this process (issue 23: 200 public readers at once): a
//! table is computed once and served again until its league's generation moves (the database
//! bumps it on every change the tables are computed from) or its next day becomes binding.
//! Every process keeps its own, and all of them compute the same bytes from the same
//! database, so any number of `serve` processes still answer alike. Bounded: a full cache
//! starts over.

use std::collections::HashMap;
use std::sync::Mutex;

use axum::body::Bytes;

/// The tables kept at most.
const MAX_ENTRIES: usize = 512;

/// A table's request: the league, the group (all when none), the last day counted.
pub type TableKey = (i64, Option<String>, Option<i32>);

#[derive(Debug, Clone)]
struct Entry {
    generation: i64,
    fresh_until: Option<f64>,
    body: Bytes,
}

/// The kept tables.
#[derive(Debug, Default)]
pub struct TableCache {
    entries: Mutex<HashMap<TableKey, Entry>>,
}

impl TableCache {
    /// The table of `key` computed at `generation`, while `now` (seconds since 1970, the
    /// database's clock) is before its next binding moment.
    pub fn get(&self, key: &TableKey, generation: i64, now: f64) -> Option<Bytes> {
        let entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        let entry = entries.get(key)?;
        let fresh = entry.fresh_until.is_none_or(|until| now < until);
        (entry.generation == generation && fresh).then(|| entry.body.clone())
    }

    /// Keeps `body` as the table of `key` at `generation` until `fresh_until`, if given.
    pub fn put(&self, key: TableKey, generation: i64, fresh_until: Option<f64>, body: Bytes) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        if entries.len() >= MAX_ENTRIES && !entries.contains_key(&key) {
            entries.clear();
        }
        entries.insert(
            key,
            Entry {
                generation,
                fresh_until,
                body,
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_23_a_kept_table_is_served_until_its_generation_moves_or_a_day_binds() {
        let cache = TableCache::default();
        let key: TableKey = (1, None, None);
        cache.put(key.clone(), 7, Some(100.0), Bytes::from_static(b"[1]"));
        assert_eq!(cache.get(&key, 7, 99.0).as_deref(), Some(&b"[1]"[..]));
        assert!(cache.get(&key, 8, 99.0).is_none(), "the league changed");
        assert!(cache.get(&key, 7, 100.0).is_none(), "a day became binding");
        assert!(
            cache
                .get(&(1, Some("Nord".into()), None), 7, 99.0)
                .is_none()
        );
    }

    #[test]
    fn issue_23_a_full_cache_starts_over() {
        let cache = TableCache::default();
        for league in 0..MAX_ENTRIES as i64 + 1 {
            cache.put((league, None, None), 0, None, Bytes::new());
        }
        let kept = cache.entries.lock().expect("lock").len();
        assert_eq!(kept, 1);
    }
}
