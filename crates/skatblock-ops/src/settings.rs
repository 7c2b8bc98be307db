//! The desk's own settings: the language of screens and lists, the rule options a new event
//! starts with, and the data file opened at start. One small JSON file in the user's
//! configuration directory (`~/.config/skatblock/settings.json` on Linux); a missing file means
//! the defaults (German, ISkO, the default data file).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::rules::Rules;

/// How many recently opened data files are remembered.
pub const RECENT_FILES: usize = 5;

/// Language of the screens and the printed lists.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// German (the default).
    #[default]
    De,
    /// English.
    En,
}

/// The settings file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Language.
    pub language: Language,
    /// The rule options (RULES.md part G) of a new event; ISkO by default.
    pub default_rules: Rules,
    /// The data file opened at start; `None` is [`crate::store::default_path`].
    pub data_file: Option<PathBuf>,
    /// Recently opened data files, newest first.
    pub recent_files: Vec<PathBuf>,
    /// The association server the desk pulls leagues from and pushes match days to.
    pub association: AssociationSettings,
}

/// The association server of the "Verband" screen (issue 23): its address and the file that
/// holds the desk's token. The token itself is never kept here, only where it lives.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(default, deny_unknown_fields)]
pub struct AssociationSettings {
    /// The server's address (`https://…`, without a trailing `/`).
    pub server: Option<String>,
    /// The token file.
    pub token_file: Option<PathBuf>,
}

/// A settings file that cannot be read or written.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The file exists but cannot be read or written.
    #[error("settings file {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not a settings file of this program.
    #[error(
        "settings file {path}: {reason}; the defaults are used until the settings are saved again"
    )]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong, with line and column.
        reason: String,
        /// Where the parser stopped: line and column.
        at: (usize, usize),
    },
}

/// The codes of the settings file's refusals.
pub mod codes {
    crate::rules::codes! {
        /// A settings file that cannot be read or written; params `path`, `detail`.
        SETTINGS_IO = "settings.io";
        /// A settings file that is not one; params `path`, `line`, `column`.
        SETTINGS_INVALID = "settings.invalid";
    }
}

impl SettingsError {
    /// The error as a coded refusal, for the catalogue of the user's language.
    pub fn refusal(&self) -> crate::rules::Refusal {
        use crate::rules::Refusal;
        match self {
            SettingsError::Io { path, source } => Refusal::new(codes::SETTINGS_IO)
                .param("path", path.display().to_string())
                .param("detail", source.to_string()),
            SettingsError::Invalid { path, at, .. } => Refusal::new(codes::SETTINGS_INVALID)
                .param("path", path.display().to_string())
                .param("line", at.0)
                .param("column", at.1),
        }
    }
}

/// `~/.config/skatblock/settings.json` (the platform's configuration directory).
pub fn default_path() -> PathBuf {
    dirs::config_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join("skatblock")
        .join("settings.json")
}

impl Settings {
    /// Reads the settings; a missing file gives the defaults.
    ///
    /// # Errors
    /// An unreadable file, or JSON that is not a settings file (the message names the line).
    pub fn load(path: &Path) -> Result<Settings, SettingsError> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Settings::default()),
            Err(source) => {
                return Err(SettingsError::Io {
                    path: path.into(),
                    source,
                });
            }
        };
        serde_json::from_str(&text).map_err(|e| SettingsError::Invalid {
            path: path.into(),
            reason: e.to_string(),
            at: (e.line(), e.column()),
        })
    }

    /// Writes the settings: to a temporary file first, then renamed, so a crash never leaves
    /// half a file.
    ///
    /// # Errors
    /// The directory or file cannot be written.
    pub fn save(&self, path: &Path) -> Result<(), SettingsError> {
        let io = |source| SettingsError::Io {
            path: path.into(),
            source,
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io)?;
        }
        let tmp = path.with_extension("json.tmp");
        let text = serde_json::to_string_pretty(self).expect("settings serialise");
        std::fs::write(&tmp, text + "\n").map_err(io)?;
        std::fs::rename(&tmp, path).map_err(io)
    }

    /// The data file to open at start.
    pub fn data_file(&self) -> PathBuf {
        self.data_file
            .clone()
            .unwrap_or_else(crate::store::default_path)
    }

    /// Remembers an opened data file: first in the recent list, at most [`RECENT_FILES`].
    pub fn remember(&mut self, file: &Path) {
        self.recent_files.retain(|f| f != file);
        self.recent_files.insert(0, file.to_path_buf());
        self.recent_files.truncate(RECENT_FILES);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A settings path in a folder that does not exist yet, inside a temporary folder that is
    /// removed when the returned guard drops.
    fn temp() -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::Builder::new()
            .prefix("skatblock-settings-")
            .tempdir()
            .expect("temp dir");
        let path = dir.path().join("skatblock").join("settings.json");
        (dir, path)
    }

    #[test]
    fn a_missing_file_gives_german_isko_and_the_default_data_file() {
        let settings = Settings::load(&temp().1).expect("defaults");
        assert_eq!(settings.language, Language::De);
        assert_eq!(settings.default_rules, Rules::default());
        assert_eq!(settings.data_file(), crate::store::default_path());
    }

    #[test]
    fn settings_survive_a_save_and_load() {
        let (_dir, path) = temp();
        let mut settings = Settings {
            language: Language::En,
            data_file: Some("/srv/verein.db".into()),
            ..Settings::default()
        };
        settings.default_rules.table_bonus.four = 40;
        settings.save(&path).expect("saved");
        assert_eq!(Settings::load(&path).expect("loaded"), settings);
        assert!(
            !path.with_extension("json.tmp").exists(),
            "no temporary file is left"
        );
    }

    #[test]
    fn a_broken_file_is_named_with_its_line() {
        let (_dir, path) = temp();
        std::fs::create_dir_all(path.parent().expect("dir")).expect("dir");
        std::fs::write(&path, "{\n  \"language\": \"fr\"\n}\n").expect("written");
        let message = Settings::load(&path).expect_err("refused").to_string();
        assert!(
            message.contains("settings.json")
                && message.contains("unknown variant `fr`")
                && message.contains("line 2"),
            "{message}"
        );
        std::fs::write(&path, "{\"colour\": 1}").expect("written");
        let message = Settings::load(&path).expect_err("refused").to_string();
        assert!(message.contains("unknown field `colour`"), "{message}");
    }

    #[test]
    fn the_recent_list_keeps_five_files_newest_first_without_repeats() {
        let mut settings = Settings::default();
        for i in 0..7 {
            settings.remember(Path::new(&format!("/data/{i}.db")));
        }
        settings.remember(Path::new("/data/4.db"));
        let names: Vec<_> = settings
            .recent_files
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(
            names,
            [
                "/data/4.db",
                "/data/6.db",
                "/data/5.db",
                "/data/3.db",
                "/data/2.db"
            ]
        );
    }
}
