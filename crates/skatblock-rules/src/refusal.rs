//! Refusals as data: a stable code, the field, the value as entered, named parameters and a
//! rule reference (DESIGN.md "Refusals are data").
//!
//! Nothing here writes a sentence for a user: the sentence is made at the edge (the CLI, the
//! app, the PDFs) from the catalogue of the user's language, `locales/*.ftl`, keyed by the
//! code. `Display` gives a structural form for logs and panics only.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Serialize, Serializer};

/// A refusal's stable code, e.g. `game.matadors.range`.
///
/// Its string form is the key of the catalogues (with `-` for `.`, as Fluent ids have no
/// dots), so a released code never changes. Codes are constants of the module that refuses
/// (see [`codes`](mod@crate::codes)); consumers branch on them, never on a sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Code(&'static str);

impl Code {
    /// A code from its stable string form: lowercase words joined by dots.
    pub const fn new(code: &'static str) -> Code {
        Code(code)
    }

    /// The stable string form, e.g. `game.matadors.range`.
    pub const fn as_str(self) -> &'static str {
        self.0
    }

    /// The message id in the catalogues: the code with `-` for `.`.
    pub fn message_id(self) -> String {
        self.0.replace('.', "-")
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

/// Declares codes as constants and lists them all in `ALL`, so tests can check that every code
/// has a sentence in every catalogue.
///
/// ```
/// skatblock_rules::codes! {
///     /// An example.
///     EXAMPLE_CODE = "example.code";
/// }
/// assert_eq!(EXAMPLE_CODE.as_str(), "example.code");
/// assert_eq!(ALL.len(), 1);
/// ```
#[macro_export]
macro_rules! codes {
    ($($(#[$doc:meta])* $name:ident = $code:literal;)*) => {
        $($(#[$doc])* pub const $name: $crate::Code = $crate::Code::new($code);)*
        /// Every code of this module.
        pub const ALL: &[$crate::Code] = &[$($name),*];
    };
}

/// A named parameter of a refusal's sentence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Param {
    /// A number (counts, limits, game numbers); catalogues may choose a plural form by it.
    Int(i64),
    /// Text shown as it is (a name, a list of numbers).
    Text(String),
    /// A word the catalogue translates: the id of one of its messages, e.g. `contract-grand`.
    Term {
        /// The message id.
        term: &'static str,
    },
    /// Columns of a file by their own names (`first_name`), which the catalogue names in the
    /// user's language (German `Vorname`), as the file's header may.
    Columns {
        /// The columns' own names, in the file's order.
        columns: Vec<&'static str>,
    },
}

impl Param {
    /// The columns `names` as a parameter the catalogue names in the user's language.
    #[must_use]
    pub fn columns(names: &[&'static str]) -> Param {
        Param::Columns {
            columns: names.to_vec(),
        }
    }
}

macro_rules! int_param {
    ($($t:ty),*) => {$(
        impl From<$t> for Param {
            fn from(n: $t) -> Param {
                Param::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_param!(i8, i16, i32, i64, u8, u16, u32, u64, usize);

impl From<&str> for Param {
    fn from(text: &str) -> Param {
        Param::Text(text.to_string())
    }
}

impl From<String> for Param {
    fn from(text: String) -> Param {
        Param::Text(text)
    }
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Param::Int(n) => write!(f, "{n}"),
            Param::Text(t) => f.write_str(t),
            Param::Term { term } => f.write_str(term),
            Param::Columns { columns } => f.write_str(&columns.join(",")),
        }
    }
}

/// Something the user entered or asked for that breaks a rule: what, where, and why, as data.
///
/// Built with [`Refusal::new`] and the builder methods:
///
/// ```
/// use skatblock_rules::{Code, Param, Refusal};
/// let r = Refusal::new(Code::new("game.matadors.range"))
///     .field("matadors")
///     .value(5)
///     .param("max", 4)
///     .rule("A.3.3");
/// assert_eq!(r.code.as_str(), "game.matadors.range");
/// assert_eq!(r.value.as_deref(), Some("5"));
/// assert_eq!(r.params["max"], Param::Int(4));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Refusal {
    /// The stable code.
    #[cfg_attr(feature = "ts", ts(inline))]
    pub code: Code,
    /// The field, as named in the JSON or CSV form (`matadors`, `replacement.contract`).
    pub field: Option<String>,
    /// The value as entered (JSON-formatted for JSON input); `None` when it was missing or
    /// the refusal concerns no single value.
    pub value: Option<String>,
    /// Named parameters of the sentence.
    pub params: BTreeMap<&'static str, Param>,
    /// The rule broken: a section of RULES.md or the ISkO, e.g. `A.3.3` or `A.1.1, V-6`.
    pub rule: Option<&'static str>,
}

impl Refusal {
    /// A refusal with only its code.
    pub fn new(code: Code) -> Refusal {
        Refusal {
            code,
            field: None,
            value: None,
            params: BTreeMap::new(),
            rule: None,
        }
    }

    /// Names the field.
    #[must_use]
    pub fn field(mut self, field: impl Into<String>) -> Refusal {
        self.field = Some(field.into());
        self
    }

    /// Gives the value as entered.
    #[must_use]
    pub fn value(mut self, value: impl fmt::Display) -> Refusal {
        self.value = Some(value.to_string());
        self
    }

    /// Adds a named parameter.
    #[must_use]
    pub fn param(mut self, name: &'static str, value: impl Into<Param>) -> Refusal {
        self.params.insert(name, value.into());
        self
    }

    /// Adds a parameter that the catalogue translates (the id of one of its messages).
    #[must_use]
    pub fn term(mut self, name: &'static str, term: &'static str) -> Refusal {
        self.params.insert(name, Param::Term { term });
        self
    }

    /// Names the rule broken.
    #[must_use]
    pub fn rule(mut self, rule: &'static str) -> Refusal {
        self.rule = Some(rule);
        self
    }

    /// The same refusal about another field (e.g. a nested one: `replacement.matadors`).
    #[must_use]
    pub fn in_field(self, field: impl Into<String>) -> Refusal {
        self.field(field)
    }
}

/// A structural form for logs: `matadors = 5: game.matadors.range {max: 4} (A.3.3)`. Users see
/// the catalogue's sentence instead.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(field) = &self.field {
            let value = self.value.as_deref().unwrap_or("(missing)");
            write!(f, "{field} = {value}: ")?;
        }
        write!(f, "{}", self.code)?;
        if !self.params.is_empty() {
            let params: Vec<String> = self
                .params
                .iter()
                .map(|(k, v)| format!("{k}: {v}"))
                .collect();
            write!(f, " {{{}}}", params.join(", "))?;
        }
        if let Some(rule) = self.rule {
            write!(f, " ({rule})")?;
        }
        Ok(())
    }
}

impl std::error::Error for Refusal {}
