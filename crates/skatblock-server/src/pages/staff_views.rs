//! The staff's pages as HTML: the sign-in form and the list of one's match days with the
//! actions the role may take on each (every form carries the session's CSRF token).

use std::fmt::Write;

use skatblock_i18n::Lang;
use skatblock_rules::Param;

use super::html::{Page, esc, segment, with_lang, word, word_with};
use crate::db::{DayRow, Session};
use crate::scope::Role;
use crate::state::DayState;

/// The sign-in form, with the refusal's sentence of a failed try.
pub fn signin(lang: Lang, error: Option<&str>) -> Page {
    let notice = error
        .map(|e| format!("<p class=\"notice error\" role=\"alert\">{}</p>\n", esc(e)))
        .unwrap_or_default();
    let body = format!(
        "<h1>{title}</h1>\n{notice}<p>{text}</p>\n<form class=\"signin\" method=\"post\" action=\"{action}\">\
         <label for=\"token\">{token}</label> <input type=\"password\" id=\"token\" name=\"token\" \
         autocomplete=\"off\" required> <button type=\"submit\">{title}</button></form>\n",
        title = word(lang, "signin"),
        text = word(lang, "signin-text"),
        action = esc(&with_lang(lang, "/signin")),
        token = word(lang, "token"),
    );
    Page {
        title: skatblock_i18n::text(lang, "server-page-signin"),
        body,
        script: None,
    }
}

/// The staff page of `session`: its days, the outcome of the last action, sign-out.
pub fn staff(lang: Lang, session: &Session, days: &[DayRow], outcome: Option<DayState>) -> Page {
    let role = word(lang, &format!("role-{}", session.scope.role.name()));
    let who = word_with(
        lang,
        "signed-in-as",
        &[
            ("name", Param::Text(session.name.clone())),
            ("role", Param::Text(role)),
        ],
    );
    let mut body = format!(
        "<h1>{}</h1>\n<p>{who}</p>\n<form class=\"inline signout\" method=\"post\" action=\"{}\">{}\
         <button class=\"secondary\" type=\"submit\">{}</button></form>\n",
        word(lang, "staff"),
        esc(&with_lang(lang, "/signout")),
        csrf_field(&session.csrf),
        word(lang, "signout"),
    );
    if let Some(state) = outcome {
        let state = skatblock_i18n::text(lang, &format!("server-page-state-{}", state.name()));
        let said = word_with(lang, "outcome", &[("state", Param::Text(state))]);
        let _ = writeln!(body, "<p class=\"notice\" role=\"status\">{said}</p>");
    }
    if days.is_empty() {
        let _ = writeln!(body, "<p class=\"empty\">{}</p>", word(lang, "no-days"));
    } else {
        body.push_str(&days_table(lang, session, days));
    }
    Page {
        title: skatblock_i18n::text(lang, "server-page-staff"),
        body,
        script: None,
    }
}

fn csrf_field(csrf: &str) -> String {
    format!(
        "<input type=\"hidden\" name=\"csrf\" value=\"{}\">",
        esc(csrf)
    )
}

fn days_table(lang: Lang, session: &Session, days: &[DayRow]) -> String {
    let mut out = format!(
        "<div class=\"scroll\"><table class=\"staff\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>\n",
        word(lang, "league"),
        word(lang, "group"),
        word(lang, "day-column"),
        word(lang, "date"),
        word(lang, "host"),
        word(lang, "state-column"),
        word(lang, "actions"),
    );
    for d in days {
        out.push_str(&day_row(lang, session, d));
    }
    out.push_str("</tbody></table></div>\n");
    out
}

fn day_row(lang: Lang, session: &Session, d: &DayRow) -> String {
    let base = format!(
        "/leagues/{}/groups/{}/days/{}",
        d.league,
        segment(&d.group),
        d.day
    );
    let label = word_with(lang, "day", &[("day", Param::Int(i64::from(d.day)))]);
    let (day_cell, state) = match d.state.as_deref() {
        Some(s) => (
            format!("<a href=\"{}\">{label}</a>", esc(&with_lang(lang, &base))),
            format!(
                "<span class=\"state {s}\">{}</span>{}",
                word(lang, &format!("state-{s}")),
                reason(lang, d.reason.as_ref())
            ),
        ),
        None => (
            label,
            format!(
                "<span class=\"muted\">{}</span>",
                word(lang, "not-uploaded")
            ),
        ),
    };
    let current = d.state.as_deref().and_then(DayState::parse);
    format!(
        "<tr><td>{}</td><td>{}</td><td class=\"nowrap\">{day_cell}</td><td class=\"nowrap\">{}</td><td>{}</td><td>{state}</td><td>{}</td></tr>\n",
        esc(&d.league_name),
        esc(&d.group),
        esc(&d.date),
        esc(&d.host),
        actions(lang, session, &base, current),
    )
}

/// Who protested or rejected a day and why, under its state.
fn reason(lang: Lang, said: Option<&(String, String)>) -> String {
    let Some((who, why)) = said else {
        return String::new();
    };
    let params = [
        ("who", Param::Text(who.clone())),
        ("reason", Param::Text(why.clone())),
    ];
    let key = if why.trim().is_empty() {
        "reason-none"
    } else {
        "reason-said"
    };
    format!(
        "<div class=\"reason\">{}</div>",
        word_with(lang, key, &params)
    )
}

/// The forms of the actions the role may take on a day in `current`.
fn actions(lang: Lang, session: &Session, base: &str, current: Option<DayState>) -> String {
    use DayState::{Confirmed, Protested, Submitted};
    let Some(current) = current else {
        return String::new();
    };
    let open = matches!(current, Submitted | Confirmed | Protested);
    let wanted: &[(&str, bool)] = match session.scope.role {
        Role::GroupLeader if open => &[("approve", false), ("reject", true)],
        Role::Captain if current == Submitted => &[("confirm", false), ("protest", true)],
        Role::Captain if current == Confirmed => &[("protest", true)],
        _ => &[],
    };
    wanted
        .iter()
        .map(|(action, reason)| {
            form(
                lang,
                session,
                &format!("/staff{base}/{action}"),
                action,
                *reason,
            )
        })
        .collect()
}

/// One action's form: the CSRF token, a reason field where the action takes one.
fn form(lang: Lang, session: &Session, target: &str, action: &str, reason: bool) -> String {
    // The actions with a reason say no: they look second to the yes beside them.
    let class = if reason { " class=\"secondary\"" } else { "" };
    let reason = if reason {
        format!(
            "<input type=\"text\" name=\"reason\" aria-label=\"{label}\" placeholder=\"{label}\">",
            label = word(lang, "reason")
        )
    } else {
        String::new()
    };
    format!(
        "<form class=\"inline\" method=\"post\" action=\"{}\">{}{reason}<button{class} type=\"submit\" name=\"do\" value=\"{action}\">{}</button></form>",
        esc(&with_lang(lang, target)),
        csrf_field(&session.csrf),
        word(lang, action),
    )
}
