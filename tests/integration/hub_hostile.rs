//! The hub against one hostile guest in the hall (issue 20): it answers only under its own
//! address, with answers that are neither sniffed nor stored. Loopback only, every loop bounded.

use std::io::{Read, Write};
use std::net::TcpStream;

use super::hub::{small_event, start};
use super::store::temp_dir;

fn status(head: &str) -> u16 {
    head.split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
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
