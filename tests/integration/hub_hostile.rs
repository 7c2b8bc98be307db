//! The hub against one hostile guest in the hall (issue 20): what a guest can make it hold is
//! bounded (live streams, the rate limiter's memory), and it answers only under its own
//! address, with answers that are neither sniffed nor stored. Loopback only, every loop bounded.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use skatblock_store::{EventId, Store};

use super::hub::{small_event, start};
use super::store::temp_dir;

/// How long a test waits for a condition before it fails.
const DEADLINE: Duration = Duration::from_secs(60);

/// A request to `GET /api/events` from the loopback address `source`: the answer's head and
/// body as far as read, and the connection while the stream is open. An admitted stream is read
/// up to its first event.
fn stream_from(
    runtime: &tokio::runtime::Runtime,
    hub: &str,
    source: Ipv4Addr,
) -> (String, Option<TcpStream>) {
    let address: SocketAddr = hub.parse().expect("address");
    let stream = runtime
        .block_on(async {
            let socket = tokio::net::TcpSocket::new_v4()?;
            socket.bind(SocketAddr::new(source.into(), 0))?;
            socket.connect(address).await?.into_std()
        })
        .expect("connect from a loopback address");
    let mut stream = stream;
    stream.set_nonblocking(false).expect("blocking");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    write!(
        stream,
        "GET /api/events HTTP/1.1\r\nHost: {hub}\r\nAccept: text/event-stream\r\nAccept-Language: en\r\nConnection: close\r\n\r\n"
    )
    .expect("send");
    let mut answer = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        let text = String::from_utf8_lossy(&answer).to_string();
        if text.starts_with("HTTP/1.1 200") && text.contains("event: changed") {
            return (text, Some(stream));
        }
        match stream.read(&mut chunk) {
            Ok(0) => return (text, None),
            Ok(n) => answer.extend_from_slice(&chunk[..n]),
            Err(e) => panic!("the hub answers a stream within 10 s: {e}; so far {text:?}"),
        }
    }
}

fn status(head: &str) -> u16 {
    head.split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

/// Loopback address `127.0.0.n`.
/// A runtime for the test's own sockets (the hub runs in its own process).
fn io_runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()
        .expect("runtime")
}

fn loopback(n: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, 0, n)
}

#[test]
fn issue_20_a_flood_of_live_streams_is_refused_beyond_the_limits_and_tables_are_answered() {
    use skatblock::hub::limits::{STREAMS_PER_ADDRESS, STREAMS_TOTAL};
    let temp = temp_dir("hub-streams");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let hub = start(&db, &event);
    let runtime = io_runtime();
    let addresses = u8::try_from(STREAMS_TOTAL / STREAMS_PER_ADDRESS).expect("a few addresses");
    let mut open = Vec::new();
    for n in 1..=addresses {
        for _ in 0..STREAMS_PER_ADDRESS {
            let (head, stream) = stream_from(&runtime, &hub.address, loopback(n));
            open.push((
                n,
                stream.unwrap_or_else(|| panic!("within the limits: {head}")),
            ));
        }
    }
    // One more from an address that holds its share, and one from a fresh address when the
    // hub holds its total: both refused with a time to come back.
    for (source, limit) in [(loopback(1), "per address"), (loopback(200), "total")] {
        let (answer, stream) = stream_from(&runtime, &hub.address, source);
        assert!(stream.is_none(), "{limit}: refused");
        assert_eq!(status(&answer), 503, "{limit}: {answer}");
        let lower = answer.to_ascii_lowercase();
        assert!(lower.contains("retry-after: 30"), "{limit}: {answer}");
        assert!(answer.contains("\"code\":\"hub.streams.full\""), "{answer}");
    }
    // The tables are answered meanwhile.
    let (code, view) = hub.json("GET", &format!("/api/table/{token}"), "");
    assert_eq!(code, 200, "a table's request under the flood: {view}");
    assert_eq!(hub.json("GET", "/api/projector", "").0, 200);

    // The streams of one address end: the count goes down, a new stream is admitted again.
    open.retain(|(n, _)| *n != 2);
    let started = Instant::now();
    loop {
        let (answer, stream) = stream_from(&runtime, &hub.address, loopback(200));
        if stream.is_some() {
            break;
        }
        assert_eq!(status(&answer), 503, "{answer}");
        assert!(
            started.elapsed() < DEADLINE,
            "closed streams are no longer counted"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    drop(open);
    hub.stop();
}

/// A connection from the loopback address `source` that sends nothing.
fn idle_from(runtime: &tokio::runtime::Runtime, hub: &str, source: Ipv4Addr) -> TcpStream {
    let address: SocketAddr = hub.parse().expect("address");
    let stream = runtime
        .block_on(async {
            let socket = tokio::net::TcpSocket::new_v4()?;
            socket.bind(SocketAddr::new(source.into(), 0))?;
            socket.connect(address).await?.into_std()
        })
        .expect("connect from a loopback address");
    stream.set_nonblocking(false).expect("blocking");
    stream
}

/// Whether the hub closed `stream` within `wait` (else it holds it open).
fn closed_within(stream: &mut TcpStream, wait: Duration) -> bool {
    use std::io::ErrorKind::{TimedOut, WouldBlock};
    stream.set_read_timeout(Some(wait)).expect("timeout");
    let mut byte = [0u8; 1];
    match stream.read(&mut byte) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => !matches!(e.kind(), WouldBlock | TimedOut),
    }
}

#[test]
fn issue_20_a_flood_of_idle_connections_from_one_address_leaves_the_tables_room() {
    use skatblock::hub::limits::CONNECTIONS_PER_ADDRESS;
    let temp = temp_dir("hub-connections");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let hub = start(&db, &event);
    let runtime = io_runtime();
    let extra = 8;
    let mut flood: Vec<TcpStream> = (0..CONNECTIONS_PER_ADDRESS + extra)
        .map(|_| idle_from(&runtime, &hub.address, loopback(7)))
        .collect();
    // The address's share is held (until its head times out), the rest closed at once.
    let mut beyond = flood.split_off(CONNECTIONS_PER_ADDRESS);
    for (n, stream) in beyond.iter_mut().enumerate() {
        assert!(
            closed_within(stream, Duration::from_secs(5)),
            "connection {} beyond the address's share is closed",
            CONNECTIONS_PER_ADDRESS + n + 1
        );
    }
    for stream in flood.iter_mut().take(3) {
        assert!(
            !closed_within(stream, Duration::from_millis(300)),
            "a connection within the share is held"
        );
    }
    // The tables are answered meanwhile.
    let (code, view) = hub.json("GET", &format!("/api/table/{token}"), "");
    assert_eq!(code, 200, "a table's request under the flood: {view}");
    // The flood ends: the address may connect again.
    drop(flood);
    let started = Instant::now();
    loop {
        let mut again = idle_from(&runtime, &hub.address, loopback(7));
        if !closed_within(&mut again, Duration::from_millis(300)) {
            break;
        }
        assert!(
            started.elapsed() < DEADLINE,
            "closed connections are no longer counted"
        );
    }
    hub.stop();
}

/// A small generator of the characters a URL path may carry (xorshift).
struct Noise(u64);

impl Noise {
    fn text(&mut self, len: usize) -> String {
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        (0..len)
            .map(|_| {
                self.0 ^= self.0 << 13;
                self.0 ^= self.0 >> 7;
                self.0 ^= self.0 << 17;
                char::from(ALPHABET[usize::try_from(self.0 % 64).expect("small")])
            })
            .collect()
    }
}

/// `GET path` on a fresh connection to `address`: the status.
fn get(address: &str, path: &str) -> u16 {
    let mut stream = TcpStream::connect(address).expect("connect");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n"
    )
    .expect("send");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    status(&answer)
}

#[test]
fn issue_20_tokens_that_open_no_table_leave_no_state_in_the_hub() {
    use skatblock::hub::server;
    let temp = temp_dir("hub-rates");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let id = EventId(event.parse().expect("id"));
    let running = server::spawn(Store::open(&db).expect("open"), id, "127.0.0.1:0").expect("hub");
    let address = running.address.to_string();
    let mut noise = Noise(0x2026_1126);
    for n in 0..5_000 {
        if n % 2 == 0 {
            // A long random token: refused as no token before any lookup.
            let long = noise.text(2_000 + n % 1_000);
            assert_eq!(get(&address, &format!("/api/table/{long}")), 401);
        } else {
            // A well-formed unknown one: refused as unknown or limited per address.
            let guess = noise.text(22);
            let code = get(&address, &format!("/api/table/{guess}"));
            assert!(code == 401 || code == 429, "{code}");
        }
    }
    let (tokens, addresses) = running.hub.rate_entries();
    assert_eq!(tokens, 0, "no token that opens no table is kept");
    assert!(addresses <= 1, "one address counted: {addresses}");
    // The table's own token is answered (once the address's second is over) and counted by
    // itself.
    let started = Instant::now();
    while get(&address, &format!("/api/table/{token}")) != 200 {
        assert!(started.elapsed() < DEADLINE, "the table is answered");
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(running.hub.rate_entries().0, 1, "the valid token");
    running.stop();
}

/// `GET path` with the `Host` header `host` (none for `None`): the head and the body.
fn get_as(address: &str, path: &str, host: Option<&str>) -> (u16, String, String) {
    let mut stream = TcpStream::connect(address).expect("connect");
    let host = host.map_or_else(String::new, |h| format!("Host: {h}\r\n"));
    write!(
        stream,
        "GET {path} HTTP/1.1\r\n{host}Accept-Language: en\r\nConnection: close\r\n\r\n"
    )
    .expect("send");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    (status(head), head.to_ascii_lowercase(), body.to_string())
}

#[test]
fn issue_20_json_answers_are_not_sniffed_nor_stored_and_other_hosts_are_refused() {
    let temp = temp_dir("hub-hosts");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, token) = small_event(&db, dir);
    let hub = start(&db, &event);
    let address = hub.address.clone();
    let table = format!("/api/table/{token}");
    for (path, expected) in [
        (table.as_str(), 200),
        ("/api/standings", 200),
        ("/api/projector", 200),
        ("/api/table/AAAAAAAAAAAAAAAAAAAAAA", 401),
        ("/api/nothing", 404),
    ] {
        let (code, head, _) = get_as(&address, path, Some(&address));
        assert_eq!(code, expected, "{path}: {head}");
        assert!(head.contains("x-content-type-options: nosniff"), "{head}");
        assert!(head.contains("cache-control: no-store"), "{head}");
    }
    let (_, head, _) = get_as(&address, "/projector", Some(&address));
    assert!(head.contains("x-content-type-options: nosniff"), "{head}");
    // Under the names it was started on: its address and, on loopback, localhost.
    let port = address.rsplit_once(':').expect("port").1;
    let localhost = format!("localhost:{port}");
    assert_eq!(get_as(&address, &table, Some(&localhost)).0, 200);
    // A port forwarded to the hub's (the browser tests' proxy) is the same hub.
    assert_eq!(get_as(&address, &table, Some("127.0.0.1:1")).0, 200);
    // Any other name (a rebinding page's) is refused with a coded answer, and so is none.
    for host in [
        Some(format!("evil.example:{port}")),
        Some("evil.example".to_string()),
        Some(format!("127.0.0.2:{port}")),
        Some(format!("0.0.0.0:{port}")),
        None,
    ] {
        for path in [
            table.as_str(),
            "/api/projector",
            "/projector",
            "/api/events",
        ] {
            let (code, head, body) = get_as(&address, path, host.as_deref());
            assert_eq!(code, 421, "{host:?} {path}: {head}");
            let body: serde_json::Value = serde_json::from_str(&body).expect("json");
            assert_eq!(body["code"], "hub.host", "{body}");
            assert!(head.contains("cache-control: no-store"), "{head}");
        }
    }
    hub.stop();
}

#[test]
fn issue_20_the_hub_answers_under_the_name_its_cards_were_printed_with_and_no_other() {
    let temp = temp_dir("hub-printed-name");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let (event, _) = small_event(&db, dir);
    let hub = super::hub::start_with(&db, &event, &["--url-base", "http://SkatPC.local:8080/"]);
    let port = hub.address.rsplit_once(':').expect("a port").1.to_string();
    let (code, _, _) = get_as(
        &hub.address,
        "/api/projector",
        Some(&format!("skatpc.local:{port}")),
    );
    assert_eq!(code, 200, "the name the cards were printed with");
    let (code, _, body) = get_as(
        &hub.address,
        "/api/projector",
        Some(&format!("skatpc.evil:{port}")),
    );
    assert_eq!(code, 421, "{body}");
    hub.stop();
    let refused = super::run(
        &db,
        &[
            "hub",
            &event,
            "--listen",
            "127.0.0.1:0",
            "--url-base",
            "skatpc.local:8080",
        ],
    );
    assert_eq!(
        refused.status.code(),
        Some(2),
        "a URL base without its scheme is refused"
    );
    assert!(
        String::from_utf8_lossy(&refused.stderr)
            .contains("\"skatpc.local:8080\": the hub's address must look like http://HOST:PORT"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
}
