//! Refusals as HTTP answers: the desk's error object (`{"error", "code", "field", "value",
//! "rule"}`) in the request's language; several refusals add `"errors"`; a file's refusals
//! are listed by line.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use skatblock_i18n::Lang as Language;
use skatblock_rules::Refusal;

use crate::codes::{SERVER_INTERNAL, SERVER_TOO_LARGE, SERVER_UNAVAILABLE};
use crate::db::DbError;
use crate::import::LineError;

/// The language of a request: `?lang=en`, or an `Accept-Language` starting with `en`, is
/// English; anything else German (the clubs' language).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lang(pub Language);

impl<S: Send + Sync> FromRequestParts<S> for Lang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Lang, Self::Rejection> {
        Ok(lang_of(parts))
    }
}

/// The language of a request's head.
pub fn lang_of(parts: &Parts) -> Lang {
    let query = parts.uri.query().unwrap_or_default();
    let asked = query.split('&').find_map(|p| p.strip_prefix("lang="));
    let accepted = parts
        .headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let english = match asked {
        Some(tag) => tag.starts_with("en"),
        None => accepted.trim_start().to_ascii_lowercase().starts_with("en"),
    };
    Lang(if english { Language::En } else { Language::De })
}

/// A refused request: its status and what was wrong.
#[derive(Debug, Clone)]
pub struct Fail {
    status: StatusCode,
    refusals: Vec<Refusal>,
    lines: Vec<LineError>,
    retry_after: Option<u64>,
}

impl Fail {
    /// A refusal answered with `status`.
    pub fn new(status: StatusCode, refusal: Refusal) -> Fail {
        Fail::many(status, vec![refusal])
    }

    /// Several refusals (a package's) answered with `status`.
    pub fn many(status: StatusCode, refusals: Vec<Refusal>) -> Fail {
        Fail {
            status,
            refusals,
            lines: Vec::new(),
            retry_after: None,
        }
    }

    /// A file's refusals by line (422).
    pub fn lines(lines: Vec<LineError>) -> Fail {
        Fail {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            refusals: Vec::new(),
            lines,
            retry_after: None,
        }
    }

    /// The same with a `Retry-After` of `seconds`.
    pub fn retry_after(mut self, seconds: u64) -> Fail {
        self.retry_after = Some(seconds);
        self
    }

    /// The seconds of its `Retry-After`, if it has one.
    pub fn retry_seconds(&self) -> Option<u64> {
        self.retry_after
    }

    /// The status.
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The first refusal's sentence in `lang` (what a page shows).
    pub fn sentence(&self, lang: Language) -> String {
        self.refusals
            .first()
            .or_else(|| self.lines.first().map(|l| &l.refusal))
            .map(|r| skatblock_i18n::refusal(lang, r))
            .unwrap_or_default()
    }

    /// The answer in `lang`.
    pub fn render(self, Lang(lang): Lang) -> Response {
        let body = if self.lines.is_empty() {
            let all: Vec<Value> = self.refusals.iter().map(|r| object(r, lang)).collect();
            let mut first = all.first().cloned().unwrap_or_else(|| json!({}));
            if all.len() > 1 {
                first["errors"] = Value::Array(all);
            }
            first
        } else {
            let errors: Vec<Value> = self.lines.iter().map(|l| line_object(l, lang)).collect();
            json!({ "errors": errors })
        };
        let mut response = (self.status, axum::Json(body)).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

/// A refusal as the desk's error object.
fn object(r: &Refusal, lang: Language) -> Value {
    let value = r.value.as_deref().map_or(Value::Null, |v| {
        serde_json::from_str(v).unwrap_or_else(|_| Value::String(v.to_string()))
    });
    json!({
        "error": skatblock_i18n::refusal(lang, r),
        "code": r.code.as_str(),
        "field": r.field,
        "value": value,
        "rule": r.rule,
    })
}

fn line_object(l: &LineError, lang: Language) -> Value {
    let mut o = object(&l.refusal, lang);
    let fields = o.as_object_mut().map(std::mem::take).unwrap_or_default();
    let mut out = serde_json::Map::new();
    out.insert("line".into(), json!(l.line));
    out.extend(fields);
    Value::Object(out)
}

impl From<DbError> for Fail {
    fn from(e: DbError) -> Fail {
        match e {
            DbError::Unavailable => {
                let r = Refusal::new(SERVER_UNAVAILABLE).param("seconds", 1);
                Fail::new(StatusCode::SERVICE_UNAVAILABLE, r).retry_after(1)
            }
            DbError::Internal(_) => Fail::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                Refusal::new(SERVER_INTERNAL),
            ),
        }
    }
}

/// A body's extraction failure: over the limit (413) or unreadable.
pub fn body_fail(e: axum::extract::rejection::BytesRejection) -> Fail {
    let status = e.status();
    let refusal = Refusal::new(SERVER_TOO_LARGE).param("max", super::MAX_BODY as i64);
    Fail::new(
        if status == StatusCode::PAYLOAD_TOO_LARGE {
            status
        } else {
            StatusCode::BAD_REQUEST
        },
        refusal,
    )
}
