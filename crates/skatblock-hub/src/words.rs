//! The words of the hub's pages (issue 19): one catalogue. They live in the Fluent catalogues
//! (`locales/{de,en}/hubpage.ftl`) beside every other sentence of the program, and reach the
//! pages as the module `web/words.js`, made from them here. The module is committed so that the
//! pages' unit tests read it from the source tree as the hub serves it; a test keeps it current.

use crate::i18n::{self, Lang};

/// The module `words.js`: `export const WORDS = {de: {…}, en: {…}}`, the pages' keys with the
/// catalogue's texts, `{name}` where a value goes.
///
/// # Errors
/// The id of a message of `hubpage.ftl` that is more than text and values.
pub fn words_js() -> Result<String, String> {
    let mut out = String::from(
        "// The words of the hub's pages, made from the catalogue (locales/{de,en}/hubpage.ftl): edit\n\
         // those. `SNAPSHOTS=overwrite cargo test -p skatblock-hub words` writes this file anew.\n\
         export const WORDS = {\n",
    );
    for lang in [Lang::De, Lang::En] {
        out.push_str(&format!("  {}: {{\n", lang.tag()));
        for (key, text) in i18n::page_words(lang)? {
            out.push_str(&format!("    {}: {},\n", quoted(&key), quoted(&text)));
        }
        out.push_str("  },\n");
    }
    out.push_str("};\n");
    Ok(out)
}

/// A JavaScript string literal; the invisible spaces and hyphens written as escapes.
fn quoted(text: &str) -> String {
    serde_json::Value::from(text)
        .to_string()
        .replace('\u{a0}', "\\u00a0")
        .replace('\u{ad}', "\\u00ad")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_page_words_are_current() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web/words.js");
        let now = words_js().expect("the pages' words are text with values");
        if std::env::var_os("SNAPSHOTS").is_some_and(|v| v == "overwrite") {
            std::fs::write(&path, &now).expect("write words.js");
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == now,
            "src/web/words.js is stale: write it anew with `SNAPSHOTS=overwrite cargo test -p skatblock-hub words`"
        );
    }

    #[test]
    fn the_words_say_a_value_as_the_pages_fill_it() {
        let js = words_js().expect("the pages' words are text with values");
        assert!(js.contains(r#""table.title": "Tisch {table} · Serie {series}","#));
        assert!(js.contains(r#""sk.game.passed": "zusammen\u00adgeworfen","#));
        assert!(js.contains(r#""conn.waiting.other": "offline – {count} games waiting","#));
    }
}
