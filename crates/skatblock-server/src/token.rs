//! Tokens: 128 random bits written as 32 hex digits, shown once; the database keeps only
//! their SHA-256, so a copy of it signs nobody in.

use sha2::{Digest, Sha256};

/// A new token: 16 bytes from the system's random source, as hex.
///
/// # Panics
/// When the system has no random source (nothing could be signed safely then).
pub fn generate() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the system's random source");
    hex(&bytes)
}

/// The hex SHA-256 of a token, as stored.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_23_a_token_is_32_hex_digits_and_stored_as_its_hash() {
        let (a, b) = (generate(), generate());
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert_eq!(
            hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
