//! Who made a change of a game, as the history keeps it: data, never a sentence. The words
//! ("Tisch 3, Serie 1 (…)") are made at the edge, from the catalogue of the reader's language.

use serde::Serialize;

/// The author of a change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Author {
    /// A scorer at the desk or on the command line, by the name they gave.
    Scorer {
        /// The name as given.
        name: String,
    },
    /// A table's phone through the hall's hub.
    Table {
        /// The series.
        series: u16,
        /// The table.
        table: u16,
        /// The phone as its browser names itself (at most 60 characters).
        device: String,
    },
}

/// The stored form of a table's phone: a JSON object with exactly these keys, which no
/// scorer's name is.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredTable {
    table: u16,
    series: u16,
    device: String,
}

impl Author {
    /// A table's phone; the device's name is cut to 60 characters, without the blanks a cut
    /// can leave at its end ("AppleWebKit/537.36 )" read like a typo).
    pub fn table(series: u16, table: u16, device: &str) -> Author {
        let device: String = device.trim().chars().take(60).collect();
        Author::Table {
            series,
            table,
            device: device.trim_end().to_string(),
        }
    }

    /// The author as the history's column keeps it: a scorer's name as given, a table as a
    /// small JSON object.
    pub fn to_stored(&self) -> String {
        match self {
            Author::Scorer { name } => name.clone(),
            Author::Table {
                series,
                table,
                device,
            } => {
                serde_json::json!({"table": table, "series": series, "device": device}).to_string()
            }
        }
    }

    /// The author of a stored column. Anything that is not a table's object is a scorer's
    /// name, so the sentences older builds stored read as the names they were.
    ///
    /// ```
    /// use skatblock_model::audit::Author;
    /// let phone = Author::table(1, 3, "Pixel 7");
    /// assert_eq!(Author::from_stored(&phone.to_stored()), phone);
    /// assert_eq!(
    ///     Author::from_stored("Tisch 3, Serie 1 (Pixel 7)"),
    ///     Author::Scorer { name: "Tisch 3, Serie 1 (Pixel 7)".into() }
    /// );
    /// ```
    pub fn from_stored(text: &str) -> Author {
        match serde_json::from_str::<StoredTable>(text) {
            Ok(t) => Author::Table {
                series: t.series,
                table: t.table,
                device: t.device,
            },
            Err(_) => Author::Scorer {
                name: text.to_string(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Author;

    #[test]
    fn issue19_a_phone_name_cut_at_60_characters_ends_without_a_blank() {
        let agent =
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)";
        let Author::Table { device, .. } = Author::table(1, 3, agent) else {
            panic!("a table's author");
        };
        assert_eq!(
            device,
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36"
        );
        let Author::Table { device, .. } = Author::table(1, 3, "  Pixel 8  ") else {
            panic!("a table's author");
        };
        assert_eq!(device, "Pixel 8");
    }
}
