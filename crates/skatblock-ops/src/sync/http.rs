//! The client of the association server's API: one blocking request with a token and a time
//! limit, its answer as status and body. What an answer means is decided by the caller; here a
//! failure to get any answer at all (no route, refused connection, time out) is the reason in
//! the client's words, for the refusal that names the server.

use std::time::Duration;

/// How long one request may take, connecting included: a desk in a hall with a weak line waits
/// this long, then keeps what it has for the next attempt.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// An answer of the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The HTTP status.
    pub status: u16,
    /// The body as text.
    pub body: String,
}

/// A request to the server.
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    /// `GET` or `PUT`.
    pub method: Method,
    /// The whole URL.
    pub url: &'a str,
    /// The bearer token.
    pub token: &'a str,
    /// The language the server's refusals are wanted in (`de`, `en`).
    pub lang: &'a str,
}

/// The methods the desk uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Reads.
    Get,
    /// Stores a JSON body.
    Put,
}

/// Sends `request` (with `body` as JSON for a PUT); the server's answer whatever its status.
///
/// # Errors
/// No answer: the reason, in the client's words.
pub fn send(request: Request<'_>, body: Option<&[u8]>) -> Result<Reply, String> {
    let config = ureq::Agent::config_builder()
        .timeout_global(Some(TIMEOUT))
        .http_status_as_error(false)
        .build();
    let agent: ureq::Agent = config.into();
    let bearer = format!("Bearer {}", request.token);
    let answer = match request.method {
        Method::Get => agent
            .get(request.url)
            .header("Authorization", &bearer)
            .header("Accept-Language", request.lang)
            .call(),
        Method::Put => agent
            .put(request.url)
            .header("Authorization", &bearer)
            .header("Accept-Language", request.lang)
            .content_type("application/json")
            .send(body.unwrap_or_default()),
    };
    let mut response = answer.map_err(|e| e.to_string())?;
    let status = response.status().as_u16();
    let body = response
        .body_mut()
        .read_to_string()
        .map_err(|e| e.to_string())?;
    Ok(Reply { status, body })
}

/// `text` as one segment of a URL's path: every byte but the unreserved ones percent-encoded
/// (UTF-8), so a group named „Süd 1/2" stays one segment.
pub fn path_segment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_23_a_group_name_is_one_percent_encoded_segment() {
        assert_eq!(path_segment("Nord"), "Nord");
        assert_eq!(path_segment("Süd 1/2"), "S%C3%BCd%201%2F2");
    }
}
