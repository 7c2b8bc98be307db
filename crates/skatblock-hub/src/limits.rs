//! What one guest can make the hub hold (issue 20): the requests of a token or an address in the
//! current second, the open live streams, a connection whose client stops reading, and the
//! process's open files. Each is bounded whatever a client sends, so that a hostile laptop in
//! the hall cannot shut the tables' phones out.

use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// Requests a valid token may send in one second.
pub const RATE_PER_SECOND: u32 = 50;
/// Requests one address may send in one second with tokens not known to be valid: a phone's
/// first request, or a guest guessing. Each phone in the hall has an address of its own, and a
/// phone's later requests count against its token, so this is the limit of one token.
pub const UNKNOWN_PER_SECOND: u32 = RATE_PER_SECOND;
/// The addresses whose requests with unknown tokens are counted at once; beyond them the one
/// first counted longest ago is forgotten. A hall has some hundred devices.
pub const ADDRESSES_KEPT: usize = 4096;
/// The live streams open at once. A hall needs a few (a projector or two, the desk); the rest
/// of the open files stay for the tables' requests even under the usual limit of 1,024.
pub const STREAMS_TOTAL: usize = 256;
/// The live streams one address may hold: a projector and a desk need one each, a laptop with
/// a few tabs a few more.
pub const STREAMS_PER_ADDRESS: usize = 8;
/// The connections one address may hold: a phone's browser opens up to six to one host, a
/// desk with the projector page a few more. A guest's laptop opening a thousand (each an open
/// file, idle until its head times out) is held to these; the rest it opens are closed at once
/// (issue 20).
pub const CONNECTIONS_PER_ADDRESS: usize = 32;
/// The most connections at once, whatever the open-file limit allows.
pub const CONNECTIONS_MOST: usize = 16_384;
/// The open files kept free of connections: the database, its log, the listener, the
/// process's own.
pub const FILES_KEPT: usize = 64;
/// How long a connection may wait for its client to read what the hub writes (a live stream's
/// events, a list): a client that stops reading is cut after it, and its stream ends.
pub const WRITE_STALL: Duration = Duration::from_secs(30);

/// The characters of a table's token: 16 random bytes in URL-safe Base64 without padding
/// (`skatblock_ops::hub::new_token`).
const TOKEN_LEN: usize = 22;

/// One second of requests.
const SECOND: Duration = Duration::from_secs(1);

/// Whether `token` has the form of a table's token. Any other is refused before any lookup
/// and leaves nothing behind.
pub fn well_formed_token(token: &str) -> bool {
    token.len() == TOKEN_LEN
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Where a request comes from as the limits count it: an IPv4 address, or the /64 network of an
/// IPv6 one (one machine may have a whole /64 to itself).
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let mut segments = v6.segments();
                segments[4..].fill(0);
                IpAddr::V6(segments.into())
            }
        },
        v4 @ IpAddr::V4(_) => v4,
    }
}

/// The requests in the current second of one token or address.
#[derive(Debug, Clone, Copy)]
struct Window {
    start: Instant,
    count: u32,
}

impl Window {
    /// Counts a request at `now`; whether it is within `limit`.
    fn hit(&mut self, now: Instant, limit: u32) -> bool {
        if now.duration_since(self.start) >= SECOND {
            self.start = now;
            self.count = 0;
        }
        self.count = self.count.saturating_add(1);
        self.count <= limit
    }
}

/// The rate limits: per valid token (one entry per table that ever answered), and per address
/// for tokens not known to be valid, in at most `ADDRESSES_KEPT` entries (`arrived` holds their
/// order, the oldest first). A token sent is never kept unless the store said it opens a table.
#[derive(Debug, Default)]
pub struct Rates {
    tokens: HashMap<String, Window>,
    unknown: HashMap<IpAddr, Window>,
    arrived: VecDeque<IpAddr>,
}

impl Rates {
    /// Whether a request with `token` from `client` may be answered now.
    pub fn admit(&mut self, token: &str, client: IpAddr, now: Instant) -> bool {
        match self.tokens.get_mut(token) {
            Some(window) => window.hit(now, RATE_PER_SECOND),
            None => self.unknown_hit(client_key(client), now),
        }
    }

    fn unknown_hit(&mut self, client: IpAddr, now: Instant) -> bool {
        if !self.unknown.contains_key(&client) {
            while self.arrived.len() >= ADDRESSES_KEPT {
                if let Some(oldest) = self.arrived.pop_front() {
                    self.unknown.remove(&oldest);
                }
            }
            self.arrived.push_back(client);
        }
        let fresh = Window {
            start: now,
            count: 0,
        };
        self.unknown
            .entry(client)
            .or_insert(fresh)
            .hit(now, UNKNOWN_PER_SECOND)
    }

    /// Notes that `token` opened a table: its requests count against itself from now on.
    pub fn valid(&mut self, token: &str, now: Instant) {
        if !self.tokens.contains_key(token) {
            let window = Window {
                start: now,
                count: 1,
            };
            self.tokens.insert(token.to_string(), window);
        }
    }

    /// Forgets `token` (revoked): its next requests count against their address again.
    pub fn invalid(&mut self, token: &str) {
        self.tokens.remove(token);
    }

    /// The entries kept: valid tokens, addresses.
    pub fn sizes(&self) -> (usize, usize) {
        (
            self.tokens.len(),
            self.unknown.len().max(self.arrived.len()),
        )
    }
}

/// Open things of the clients, counted in all and per address: the live streams, the
/// connections.
#[derive(Debug)]
pub struct Slots {
    open: Mutex<SlotCount>,
    total: usize,
    per_address: usize,
}

/// The live streams open at once, in all and per address.
pub type Streams = Slots;

#[derive(Debug, Default)]
struct SlotCount {
    total: usize,
    per_address: HashMap<IpAddr, usize>,
}

/// One open stream or connection: counted until it is dropped, however it ends (the client
/// went away or stopped reading, the hub stops).
#[derive(Debug)]
pub struct Slot {
    slots: Arc<Slots>,
    client: IpAddr,
}

/// One open live stream.
pub type StreamSlot = Slot;

impl Default for Slots {
    /// The live streams' limits.
    fn default() -> Slots {
        Slots::new(STREAMS_TOTAL, STREAMS_PER_ADDRESS)
    }
}

impl Slots {
    /// At most `total` in all and `per_address` for one address.
    pub fn new(total: usize, per_address: usize) -> Slots {
        Slots {
            open: Mutex::new(SlotCount::default()),
            total,
            per_address,
        }
    }

    /// The connections' limits under `open_files` open files: [`CONNECTIONS_PER_ADDRESS`] for
    /// one address, and in all what leaves [`FILES_KEPT`] files for the database, the log and
    /// the listener.
    pub fn connections(open_files: u64) -> Slots {
        let room = usize::try_from(open_files).unwrap_or(usize::MAX);
        let total = room.saturating_sub(FILES_KEPT).clamp(1, CONNECTIONS_MOST);
        Slots::new(total, CONNECTIONS_PER_ADDRESS)
    }

    /// A slot for `client`, or `None` when the hub or the address holds as many as they may.
    pub fn open(self: &Arc<Self>, client: IpAddr) -> Option<Slot> {
        let client = client_key(client);
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let mine = open.per_address.get(&client).copied().unwrap_or(0);
        if open.total >= self.total || mine >= self.per_address {
            return None;
        }
        open.total += 1;
        open.per_address.insert(client, mine + 1);
        Some(Slot {
            slots: Arc::clone(self),
            client,
        })
    }

    /// The slots open now.
    pub fn count(&self) -> usize {
        self.open
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .total
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self
            .slots
            .open
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        open.total = open.total.saturating_sub(1);
        match open.per_address.get_mut(&self.client) {
            Some(mine) if *mine > 1 => *mine -= 1,
            _ => {
                open.per_address.remove(&self.client);
            }
        }
    }
}

/// A connection whose writes fail when its client has taken nothing for `limit`: the
/// connection is closed then, and with it the live stream it carried.
#[derive(Debug)]
pub struct Stalling<T> {
    inner: T,
    limit: Duration,
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl<T> Stalling<T> {
    /// `inner` with writes cut after `limit` without progress.
    pub fn new(inner: T, limit: Duration) -> Stalling<T> {
        Stalling {
            inner,
            limit,
            stalled: None,
        }
    }

    /// After a write that could not go on: pending until `limit` has passed since the first
    /// one, then an error.
    fn waited<R>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<R>> {
        let limit = self.limit;
        let sleep = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(limit)));
        match sleep.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::ErrorKind::TimedOut.into())),
            Poll::Pending => Poll::Pending,
        }
    }

    /// `poll`'s outcome: progress ends a stall, no progress waits for one.
    fn watched<R>(
        &mut self,
        cx: &mut Context<'_>,
        poll: Poll<io::Result<R>>,
    ) -> Poll<io::Result<R>> {
        match poll {
            Poll::Pending => self.waited(cx),
            ready => {
                self.stalled = None;
                ready
            }
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Stalling<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Stalling<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.watched(cx, poll)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.watched(cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_flush(cx);
        this.watched(cx, poll)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

/// Raises the process's soft limit of open files to the hard limit the system allows, so that
/// the connections a hall needs never run out of them; the limit afterwards, or `None` where
/// it cannot be read or raised (the hub serves on within the old one).
pub fn raise_open_files() -> Option<u64> {
    #[cfg(unix)]
    {
        rlimit::increase_nofile_limit(u64::MAX).ok()
    }
    #[cfg(not(unix))]
    {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{Ipv4Addr, Ipv6Addr};

    fn v4(n: u32) -> IpAddr {
        IpAddr::V4(Ipv4Addr::from(0x0a00_0000 + n))
    }

    #[test]
    fn issue_20_a_made_token_is_well_formed_and_others_are_not() {
        let made = skatblock_ops::hub::new_token().expect("random");
        assert!(well_formed_token(&made), "{made}");
        for bad in [
            "",
            "abc",
            &"A".repeat(23),
            "AAAAAAAAAAAAAAAAAAAA%2",
            "AAAAAAAAAAAAAAAAAAAAA/",
        ] {
            assert!(!well_formed_token(bad), "{bad:?}");
        }
        assert!(!well_formed_token("ÄAAAAAAAAAAAAAAAAAAA"), "not ASCII");
    }

    #[test]
    fn issue_20_unknown_tokens_keep_state_per_address_only_and_in_bounds() {
        let mut rates = Rates::default();
        let now = Instant::now();
        for n in 0..20_000u32 {
            let token = format!("{n:0>22}");
            rates.admit(&token, v4(n % 5_000), now);
            rates.admit(&"x".repeat(1_000), v4(n), now);
        }
        assert_eq!(rates.sizes().0, 0, "no unknown token is kept");
        assert!(rates.sizes().1 <= ADDRESSES_KEPT, "{:?}", rates.sizes());
    }

    #[test]
    fn issue_20_one_address_is_limited_with_unknown_tokens_and_a_valid_token_by_itself() {
        let mut rates = Rates::default();
        let now = Instant::now();
        let guest = v4(1);
        let admitted = (0..2 * UNKNOWN_PER_SECOND)
            .filter(|n| rates.admit(&format!("{n:0>22}"), guest, now))
            .count();
        assert_eq!(admitted, UNKNOWN_PER_SECOND as usize);
        // A table's phone behind the same address is counted by its token once it is known.
        rates.valid("TABLE0000000000000000A", now);
        assert!(rates.admit("TABLE0000000000000000A", guest, now));
        assert!(rates.admit("x", guest, now + SECOND), "a new second");
        rates.invalid("TABLE0000000000000000A");
        assert_eq!(rates.sizes().0, 0);
    }

    #[test]
    fn issue_20_an_ipv6_network_is_one_address() {
        let a = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 0, 1, 1, 2, 3, 4));
        let b = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 0, 1, 9, 9, 9, 9));
        assert_eq!(client_key(a), client_key(b));
        let mapped = IpAddr::V6(Ipv4Addr::new(10, 0, 0, 1).to_ipv6_mapped());
        assert_eq!(client_key(mapped), v4(1));
    }

    #[test]
    fn issue_20_streams_are_counted_per_address_and_in_all_until_dropped() {
        let streams = Arc::new(Streams::default());
        let mine: Vec<StreamSlot> = (0..STREAMS_PER_ADDRESS)
            .map(|_| streams.open(v4(0)).expect("within the address's limit"))
            .collect();
        assert!(streams.open(v4(0)).is_none(), "beyond the address's limit");
        let others: Vec<StreamSlot> = (1..)
            .map_while(|n| streams.open(v4(n)))
            .take(STREAMS_TOTAL)
            .collect();
        assert_eq!(streams.count(), STREAMS_TOTAL);
        assert_eq!(others.len(), STREAMS_TOTAL - STREAMS_PER_ADDRESS);
        assert!(streams.open(v4(99_999)).is_none(), "beyond the total");
        drop(others);
        assert_eq!(streams.count(), STREAMS_PER_ADDRESS);
        assert!(
            streams.open(v4(0)).is_none(),
            "the address still holds its own"
        );
        drop(mine);
        assert_eq!(streams.count(), 0);
        assert!(streams.open(v4(0)).is_some());
        assert_eq!(streams.open.lock().expect("lock").per_address.len(), 0);
    }

    #[test]
    fn issue_20_connections_leave_files_for_the_database_and_are_held_to_a_share_per_address() {
        let connections = Arc::new(Slots::connections(1024));
        assert_eq!(connections.total, 1024 - FILES_KEPT);
        let mine: Vec<Slot> = (0..CONNECTIONS_PER_ADDRESS)
            .map(|_| connections.open(v4(1)).expect("within the share"))
            .collect();
        assert!(connections.open(v4(1)).is_none(), "beyond the share");
        assert!(connections.open(v4(2)).is_some(), "another address");
        drop(mine);
        assert!(connections.open(v4(1)).is_some(), "the share is free again");
        assert_eq!(Slots::connections(10).total, 1, "at least one");
        assert_eq!(Slots::connections(u64::MAX).total, CONNECTIONS_MOST);
    }

    #[cfg(unix)]
    #[test]
    fn issue_20_the_soft_limit_of_open_files_is_raised_to_the_hard_one() {
        let raised = raise_open_files().expect("raised");
        let (soft, hard) = rlimit::getrlimit(rlimit::Resource::NOFILE).expect("limits");
        assert_eq!(soft, raised);
        // macOS caps the soft limit below an unlimited hard one.
        assert!(
            soft == hard || cfg!(target_os = "macos"),
            "{soft} of {hard}"
        );
    }

    #[tokio::test(start_paused = true)]
    async fn issue_20_a_client_that_stops_reading_is_cut() {
        use tokio::io::AsyncWriteExt;
        let (hub_side, _client) = tokio::io::duplex(64);
        let mut connection = Stalling::new(hub_side, WRITE_STALL);
        let written = connection.write_all(&[b'x'; 1024]).await;
        let error = written.expect_err("the client reads nothing");
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
    }

    #[tokio::test(start_paused = true)]
    async fn issue_20_a_client_that_reads_is_not_cut() {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let (hub_side, mut client) = tokio::io::duplex(64);
        let reader = tokio::spawn(async move {
            let mut all = Vec::new();
            client.read_to_end(&mut all).await.map(|_| all.len())
        });
        let mut connection = Stalling::new(hub_side, WRITE_STALL);
        connection
            .write_all(&[b'x'; 4096])
            .await
            .expect("read along");
        connection.shutdown().await.expect("closed");
        drop(connection);
        assert_eq!(reader.await.expect("joined").expect("read"), 4096);
    }
}
