//! Server-rendered pages: a small HTML writer that escapes every text it is given, so a team
//! named `<script>` or `'; DROP TABLE` shows as those characters and nothing else. The pages
//! run under a CSP without inline script or style: styles and the live page's script are
//! files under `/assets/`.

use std::fmt::Write;

use skatblock_i18n::{Lang, message, text};
use skatblock_rules::Param;

/// The Content-Security-Policy of every page: scripts, styles and fetches from this origin
/// only; no inline script, no eval; no framing.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
     connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/// `text` with `&`, `<`, `>`, `"` and `'` as character references.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A word of the pages in `lang` (`server-page-…` of the catalogue), escaped.
pub fn word(lang: Lang, key: &str) -> String {
    esc(&text(lang, &format!("server-page-{key}")))
}

/// A word with parameters, escaped.
pub fn word_with(lang: Lang, key: &str, params: &[(&str, Param)]) -> String {
    esc(&message(
        lang,
        &format!("server-page-{key}"),
        params.iter().map(|(k, v)| (*k, v)),
    ))
}

/// A page: its title (text), its body (HTML made by this module) and, for the live page, a
/// script file under `/assets/`.
pub struct Page {
    /// The title, as text.
    pub title: String,
    /// The main part, as HTML.
    pub body: String,
    /// A script of `/assets/`, if the page has one.
    pub script: Option<&'static str>,
}

/// The whole document of `page` in `lang`, with the header's links (home, the other
/// language at `path`).
pub fn document(lang: Lang, path: &str, page: &Page) -> String {
    let (code, other, other_label) = match lang {
        Lang::De => ("de", format!("{path}{}lang=en", sep(path)), "English"),
        Lang::En => ("en", strip_lang(path), "Deutsch"),
    };
    let script = page
        .script
        .map(|s| format!("<script type=\"module\" src=\"/assets/{s}\"></script>\n"))
        .unwrap_or_default();
    let mut out = String::new();
    let _ = write!(
        out,
        "<!doctype html>\n<html lang=\"{code}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"referrer\" content=\"no-referrer\">\n<title>{title} – Skatblock</title>\n\
         <link rel=\"stylesheet\" href=\"/assets/server.css\">\n{script}</head>\n<body>\n\
         <header class=\"top\"><a class=\"home\" href=\"{home}\">{brand}</a>\
         <a class=\"lang\" href=\"{other}\">{other_label}</a></header>\n<main>\n{body}</main>\n</body>\n</html>\n",
        title = esc(&page.title),
        home = esc(&with_lang(lang, "/")),
        brand = word(lang, "brand"),
        other = esc(&other),
        body = page.body,
    );
    out
}

fn sep(path: &str) -> char {
    if path.contains('?') { '&' } else { '?' }
}

/// `path` with `lang=en` removed from its query.
fn strip_lang(path: &str) -> String {
    let Some((base, query)) = path.split_once('?') else {
        return path.to_string();
    };
    let rest: Vec<&str> = query.split('&').filter(|p| *p != "lang=en").collect();
    if rest.is_empty() {
        base.to_string()
    } else {
        format!("{base}?{}", rest.join("&"))
    }
}

/// A link target inside the pages that keeps the language.
pub fn with_lang(lang: Lang, path: &str) -> String {
    match lang {
        Lang::De => path.to_string(),
        Lang::En => format!("{path}{}lang=en", sep(path)),
    }
}

/// A path segment percent-encoded (a group's name in a link).
pub fn segment(name: &str) -> String {
    let mut out = String::new();
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_quotes_are_escaped() {
        assert_eq!(
            esc(r#"<script>alert('x')</script> & "Team""#),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Team&quot;"
        );
    }

    #[test]
    fn a_group_name_is_one_percent_encoded_segment() {
        assert_eq!(segment("Staffel 1/Nord ä"), "Staffel%201%2FNord%20%C3%A4");
    }

    #[test]
    fn the_language_switch_keeps_the_rest_of_the_query() {
        assert_eq!(
            strip_lang("/leagues/1?after_day=2&lang=en"),
            "/leagues/1?after_day=2"
        );
        assert_eq!(
            with_lang(Lang::En, "/leagues/1?after_day=2"),
            "/leagues/1?after_day=2&lang=en"
        );
    }
}
