//! The hub's HTTP server (issue 12): axum on tokio, serving one event over the operations
//! layer. Routes go to `api`; here are the pages, the live stream and the limits: bodies of at
//! most 16 KiB (413), a per-token rate limit (429 with `Retry-After`), request, header-read and
//! idle timeouts, 404 for anything else, no CORS headers. What one guest can make it hold is
//! bounded (`limits`, issue 20): requests with tokens it does not know per address, live
//! streams in all and per address (503 with `Retry-After`), a client that stops reading; and it
//! answers only under its own address (`hosts`, 421).

use std::collections::{HashMap, VecDeque};
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use futures_util::Stream;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use serde::Deserialize;
use tokio::sync::watch;
use tower_http::add_extension::AddExtension;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::timeout::TimeoutLayer;

use super::api::{self, Reply};
use super::codes::{HUB_HOST, HUB_RATE_LIMIT, HUB_STREAMS_FULL, HUB_TOKEN_UNKNOWN};
use crate::hosts::Hosts;
use crate::i18n::Lang;
use crate::limits::{self, Rates, Slots, StreamSlot, Streams};
use crate::rules::Refusal;
use crate::store::{EventId, Store};

/// The largest request body.
pub const BODY_LIMIT: usize = 16 * 1024;
pub use crate::limits::RATE_PER_SECOND;
/// How long a request may take, its body included.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a client may take to send a request's head, and how long an idle connection is
/// kept open for its next request.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a stopping hub waits for requests under way (live streams are cut after it).
const SHUTDOWN_GRACE: Duration = Duration::from_secs(2);
/// How often the hub looks whether another process (the desk, the CLI) changed the file.
const FILE_WATCH: Duration = Duration::from_millis(250);
/// How long the projector's data is given again while nothing changes.
const PROJECTION_FRESH: Duration = Duration::from_secs(5);
/// The live stream says `changed` at most this often: the changes in between are said
/// together, so a hall of tables entering at once makes the projectors' data a few times a
/// second, not once per stored game.
const LIVE_INTERVAL: Duration = Duration::from_millis(250);
/// The conflicts the desk is shown.
const CONFLICTS_KEPT: usize = 100;
/// How often a live stream says it is alive while nothing changes: a client gone without a
/// word is found out by the write that fails.
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// When a client whose live stream was refused may try again; the projector's page fetches its
/// data every 30 s meanwhile.
const STREAMS_RETRY_SECONDS: u16 = 30;

/// The hub's state: the event's file, the requests per token (and per address for tokens not
/// known) in the current second, the open live streams, when each table was last heard of, the
/// conflicts the phones met, and the change counter the projector follows.
pub struct Hub {
    /// The tables' connection, on a thread of its own: the runtime's threads never wait for
    /// SQLite, and the tables' writes are done one after another.
    store: Db,
    /// A second connection for what the hall reads (standings, the projector), so that
    /// reading never waits for a table's write (WAL) nor holds one up.
    reader: Option<Db>,
    /// The projector's data at a change count, made once for every projector in the hall.
    projection: Mutex<Option<(u64, Instant, Reply)>>,
    event: EventId,
    rates: Mutex<Rates>,
    streams: Arc<Streams>,
    contacts: Mutex<HashMap<String, Instant>>,
    conflicts: Mutex<VecDeque<(String, u16, Instant)>>,
    changes: watch::Sender<u64>,
    /// Host names the table cards' QR codes name besides the listen address (`--url-base`).
    printed: Vec<String>,
}

/// A job for a connection's thread: it does its work and gives back how to answer, once its
/// work is stored or was not (the error's refusal).
type Job = Box<dyn FnOnce(&mut Store) -> Answer + Send>;

/// Sends a job's answer: `None` when its work is stored, else why it was not.
type Answer = Box<dyn FnOnce(Option<&Refusal>) + Send>;

/// The most jobs the tables' connection commits together (see [`Db::start`]).
const BATCH_MOST: usize = 64;

/// A connection to the event's file on a thread of its own, which does the jobs sent to it one
/// after another; the thread ends with the last sender.
struct Db {
    jobs: std::sync::mpsc::Sender<Job>,
}

/// Why a job was not answered: its connection's thread is gone (a job panicked: 500), or its
/// work was done but could not be stored (the batch's commit failed: the store's refusal).
#[derive(Debug)]
enum DbLost {
    Gone,
    NotStored(Refusal),
}

impl DbLost {
    /// The answer of 500 that says why.
    fn reply(self, lang: Lang) -> Reply {
        match self {
            DbLost::Gone => gone(),
            DbLost::NotStored(refusal) => Reply::refused(500, &refusal, lang),
        }
    }
}

impl Db {
    /// A connection on a thread named `name`. With `batch`, the jobs waiting when the thread
    /// takes the next one are done together in one transaction, each in a savepoint of its
    /// own, and answered after its commit: under load, one write of the log to the disk
    /// serves many tables instead of each table waiting for every commit queued before its
    /// own (issue 20: 100 phones sending at once each waited for ~100 commits).
    fn start(mut store: Store, name: &str, batch: bool) -> Db {
        let (jobs, queue) = std::sync::mpsc::channel::<Job>();
        let most = if batch { BATCH_MOST } else { 1 };
        let started = std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                while let Ok(first) = queue.recv() {
                    let mut waiting = vec![first];
                    waiting.extend(queue.try_iter().take(most - 1));
                    do_jobs(&mut store, waiting);
                }
            });
        if let Err(e) = started {
            // Without a thread every job is answered as gone (500), which says why below.
            eprintln!("skatblock hub: no thread for the file: {e}");
        }
        Db { jobs }
    }

    /// Sends `f` to the connection's thread; `answer` gets its result once it is stored.
    fn send<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Store) -> T + Send + 'static,
        answer: impl FnOnce(Result<T, DbLost>) + Send + 'static,
    ) -> Result<(), DbLost> {
        self.jobs
            .send(Box::new(move |store| {
                let done = f(store);
                Box::new(move |lost: Option<&Refusal>| match lost {
                    None => answer(Ok(done)),
                    Some(refusal) => answer(Err(DbLost::NotStored(refusal.clone()))),
                })
            }))
            .map_err(|_| DbLost::Gone)
    }

    /// Does `f` on the connection's thread and waits for it without holding up the runtime.
    async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Store) -> T + Send + 'static,
    ) -> Result<T, DbLost> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        self.send(f, move |done| {
            let _ = answer.send(done);
        })?;
        answered.await.map_err(|_| DbLost::Gone)?
    }

    /// Does `f` on the connection's thread and blocks until it is done (outside a runtime:
    /// the desk's commands).
    fn run_blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Store) -> T + Send + 'static,
    ) -> Result<T, DbLost> {
        let (answer, answered) = std::sync::mpsc::channel();
        self.send(f, move |done| {
            let _ = answer.send(done);
        })?;
        answered.recv().map_err(|_| DbLost::Gone)?
    }
}

/// Does the jobs taken together: one alone as it is (its own transaction), several in one
/// transaction; then answers them. A job that panics loses its own answer only (its savepoint
/// is undone); the others are done.
fn do_jobs(store: &mut Store, jobs: Vec<Job>) {
    let run = |store: &mut Store, job: Job| {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job(store))).ok()
    };
    if jobs.len() == 1 {
        let answers: Vec<Answer> = jobs.into_iter().filter_map(|job| run(store, job)).collect();
        answers.into_iter().for_each(|answer| answer(None));
        return;
    }
    let (answers, stored) = store.batch(|store| {
        let answers: Vec<Answer> = jobs.into_iter().filter_map(|job| run(store, job)).collect();
        answers
    });
    let lost = stored.err().map(|e| e.refusal());
    answers.into_iter().for_each(|answer| answer(lost.as_ref()));
}

pub use crate::ops::{HubConflict, HubStatus};

impl Hub {
    /// A hub serving `event` from `store`.
    pub fn new(store: Store, event: EventId) -> Hub {
        let reader = store
            .path()
            .and_then(|path| Store::open(path).ok())
            .map(|reader| Db::start(reader, "skatblock-hub-hall", false));
        // The tables' writes never wait for a checkpoint of the log into the file; the hall's
        // connection does them in between (`watch_file`).
        if reader.is_some() {
            let _ = crate::store::hub::hall_connection_setup(store.conn());
        }
        Hub {
            store: Db::start(store, "skatblock-hub-tables", true),
            reader,
            projection: Mutex::new(None),
            event,
            rates: Mutex::new(Rates::default()),
            streams: Arc::new(Streams::default()),
            contacts: Mutex::new(HashMap::new()),
            conflicts: Mutex::new(VecDeque::new()),
            changes: watch::Sender::new(0),
            printed: Vec::new(),
        }
    }

    /// The hub answering also under the host names `printed` (lower case), those of the URL
    /// base the table cards were printed with.
    pub fn answering_as(mut self, printed: Vec<String>) -> Hub {
        self.printed = printed;
        self
    }

    /// The event the hub serves.
    pub fn event(&self) -> EventId {
        self.event
    }

    /// Works with the tables' connection.
    async fn with_store<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Store) -> T + Send + 'static,
    ) -> Result<T, DbLost> {
        self.store.run(f).await
    }

    /// The hall's connection (the tables' one for a file without a path).
    fn hall(&self) -> &Db {
        self.reader.as_ref().unwrap_or(&self.store)
    }

    /// Reads with the hall's connection.
    async fn with_reader<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Store) -> T + Send + 'static,
    ) -> Result<T, DbLost> {
        self.hall().run(move |store| f(store)).await
    }

    /// The projector's data: made anew after a change, or when it is older than
    /// `PROJECTION_FRESH` (the tables' last contact); otherwise the one already made.
    async fn projection(&self, lang: Lang) -> Reply {
        let seq = *self.changes.borrow();
        if let Some((at, made, reply)) = self
            .projection
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            && *at == seq
            && made.elapsed() < PROJECTION_FRESH
        {
            return reply.clone();
        }
        let contacts = self.contacts();
        let event = self.event;
        let reply = self
            .with_reader(move |store| {
                api::projector(store, event, &|t| contacts.get(t).copied(), lang)
            })
            .await
            .unwrap_or_else(|lost| lost.reply(lang));
        if reply.status == 200 {
            *self
                .projection
                .lock()
                .unwrap_or_else(PoisonError::into_inner) =
                Some((seq, Instant::now(), reply.clone()));
        }
        reply
    }

    /// Tells the live streams that something was stored.
    fn changed(&self) {
        self.changes.send_modify(|seq| *seq += 1);
    }

    /// Notes that a valid token was heard of, and a conflict it met; a token the store did not
    /// know (401) is forgotten.
    fn heard(&self, token: &str, reply: &Reply) {
        let now = Instant::now();
        let mut rates = self.rates.lock().unwrap_or_else(PoisonError::into_inner);
        match reply.status {
            401 => {
                rates.invalid(token);
                return;
            }
            429 | 500.. => return,
            _ => rates.valid(token, now),
        }
        drop(rates);
        let mut contacts = self.contacts.lock().unwrap_or_else(PoisonError::into_inner);
        contacts.insert(token.to_string(), now);
        drop(contacts);
        if reply.status == 409 {
            let game = reply.body["game"].as_u64().unwrap_or(0);
            let mut conflicts = self
                .conflicts
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            conflicts.push_front((token.to_string(), u16::try_from(game).unwrap_or(0), now));
            conflicts.truncate(CONFLICTS_KEPT);
        }
    }

    /// Seconds since each token was last heard of.
    fn contacts(&self) -> HashMap<String, u64> {
        let contacts = self.contacts.lock().unwrap_or_else(PoisonError::into_inner);
        contacts
            .iter()
            .map(|(token, at)| (token.clone(), at.elapsed().as_secs()))
            .collect()
    }

    /// The progress of the current series' tables and the conflicts met, for the desk. It
    /// blocks until the hub's connection answers: not for a thread of a runtime.
    ///
    /// # Errors
    /// An unknown event; storage errors.
    pub fn status(&self) -> Result<HubStatus, crate::ops::Error> {
        let conflicts: Vec<crate::ops::SeenConflict> = self
            .conflicts
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .map(|(token, game, at)| crate::ops::SeenConflict {
                token: token.clone(),
                game: *game,
                seconds_ago: at.elapsed().as_secs(),
            })
            .collect();
        let contacts = self.contacts();
        let event = self.event;
        let status = self.store.run_blocking(move |store| {
            crate::ops::hub_status(store, event, &|t| contacts.get(t).copied(), &conflicts)
        });
        status.unwrap_or_else(|lost| {
            let refusal = match lost {
                DbLost::Gone => Refusal::new(super::codes::HUB_GONE),
                DbLost::NotStored(refusal) => refusal,
            };
            Err(crate::ops::Error::refused(
                crate::ops::ErrorKind::Storage,
                refusal,
            ))
        })
    }

    /// Bumps the change counter when another connection changed the file (SQLite's
    /// `data_version`), so the projector also follows the desk.
    async fn watch_file(self: Arc<Self>) {
        let mut seen = None;
        loop {
            let version = self
                .with_store(|store| crate::store::hub::data_version(store.conn()).ok())
                .await
                .ok()
                .flatten();
            if seen.is_some() && version != seen {
                self.changed();
            }
            seen = version;
            if let Some(reader) = &self.reader {
                // Copies the log into the file as far as no reader needs it, beside the
                // tables' writes (they do not checkpoint themselves, see `new`).
                let _ = reader
                    .run(|store| crate::store::hub::checkpoint_passive(store.conn()))
                    .await;
            }
            tokio::time::sleep(FILE_WATCH).await;
        }
    }

    /// Whether a request with `token` from `client` may be answered now.
    fn admit(&self, token: &str, client: SocketAddr) -> bool {
        self.rates
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .admit(token, client.ip(), Instant::now())
    }

    /// The rate limiter's entries: valid tokens, addresses (for the tests of its bounds).
    #[doc(hidden)]
    pub fn rate_entries(&self) -> (usize, usize) {
        self.rates
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .sizes()
    }

    /// The live streams open now.
    pub fn open_streams(&self) -> usize {
        self.streams.count()
    }
}

/// The routes of the hub with its limits, answering only under the names of `hosts`.
pub fn router(hub: Arc<Hub>, hosts: Hosts) -> Router {
    Router::new()
        .route("/t/{token}", get(phone_page))
        .route("/projector", get(projector_page))
        .route("/assets/{name}", get(asset))
        .route("/api/table/{token}", get(table))
        .route("/api/table/{token}/games/{n}", put(game))
        .route("/api/table/{token}/score", post(score))
        .route("/api/table/{token}/sign", post(sign))
        .route("/api/standings", get(standings))
        .route("/api/projector", get(projector))
        .route("/api/events", get(events))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ))
        .layer(middleware::from_fn_with_state(Arc::new(hosts), guarded))
        .with_state(hub)
}

/// Every request: refused with 421 under a name that is not the hub's (`hosts`); every answer
/// is kept from being sniffed as another type, and one that says nothing of its caching (the
/// JSON answers) from being stored.
async fn guarded(State(hosts): State<Arc<Hosts>>, request: Request, next: Next) -> Response {
    let host = request
        .headers()
        .get(header::HOST)
        .map(|v| v.to_str().unwrap_or("\u{fffd}"));
    let authority = request.uri().authority().map(|a| a.as_str());
    let mut response = if hosts.allows(host) && authority.is_none_or(|a| hosts.allows(Some(a))) {
        next.run(request).await
    } else {
        let refusal = Refusal::new(HUB_HOST)
            .field("host")
            .value(host.unwrap_or_default());
        respond(Reply::refused(421, &refusal, lang(request.headers())))
    };
    let headers = response.headers_mut();
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    response
}

/// Serves the hub on `listener` until `shutdown` completes. Each connection must send a
/// request's head within `HEADER_TIMEOUT` (also the idle time between requests); requests under
/// way get `SHUTDOWN_GRACE` to finish, then live streams are cut.
///
/// # Errors
/// The listener's own address cannot be read (it names the hub, `Hosts`). A failed accept (too
/// many open files) is waited out, not returned.
pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    // The connections a hall needs never run out of open files where the system allows more;
    // one address holds no more than a few of them.
    let files = limits::raise_open_files().unwrap_or(1024);
    let connections = Arc::new(Slots::connections(files));
    let app = router(
        Arc::clone(&hub),
        Hosts::listening_on(listener.local_addr()?).also(&hub.printed),
    );
    let watcher = tokio::spawn(Arc::clone(&hub).watch_file());
    let (graceful, http) = (GracefulShutdown::new(), http1());
    tokio::pin!(shutdown);
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let Ok((stream, peer)) = accepted else {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                };
                // Beyond its address's share the connection is closed at once.
                if let Some(slot) = connections.open(peer.ip()) {
                    let connection = graceful.watch(connection(&http, &app, stream, peer));
                    tokio::spawn(served(connection, slot));
                }
            }
            () = &mut shutdown => break,
        }
    }
    drop(listener);
    watcher.abort();
    // Ending the streams lets their connections close within the grace.
    hub.changes.send_replace(u64::MAX);
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown()).await;
    Ok(())
}

/// Serves a connection to its end, holding its address's slot until then.
async fn served(connection: impl Future, slot: limits::Slot) {
    // A client that goes away is no error of the hub's.
    let _ = connection.await;
    drop(slot);
}

/// The connections' HTTP/1: a request's head within `HEADER_TIMEOUT`, kept alive between
/// requests.
fn http1() -> hyper::server::conn::http1::Builder {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .keep_alive(true);
    http
}

/// A client's connection as the hub serves it.
type Connection = hyper::server::conn::http1::Connection<
    TokioIo<limits::Stalling<tokio::net::TcpStream>>,
    TowerToHyperService<AddExtension<Router, ConnectInfo<SocketAddr>>>,
>;

/// One client's connection: its requests carry its address (`ConnectInfo`), and its writes
/// are cut when it stops reading (`limits::WRITE_STALL`).
fn connection(
    http: &hyper::server::conn::http1::Builder,
    app: &Router,
    stream: tokio::net::TcpStream,
    peer: SocketAddr,
) -> Connection {
    let service = AddExtension::new(app.clone(), ConnectInfo(peer));
    let io = TokioIo::new(limits::Stalling::new(stream, limits::WRITE_STALL));
    http.serve_connection(io, TowerToHyperService::new(service))
}

/// The reader's language: English when the phone asks for it first, else German.
fn lang(headers: &HeaderMap) -> Lang {
    let asked = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if asked.trim_start().to_ascii_lowercase().starts_with("en") {
        Lang::En
    } else {
        Lang::De
    }
}

fn respond(reply: Reply) -> Response {
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = (
        status,
        [(header::CONTENT_TYPE, "application/json; charset=utf-8")],
        reply.body.to_string(),
    )
        .into_response();
    if status == StatusCode::TOO_MANY_REQUESTS {
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    }
    response
}

/// The answer to a request that may not go on: a token that is not of a token's form (401,
/// as for an unknown one, with nothing looked up or kept), or one over its rate limit (429).
fn limited(hub: &Hub, asked: &Asked<'_>) -> Option<Response> {
    let lang = lang(asked.headers);
    if !limits::well_formed_token(&asked.token) {
        return Some(respond(Reply::refused(
            401,
            &Refusal::new(HUB_TOKEN_UNKNOWN),
            lang,
        )));
    }
    if hub.admit(&asked.token, asked.client) {
        return None;
    }
    let refusal = Refusal::new(HUB_RATE_LIMIT).param("seconds", 1);
    Some(respond(Reply::refused(429, &refusal, lang)))
}

/// A table's request as it came: the token, from where, with which headers.
struct Asked<'a> {
    token: String,
    client: SocketAddr,
    headers: &'a HeaderMap,
}

/// Which connection a table's request works on.
#[derive(Clone, Copy)]
enum Conn {
    /// The tables' (it may write).
    Tables,
    /// The hall's (it only reads).
    Hall,
}

/// A request of a table's phone: the rate limit, the work `f` (store, event, token, language)
/// on a connection, the note that the table was heard of, and — when it stored something — the
/// live streams told.
async fn from_table(
    hub: &Hub,
    asked: Asked<'_>,
    conn: Conn,
    f: impl FnOnce(&mut Store, EventId, &str, Lang) -> Reply + Send + 'static,
) -> Response {
    if let Some(r) = limited(hub, &asked) {
        return r;
    }
    let (token, lang) = (asked.token, lang(asked.headers));
    let (event, asked) = (hub.event, token.clone());
    let db = match conn {
        Conn::Tables => &hub.store,
        Conn::Hall => hub.hall(),
    };
    let reply = db
        .run(move |store| f(store, event, &asked, lang))
        .await
        .unwrap_or_else(|lost| lost.reply(lang));
    hub.heard(&token, &reply);
    if matches!(conn, Conn::Tables) && reply.status == 200 {
        hub.changed();
    }
    respond(reply)
}

async fn table(
    State(hub): State<Arc<Hub>>,
    Path(token): Path<String>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let asked = Asked {
        token,
        client,
        headers: &headers,
    };
    from_table(&hub, asked, Conn::Hall, |store, event, token, lang| {
        api::table_view(store, event, token, lang)
    })
    .await
}

async fn game(
    State(hub): State<Arc<Hub>>,
    Path((token, n)): Path<(String, u16)>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let device = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("Telefon")
        .to_string();
    let asked = Asked {
        token,
        client,
        headers: &headers,
    };
    from_table(
        &hub,
        asked,
        Conn::Tables,
        move |store, event, token, lang| {
            api::put_game(store, event, token, n, &body, &device, lang)
        },
    )
    .await
}

async fn score(
    State(hub): State<Arc<Hub>>,
    Path(token): Path<String>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let asked = Asked {
        token,
        client,
        headers: &headers,
    };
    from_table(&hub, asked, Conn::Hall, move |store, event, token, lang| {
        api::preview(store, event, token, &body, lang)
    })
    .await
}

async fn sign(
    State(hub): State<Arc<Hub>>,
    Path(token): Path<String>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let asked = Asked {
        token,
        client,
        headers: &headers,
    };
    from_table(
        &hub,
        asked,
        Conn::Tables,
        move |store, event, token, lang| api::sign(store, event, token, &body, lang),
    )
    .await
}

/// `?series=S`.
#[derive(Debug, Deserialize)]
struct SeriesQuery {
    series: Option<u16>,
}

async fn standings(
    State(hub): State<Arc<Hub>>,
    Query(query): Query<SeriesQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = lang(&headers);
    let event = hub.event;
    let reply = hub
        .with_reader(move |store| api::standings(store, event, query.series, lang))
        .await
        .unwrap_or_else(|lost| lost.reply(lang));
    respond(reply)
}

async fn projector(State(hub): State<Arc<Hub>>, headers: HeaderMap) -> Response {
    let lang = lang(&headers);
    respond(hub.projection(lang).await)
}

/// `GET /api/events`: a live stream that says `changed` once at once and after every change
/// of the file (at most once per `LIVE_INTERVAL`), for the projector to fetch `/api/projector`
/// again. Streams are counted while they are open (`limits::Streams`): beyond the hub's or the
/// address's limit the answer is 503 with `Retry-After`.
async fn events(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let Some(slot) = hub.streams.open(client.ip()) else {
        let refusal = Refusal::new(HUB_STREAMS_FULL).param("seconds", STREAMS_RETRY_SECONDS);
        let mut response = respond(Reply::refused(503, &refusal, lang(&headers)));
        response.headers_mut().insert(
            header::RETRY_AFTER,
            HeaderValue::from(STREAMS_RETRY_SECONDS),
        );
        return response;
    };
    Sse::new(live(hub.changes.subscribe(), slot))
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
        .into_response()
}

/// The events of one live stream; it holds its `slot` until it is dropped.
fn live(
    changes: watch::Receiver<u64>,
    slot: StreamSlot,
) -> impl Stream<Item = Result<Event, Infallible>> {
    let start: Option<tokio::time::Instant> = None;
    futures_util::stream::unfold(
        (changes, start, slot),
        |(mut changes, said, slot)| async move {
            if let Some(said) = said {
                // The changes of this pause are all seen after it: one event says them together.
                tokio::time::sleep_until(said + LIVE_INTERVAL).await;
                if changes.changed().await.is_err() {
                    return None;
                }
            }
            let seq = *changes.borrow_and_update();
            if seq == u64::MAX {
                // The hub stops.
                return None;
            }
            let event = Event::default()
                .event("changed")
                .data(format!("{{\"seq\":{seq}}}"));
            Some((
                Ok(event),
                (changes, Some(tokio::time::Instant::now()), slot),
            ))
        },
    )
}

/// The pages and their files, built into the program.
const PHONE_PAGE: &str = include_str!("web/phone.html");
const PROJECTOR_PAGE: &str = include_str!("web/projector.html");
const ASSETS: [(&str, &str, &str); 10] = [
    (
        "hub.css",
        "text/css; charset=utf-8",
        include_str!("web/hub.css"),
    ),
    (
        "words.js",
        "text/javascript; charset=utf-8",
        include_str!("web/words.js"),
    ),
    (
        "common.js",
        "text/javascript; charset=utf-8",
        include_str!("web/common.js"),
    ),
    (
        "outbox.js",
        "text/javascript; charset=utf-8",
        include_str!("web/outbox.js"),
    ),
    (
        "record.js",
        "text/javascript; charset=utf-8",
        include_str!("web/record.js"),
    ),
    (
        "controls.js",
        "text/javascript; charset=utf-8",
        include_str!("web/controls.js"),
    ),
    (
        "skat-panel.js",
        "text/javascript; charset=utf-8",
        include_str!("web/skat-panel.js"),
    ),
    (
        "schafkopf-panel.js",
        "text/javascript; charset=utf-8",
        include_str!("web/schafkopf-panel.js"),
    ),
    (
        "phone.js",
        "text/javascript; charset=utf-8",
        include_str!("web/phone.js"),
    ),
    (
        "projector.js",
        "text/javascript; charset=utf-8",
        include_str!("web/projector.js"),
    ),
];

/// A page or file with headers that keep it to itself: scripts and styles of the hub only, no
/// framing, no referrer (a phone page's address holds its token).
fn page(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
            ),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::REFERRER_POLICY, "no-referrer"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

async fn phone_page(Path(_token): Path<String>) -> Response {
    // The token is checked by the page's first request to `/api/table/{token}`.
    page("text/html; charset=utf-8", PHONE_PAGE)
}

async fn projector_page() -> Response {
    page("text/html; charset=utf-8", PROJECTOR_PAGE)
}

async fn asset(Path(name): Path<String>) -> Response {
    match ASSETS.iter().find(|(n, _, _)| *n == name) {
        Some((_, content_type, body)) => page(content_type, body),
        None => not_found().await,
    }
}

/// The answer when the hub's connection is gone.
fn gone() -> Reply {
    Reply::refused(500, &Refusal::new(super::codes::HUB_GONE), Lang::De)
}

async fn not_found() -> Response {
    respond(Reply {
        status: 404,
        body: serde_json::json!({"error": "not found"}),
    })
}

/// A hub running on a thread of its own (the desk app's): its address and state; stopped by
/// `stop` or when dropped.
pub struct Running {
    /// Where it listens.
    pub address: std::net::SocketAddr,
    /// Its state, for the desk's view of the tables.
    pub hub: Arc<Hub>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// Starts a hub for `event` on `listen` (`ADDR:PORT`) over its own connection to `store`'s
/// file, on a thread with its own runtime: it may be called from any thread, also one of
/// another runtime's (the desk app's).
///
/// # Errors
/// `hub.listen` for an address it cannot listen on; the runtime's errors.
pub fn spawn(store: Store, event: EventId, listen: &str) -> Result<Running, Refusal> {
    let refuse = |detail: String| {
        Refusal::new(super::codes::HUB_LISTEN)
            .field("listen")
            .value(listen)
            .param("detail", detail)
    };
    let hub = Arc::new(Hub::new(store, event));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let (bound, address) = std::sync::mpsc::channel::<Result<std::net::SocketAddr, String>>();
    let serving = Arc::clone(&hub);
    let listen_on = listen.to_string();
    let thread = std::thread::Builder::new()
        .name("skatblock-hub".into())
        .spawn(move || serve_on_own_runtime(serving, &listen_on, &bound, stopped))
        .map_err(|e| refuse(e.to_string()))?;
    let address = match address.recv().map_err(|e| e.to_string()).and_then(|a| a) {
        Ok(address) => address,
        Err(detail) => {
            let _ = thread.join();
            return Err(refuse(detail));
        }
    };
    Ok(Running {
        address,
        hub,
        stop: Some(stop),
        thread: Some(thread),
    })
}

/// Serves `hub` on `listen` with a runtime of its own until `stopped`, on the calling thread;
/// first says through `bound` the address it listens on, or why it cannot.
fn serve_on_own_runtime(
    hub: Arc<Hub>,
    listen: &str,
    bound: &std::sync::mpsc::Sender<Result<std::net::SocketAddr, String>>,
    stopped: tokio::sync::oneshot::Receiver<()>,
) {
    let (runtime, listener) = match listening_runtime(listen) {
        Ok(both) => both,
        Err(detail) => {
            let _ = bound.send(Err(detail));
            return;
        }
    };
    let _ = bound.send(listener.local_addr().map_err(|e| e.to_string()));
    let shutdown = async {
        let _ = stopped.await;
    };
    let _ = runtime.block_on(serve(listener, hub, shutdown));
    runtime.shutdown_timeout(SHUTDOWN_GRACE);
}

/// The hub's runtime (two worker threads) and its listener on `listen`.
fn listening_runtime(
    listen: &str,
) -> Result<(tokio::runtime::Runtime, tokio::net::TcpListener), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("skatblock-hub")
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind(listen))
        .map_err(|e| e.to_string())?;
    Ok((runtime, listener))
}

impl Running {
    /// Stops the hub: requests under way are finished, then the port is free again.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.halt();
    }
}

/// The addresses a hub may be offered on: this machine's address in the local network (the
/// one its default route uses) and loopback. No packet is sent to find it.
pub fn local_addresses() -> Vec<std::net::IpAddr> {
    let mut out = Vec::new();
    if let Ok(socket) = std::net::UdpSocket::bind("0.0.0.0:0")
        && socket.connect("192.0.2.1:9").is_ok()
        && let Ok(local) = socket.local_addr()
        && !local.ip().is_unspecified()
    {
        out.push(local.ip());
    }
    out.push(std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_script_and_style_of_the_pages_is_served_as_it_is_issue_19() {
        let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web");
        let mut files: Vec<String> = std::fs::read_dir(&web)
            .expect("the pages' folder")
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .filter(|name| !name.ends_with(".html"))
            .collect();
        files.sort();
        let mut served: Vec<String> = ASSETS
            .iter()
            .map(|(name, _, _)| (*name).to_string())
            .collect();
        served.sort();
        assert_eq!(
            files, served,
            "a module the pages import is one the hub serves"
        );
        for (name, _, body) in ASSETS {
            let file = std::fs::read_to_string(web.join(name)).expect("the file");
            assert_eq!(file, body, "{name}: served as it is in the tree");
        }
    }

    /// Whether each job ran inside a transaction the thread had begun (a batch).
    fn batched_jobs(batch: bool) -> Vec<bool> {
        let store = Store::open_in_memory().expect("store");
        let db = Db::start(store, "test-tables", batch);
        let (release, held) = std::sync::mpsc::channel::<()>();
        let (first_done, first) = std::sync::mpsc::channel();
        // The first job holds the thread until the others are queued behind it.
        db.send(
            move |_| held.recv().is_ok(),
            move |done| first_done.send(done.is_ok()).expect("answered"),
        )
        .expect("sent");
        let (answers, answered) = std::sync::mpsc::channel();
        for _ in 0..5 {
            let answers = answers.clone();
            db.send(
                |store| !store.conn().is_autocommit(),
                move |done| answers.send(done.expect("stored")).expect("answered"),
            )
            .expect("sent");
        }
        release.send(()).expect("released");
        assert!(first.recv().expect("the first answer"));
        drop(answers);
        answered.iter().collect()
    }

    #[test]
    fn issue_20_the_tables_jobs_queued_together_are_committed_together() {
        assert_eq!(batched_jobs(true), [true; 5]);
        assert_eq!(batched_jobs(false), [false; 5], "the hall's reads are not");
    }
}
