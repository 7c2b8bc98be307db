//! The names a hub answers to (issue 20). A web page elsewhere can make a browser in the hall
//! send requests to the hub under a name of its own that resolves to the hub's address (DNS
//! rebinding) and read the answers, as they are of its own origin. The `Host` such a request
//! carries is that name: the hub answers only the addresses it was started on. The port is not
//! compared: the rebinding is in the name, and a port forwarded to the hub's (a proxy in front
//! of it) is the same hub.

use std::net::{IpAddr, SocketAddr};

/// The addresses a hub listening on one address answers to.
#[derive(Debug, Clone)]
pub struct Hosts {
    listen: IpAddr,
    /// The names of the URL base the table cards were printed with (`hub --url-base`).
    printed: Vec<String>,
}

impl Hosts {
    /// The hub listening on `address`: its address (`http://ADDR:PORT`, which the desk's QR
    /// codes name) and, on loopback, `localhost`. Listening on every address (`0.0.0.0`,
    /// `[::]`), each address of this machine is its own (the desk offers the one of the local
    /// network, `local_addresses`), and loopback.
    pub fn listening_on(address: SocketAddr) -> Hosts {
        Hosts {
            listen: address.ip(),
            printed: Vec::new(),
        }
    }

    /// These and the host names `printed` (lower case) that the QR codes name.
    pub fn also(mut self, printed: &[String]) -> Hosts {
        self.printed
            .extend(printed.iter().map(|n| n.to_ascii_lowercase()));
        self
    }

    /// Whether a request with the `Host` header `host` is one for this hub.
    pub fn allows(&self, host: Option<&str>) -> bool {
        host.and_then(split_host)
            .is_some_and(|name| self.names(&name))
    }

    /// Whether `name` (lower case, without the port) is an address of this hub.
    fn names(&self, name: &str) -> bool {
        let every = self.listen.is_unspecified();
        if self.printed.iter().any(|p| p == name) {
            return true;
        }
        if name == "localhost" {
            return every || self.listen.is_loopback();
        }
        let Ok(ip) = name.parse::<IpAddr>() else {
            // A name other than `localhost`: the rebinding's.
            return false;
        };
        let ip = ip.to_canonical();
        if ip.is_unspecified() || ip.is_multicast() {
            return false;
        }
        ip == self.listen.to_canonical() || (every && of_this_machine(ip))
    }
}

/// Whether `ip` is an address of this machine: only then may a socket be bound to it. No
/// packet is sent.
fn of_this_machine(ip: IpAddr) -> bool {
    ip.is_loopback() || std::net::UdpSocket::bind(SocketAddr::new(ip, 0)).is_ok()
}

/// `Host`'s name in lower case (an IPv6 address without its brackets), when it is a name with
/// an optional port.
fn split_host(host: &str) -> Option<String> {
    let host = host.trim().to_ascii_lowercase();
    let (name, port) = match host.strip_prefix('[') {
        Some(v6) => {
            let (address, rest) = v6.split_once(']')?;
            (address.to_string(), rest.strip_prefix(':'))
        }
        None => match host.rsplit_once(':') {
            Some((name, port)) => (name.to_string(), Some(port)),
            None => (host.clone(), None),
        },
    };
    if let Some(port) = port {
        port.parse::<u16>().ok()?;
    }
    (!name.is_empty()).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{Ipv4Addr, Ipv6Addr};

    /// Loopback in both families.
    const LOOPBACK: [IpAddr; 2] = [
        IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(Ipv6Addr::LOCALHOST),
    ];

    fn on(address: &str) -> Hosts {
        Hosts::listening_on(address.parse().expect("address"))
    }

    #[test]
    fn issue_20_a_hub_on_loopback_answers_its_address_and_localhost_only() {
        let hub = on("127.0.0.1:8080");
        let forwarded = "127.0.0.1:18080";
        for host in [
            "127.0.0.1:8080",
            "localhost:8080",
            "LOCALHOST:8080",
            forwarded,
        ] {
            assert!(hub.allows(Some(host)), "{host}");
        }
        for host in [
            "evil.example:8080",
            "evil.example",
            "127.0.0.1:http",
            "127.0.0.1:99999",
            "127.0.0.2:8080",
            "192.0.2.1:8080",
            "127.0.0.1:8080.evil.example",
            "",
            ":8080",
            "[::1]:8080",
            "[::1",
        ] {
            assert!(!hub.allows(Some(host)), "{host}");
        }
        assert!(!hub.allows(None), "no Host");
    }

    #[test]
    fn issue_20_a_hub_on_its_lan_address_answers_that_address_only() {
        let hub = on("192.0.2.20:80");
        assert!(hub.allows(Some("192.0.2.20")));
        assert!(hub.allows(Some("192.0.2.20:80")));
        assert!(!hub.allows(Some("localhost")));
        assert!(!hub.allows(Some("127.0.0.1")));
        assert!(!hub.allows(Some("skat.example")));
    }

    #[test]
    fn issue_20_a_hub_on_every_address_answers_this_machines_addresses() {
        let hub = on("0.0.0.0:8080");
        for ip in LOOPBACK
            .iter()
            .copied()
            .chain(crate::server::local_addresses())
        {
            let host = SocketAddr::new(ip, 8080).to_string();
            assert!(hub.allows(Some(&host)), "{host}");
        }
        assert!(hub.allows(Some("localhost:8080")));
        assert!(!hub.allows(Some("0.0.0.0:8080")));
        assert!(!hub.allows(Some("192.0.2.1:8080")), "not this machine's");
        assert!(!hub.allows(Some("evil.example:8080")));
        let v6 = on("[::]:8080");
        assert!(v6.allows(Some("[::1]:8080")));
        assert!(v6.allows(Some("127.0.0.1:8080")));
        assert!(!v6.allows(Some("evil.example:8080")));
    }
}
