//! What this process keeps for the public readers (issue 23: 200 of them at once):
//! - the computed league tables, each served again until its league's generation moves (the
//!   database bumps it on every change the tables are computed from) or its next day becomes
//!   binding;
//! - the league's stamp (its settings, generation and the database's clock), asked once for
//!   all readers arriving together: a reader takes the answer of a question asked after it
//!   arrived, so it never sees a change older than its own request.
//!
//! Every process keeps its own, and all of them compute the same bytes from the same
//! database, so any number of `serve` processes still answer alike. Bounded: a full cache
//! starts over.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};

use axum::body::Bytes;

use crate::db::LeagueSettings;
use crate::table::TableRow;

/// The tables kept at most.
const MAX_ENTRIES: usize = 512;

/// The leagues whose stamps are batched at most (more: the batches start over).
const MAX_LEAGUES: usize = 1024;

/// A table's request: the league, the group (all when none), the last day counted.
pub type TableKey = (i64, Option<String>, Option<i32>);

/// A league's stamp: its settings, its generation, the database's clock (seconds since 1970).
pub type Stamp = (LeagueSettings, i64, f64);

/// A computed table: its rows (for the pages) and their JSON (for the API).
#[derive(Debug)]
pub struct Kept {
    /// The rows, groups in name order.
    pub rows: Vec<TableRow>,
    /// The rows as the API sends them.
    pub json: Bytes,
}

impl Kept {
    /// `rows` with their JSON.
    pub fn new(rows: Vec<TableRow>) -> Kept {
        let json = Bytes::from(serde_json::to_vec(&rows).unwrap_or_default());
        Kept { rows, json }
    }
}

#[derive(Debug, Clone)]
struct Entry {
    generation: i64,
    fresh_until: Option<f64>,
    table: Arc<Kept>,
}

/// The kept tables.
#[derive(Debug, Default)]
pub struct TableCache {
    entries: Mutex<HashMap<TableKey, Entry>>,
}

impl TableCache {
    /// The table of `key` computed at `generation`, while `now` (seconds since 1970, the
    /// database's clock) is before its next binding moment.
    pub fn get(&self, key: &TableKey, generation: i64, now: f64) -> Option<Arc<Kept>> {
        let entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        let entry = entries.get(key)?;
        let fresh = entry.fresh_until.is_none_or(|until| now < until);
        (entry.generation == generation && fresh).then(|| entry.table.clone())
    }

    /// Keeps `table` as the table of `key` at `generation` until `fresh_until`, if given.
    pub fn put(&self, key: TableKey, generation: i64, fresh_until: Option<f64>, table: Arc<Kept>) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        if entries.len() >= MAX_ENTRIES && !entries.contains_key(&key) {
            entries.clear();
        }
        entries.insert(
            key,
            Entry {
                generation,
                fresh_until,
                table,
            },
        );
    }
}

/// The stamp questions of one league: one asked at a time; its answer numbered.
#[derive(Debug)]
struct Batch<E> {
    turn: tokio::sync::Mutex<()>,
    asked: Mutex<Asked<E>>,
}

impl<E> Default for Batch<E> {
    fn default() -> Batch<E> {
        Batch {
            turn: tokio::sync::Mutex::default(),
            asked: Mutex::new(Asked {
                count: 0,
                last: None,
            }),
        }
    }
}

/// Questions asked so far, and the last answer (a failure too: the database away answers all
/// who waited for it at once) with the number of its question.
#[derive(Debug)]
struct Asked<E> {
    count: u64,
    last: Option<(u64, Result<Option<Stamp>, E>)>,
}

/// The leagues' stamps, asked once for the readers arriving together; `E`: how asking fails.
#[derive(Debug)]
pub struct Stamps<E> {
    leagues: Mutex<HashMap<i64, Arc<Batch<E>>>>,
}

impl<E> Default for Stamps<E> {
    fn default() -> Stamps<E> {
        Stamps {
            leagues: Mutex::new(HashMap::new()),
        }
    }
}

impl<E: Clone> Stamps<E> {
    /// The stamp of `league` from a question asked after this call began: `ask`ed by this
    /// caller, or by one that waited with it.
    ///
    /// # Errors
    /// What that question failed with.
    pub async fn get<F>(&self, league: i64, ask: impl FnOnce() -> F) -> Result<Option<Stamp>, E>
    where
        F: Future<Output = Result<Option<Stamp>, E>>,
    {
        let batch = self.batch(league);
        let arrived = batch.asked.lock().unwrap_or_else(|e| e.into_inner()).count;
        let _turn = batch.turn.lock().await;
        let number = {
            let mut asked = batch.asked.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((n, answer)) = &asked.last
                && *n > arrived
            {
                return answer.clone();
            }
            asked.count += 1;
            asked.count
        };
        let answer = ask().await;
        batch.asked.lock().unwrap_or_else(|e| e.into_inner()).last = Some((number, answer.clone()));
        answer
    }

    fn batch(&self, league: i64) -> Arc<Batch<E>> {
        let mut leagues = self.leagues.lock().unwrap_or_else(|e| e.into_inner());
        if leagues.len() >= MAX_LEAGUES && !leagues.contains_key(&league) {
            leagues.clear();
        }
        leagues.entry(league).or_default().clone()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    fn kept(json: &'static [u8]) -> Arc<Kept> {
        Arc::new(Kept {
            rows: Vec::new(),
            json: Bytes::from_static(json),
        })
    }

    #[test]
    fn issue_23_a_kept_table_is_served_until_its_generation_moves_or_a_day_binds() {
        let cache = TableCache::default();
        let key: TableKey = (1, None, None);
        cache.put(key.clone(), 7, Some(100.0), kept(b"[1]"));
        let json = |t: Option<Arc<Kept>>| t.map(|t| t.json.clone());
        assert_eq!(json(cache.get(&key, 7, 99.0)).as_deref(), Some(&b"[1]"[..]));
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
            cache.put((league, None, None), 0, None, kept(b""));
        }
        let kept = cache.entries.lock().expect("lock").len();
        assert_eq!(kept, 1);
    }

    fn stamp(generation: i64) -> Option<Stamp> {
        let settings = LeagueSettings {
            name: "Liga".into(),
            season: "2026".into(),
            series_per_day: 3,
            unit: "series".into(),
            promote: 1,
            relegate: 1,
        };
        Some((settings, generation, 0.0))
    }

    /// Runs the tasks spawned so far up to their first wait (one thread: they run in turn).
    async fn settle() {
        for _ in 0..8 {
            tokio::task::yield_now().await;
        }
    }

    #[tokio::test(flavor = "current_thread")]
    async fn issue_23_a_reader_never_takes_a_stamp_asked_before_it_arrived() {
        let stamps: Arc<Stamps<()>> = Arc::new(Stamps::default());
        let (release, held) = tokio::sync::oneshot::channel::<()>();
        let first = tokio::spawn({
            let stamps = stamps.clone();
            async move {
                let ask = || async move {
                    held.await.ok();
                    Ok::<_, ()>(stamp(1))
                };
                stamps.get(5, ask).await
            }
        });
        settle().await;
        // The first question is under way; the league changes; a reader arrives.
        let second = tokio::spawn({
            let stamps = stamps.clone();
            async move { stamps.get(5, || async { Ok::<_, ()>(stamp(2)) }).await }
        });
        settle().await;
        release.send(()).expect("the first question waits");
        let generation = |s: Option<Stamp>| s.map(|(_, g, _)| g);
        assert_eq!(
            generation(first.await.expect("first").expect("ok")),
            Some(1)
        );
        assert_eq!(
            generation(second.await.expect("second").expect("ok")),
            Some(2),
            "the second reader arrived after the first question was asked"
        );
    }

    type Answer<E> = Result<Option<Stamp>, E>;

    /// Eleven readers: the first asks (held until released), ten arrive while it waits; every
    /// question answers `answer`. Their answers and how many questions were asked.
    async fn eleven_readers<E>(answer: Answer<E>) -> (Vec<Answer<E>>, usize)
    where
        E: Clone + Send + Sync + 'static,
    {
        let stamps: Arc<Stamps<E>> = Arc::new(Stamps::default());
        let asked = Arc::new(AtomicUsize::new(0));
        let (release, held) = tokio::sync::oneshot::channel::<()>();
        let reader = |held: Option<tokio::sync::oneshot::Receiver<()>>| {
            let (stamps, asked, answer) = (stamps.clone(), asked.clone(), answer.clone());
            tokio::spawn(async move {
                let ask = || async move {
                    asked.fetch_add(1, Ordering::SeqCst);
                    if let Some(held) = held {
                        held.await.ok();
                    }
                    answer
                };
                stamps.get(5, ask).await
            })
        };
        let first = reader(Some(held));
        settle().await;
        let waiting: Vec<_> = (0..10).map(|_| reader(None)).collect();
        settle().await;
        release.send(()).expect("the first question waits");
        let mut answers = vec![first.await.expect("first")];
        for r in waiting {
            answers.push(r.await.expect("a reader"));
        }
        (answers, asked.load(Ordering::SeqCst))
    }

    #[tokio::test(flavor = "current_thread")]
    async fn issue_23_readers_arriving_together_share_one_stamp_question() {
        let (answers, asked) = eleven_readers::<()>(Ok(stamp(1))).await;
        assert!(answers.iter().all(|a| matches!(a, Ok(Some(_)))));
        assert_eq!(
            asked, 2,
            "the question under way, then one for the ten who came meanwhile"
        );
    }

    #[tokio::test(flavor = "current_thread")]
    async fn issue_23_readers_waiting_for_a_failed_question_share_its_failure() {
        let (answers, asked) = eleven_readers(Err("away")).await;
        assert!(answers.iter().all(|a| *a == Err("away")));
        assert_eq!(
            asked, 2,
            "the failed question, then one for the ten who came meanwhile: not one each"
        );
    }
}
