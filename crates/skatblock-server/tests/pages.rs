//! The association server's pages (issue 23, item 4): public pages with their headers, names
//! as text, 404 in the language, and the staff's sessions and forms (CSRF, expiry,
//! revocation) running the API's own actions.

mod common;

use common::*;
use skatblock_server::scope::Role;

/// Day 1: series 1 Grün 100, Rot 50, Blau 0, Gelb −50 per player; series 2 Grün 0, Rot 100,
/// Blau 50, Gelb −50 (as tests/league.rs).
const DAY1: [[i64; 4]; 2] = [[100, 50, 0, -50], [0, 100, 50, -50]];

const MARKUP: &str = "<img src=x onerror=alert(1)>'; DROP TABLE leagues;--";

fn text(r: &Reply) -> String {
    String::from_utf8_lossy(&r.body).into_owned()
}

async fn get(env: &Env, path: &str) -> Reply {
    request(env.addr, ("GET", path), &[], b"").await
}

/// A league named with markup, group Nord's day 1 uploaded by its host; (league, leader token).
async fn uploaded(env: &Env) -> (i64, String) {
    let (admin, league) = league(env).await;
    let body = serde_json::json!({"name": MARKUP, "season": "2026/27", "series_per_day": 2,
        "unit": "series", "promote": 1, "relegate": 1});
    let other = env
        .call(
            "POST",
            "/api/v1/leagues",
            Some(&admin),
            body.to_string().as_bytes(),
        )
        .await;
    assert_eq!(other.status, 201);
    let host = env
        .token("club grün", Role::Club, (None, None, Some("SC Grün"), None))
        .await;
    let path = format!("/api/v1/leagues/{league}/groups/Nord/days/1");
    let package = package(league, 1, &DAY1).to_string();
    let up = env
        .call("PUT", &path, Some(&host), package.as_bytes())
        .await;
    assert_eq!(up.status, 200, "{}", text(&up));
    let leader = env
        .token(
            "leader",
            Role::GroupLeader,
            (Some(league), Some("Nord"), None, None),
        )
        .await;
    (league, leader)
}

fn assert_secured(r: &Reply) {
    let csp = r.header("content-security-policy").expect("a CSP");
    let script = csp
        .split(';')
        .map(str::trim)
        .filter(|d| d.starts_with("script-src") || d.starts_with("default-src"));
    for directive in script {
        for bad in ["'unsafe-inline'", "'unsafe-eval'", "*"] {
            assert!(!directive.split(' ').any(|w| w == bad), "{csp}");
        }
    }
    assert!(csp.contains("script-src 'self'"), "{csp}");
    assert_eq!(r.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(r.header("referrer-policy"), Some("no-referrer"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_public_pages_are_secured_escaped_and_in_both_languages() {
    let env = Env::start(settings(14)).await;
    let (league, _) = uploaded(&env).await;
    let home = get(&env, "/").await;
    assert_eq!(home.status, 200);
    assert_secured(&home);
    assert!(text(&home).contains("&lt;img src=x onerror=alert(1)&gt;&#39;; DROP TABLE leagues;--"));
    assert!(!text(&home).contains("<img"));
    let de = get(&env, &format!("/leagues/{league}")).await;
    assert_eq!(de.status, 200);
    assert_secured(&de);
    let page = text(&de);
    assert!(
        page.contains("vorläufig") && page.contains("Rot 1"),
        "{page}"
    );
    assert!(page.contains(&format!("/leagues/{league}/groups/Nord/days/1")));
    let en = text(&get(&env, &format!("/leagues/{league}?lang=en")).await);
    assert!(en.contains("provisional") && !en.contains("vorläufig"));
    assert!(en.contains(&format!("/leagues/{league}/groups/Nord/days/1?lang=en")));
    let after = text(&get(&env, &format!("/leagues/{league}?after_day=1")).await);
    assert!(after.contains("aria-current=\"page\">nach Spieltag 1"));
    let report = get(&env, &format!("/leagues/{league}/groups/Nord/days/1")).await;
    assert_eq!(report.status, 200);
    assert!(text(&report).contains("Serie 2") && text(&report).contains("Vor101 Nach101"));
    let css = get(&env, "/assets/server.css").await;
    assert_eq!(css.header("content-type"), Some("text/css; charset=utf-8"));
    let js = get(&env, "/assets/live.js").await;
    assert_eq!(
        js.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_unknown_pages_are_404_in_the_language() {
    let env = Env::start(settings(14)).await;
    let (league, _) = uploaded(&env).await;
    for path in [
        "/leagues/999".to_string(),
        "/leagues/abc".to_string(),
        format!("/leagues/{league}/groups/S%C3%BCd/days/1"),
        format!("/leagues/{league}/groups/Nord/days/9"),
        "/events/nope".to_string(),
        "/nothing/here".to_string(),
    ] {
        let de = get(&env, &path).await;
        assert_eq!(de.status, 404, "{path}");
        assert_secured(&de);
        assert!(text(&de).contains("Nicht gefunden"), "{path}");
        let en = get(&env, &format!("{path}?lang=en")).await;
        assert!(text(&en).contains("Not found"), "{path}");
        // The query alone decides, so the page's link to German always leads to German.
        let accept = [("Accept-Language", "en-GB,en")];
        let browser_en = request(env.addr, ("GET", &path), &accept, b"").await;
        assert!(text(&browser_en).contains("Nicht gefunden"), "{path}");
    }
}

/// A token of team Rot 1's captain ("cap rot"), who played Nord's day 1.
async fn captain_rot(env: &Env, league: i64) -> String {
    env.token(
        "cap rot",
        Role::Captain,
        (Some(league), None, None, Some("Rot 1")),
    )
    .await
}

/// Signs in with `token`: the session cookie's `name=value`.
async fn sign_in(env: &Env, token: &str, extra: &[(&str, &str)]) -> Reply {
    let mut headers = vec![("Content-Type", "application/x-www-form-urlencoded")];
    headers.extend_from_slice(extra);
    let body = format!("token={token}");
    request(env.addr, ("POST", "/signin"), &headers, body.as_bytes()).await
}

fn cookie_of(r: &Reply) -> String {
    let set = r.header("set-cookie").expect("a cookie");
    set.split(';').next().expect("name=value").to_string()
}

/// The CSRF token in a staff page.
fn csrf_of(page: &str) -> String {
    let at = page.find("name=\"csrf\" value=\"").expect("a CSRF field") + 19;
    page[at..at + 32].to_string()
}

async fn state_of(env: &Env, league: i64) -> String {
    let path = format!("/api/v1/leagues/{league}/groups/Nord/days/1");
    env.call("GET", &path, None, b"").await.json()["state"]
        .as_str()
        .expect("state")
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_the_group_leader_approves_in_the_browser_only_with_the_csrf_token() {
    let env = Env::start(settings(14)).await;
    let (league, leader) = uploaded(&env).await;
    let wrong = sign_in(&env, "0123456789abcdef0123456789abcdef", &[]).await;
    assert_eq!(wrong.status, 401);
    assert!(text(&wrong).contains("Zugangsschlüssel"));
    let signed = sign_in(&env, &leader, &[]).await;
    assert_eq!(signed.status, 303);
    assert_eq!(signed.header("location"), Some("/staff"));
    let set = signed.header("set-cookie").expect("cookie");
    assert!(set.contains("HttpOnly") && set.contains("SameSite=Strict") && !set.contains("Secure"));
    let tls = sign_in(&env, &leader, &[("X-Forwarded-Proto", "https")]).await;
    assert!(
        tls.header("set-cookie")
            .expect("cookie")
            .contains("; Secure")
    );
    let cookie = cookie_of(&signed);
    let value = cookie.split_once('=').expect("value").1.to_string();
    let client = skatblock_server::db::connect(&env.pg.url())
        .await
        .expect("db");
    let stored: Vec<String> = client
        .query("SELECT hash FROM sessions", &[])
        .await
        .expect("sessions")
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert!(!stored.contains(&value) && stored.contains(&skatblock_server::token::hash(&value)));
    let staff = request(env.addr, ("GET", "/staff"), &[("Cookie", &cookie)], b"").await;
    assert_eq!(staff.status, 200);
    assert_secured(&staff);
    let csrf = csrf_of(&text(&staff));
    let action = format!("/staff/leagues/{league}/groups/Nord/days/1/approve");
    let form = [
        ("Cookie", cookie.as_str()),
        ("Content-Type", "application/x-www-form-urlencoded"),
    ];
    let without = request(env.addr, ("POST", &action), &form, b"").await;
    assert_eq!(without.status, 403);
    assert!(text(&without).contains("Formular"));
    let body = format!("csrf={csrf}");
    let mut foreign = form.to_vec();
    foreign.push(("Origin", "https://evil.example"));
    let forged = request(env.addr, ("POST", &action), &foreign, body.as_bytes()).await;
    assert_eq!(forged.status, 403);
    let mut cross = form.to_vec();
    cross.push(("Sec-Fetch-Site", "cross-site"));
    let forged = request(env.addr, ("POST", &action), &cross, body.as_bytes()).await;
    assert_eq!(forged.status, 403);
    let mut opaque = form.to_vec();
    opaque.push(("Origin", "null"));
    let forged = request(env.addr, ("POST", &action), &opaque, body.as_bytes()).await;
    assert_eq!(forged.status, 403);
    assert_eq!(state_of(&env, league).await, "submitted");
    let mut same = form.to_vec();
    // What Chromium sends under `Referrer-Policy: no-referrer`.
    same.extend([("Origin", "null"), ("Sec-Fetch-Site", "same-origin")]);
    let done = request(env.addr, ("POST", &action), &same, body.as_bytes()).await;
    assert_eq!(done.status, 303, "{}", text(&done));
    assert_eq!(done.header("location"), Some("/staff?outcome=approved"));
    assert_eq!(state_of(&env, league).await, "approved");
    let again = request(env.addr, ("POST", &action), &same, body.as_bytes()).await;
    assert_eq!(again.status, 409);
    assert!(text(&again).contains("freigegeben"));
    assert!(text(&again).contains("href=\"/staff\""));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_a_session_ends_when_it_expires_or_its_token_is_revoked() {
    let env = Env::start(settings(14)).await;
    let (league, _) = uploaded(&env).await;
    let captain = captain_rot(&env, league).await;
    let client = skatblock_server::db::connect(&env.pg.url())
        .await
        .expect("db");
    let first = cookie_of(&sign_in(&env, &captain, &[]).await);
    let staff = request(env.addr, ("GET", "/staff"), &[("Cookie", &first)], b"").await;
    assert_eq!(staff.status, 200);
    assert!(text(&staff).contains("Bestätigen"));
    client
        .execute(
            "UPDATE sessions SET expires_at = now() - interval '1 second'",
            &[],
        )
        .await
        .expect("expire");
    let expired = request(env.addr, ("GET", "/staff"), &[("Cookie", &first)], b"").await;
    assert_eq!(expired.status, 303);
    assert_eq!(expired.header("location"), Some("/signin"));
    let second = cookie_of(&sign_in(&env, &captain, &[]).await);
    let staff = request(env.addr, ("GET", "/staff"), &[("Cookie", &second)], b"").await;
    let csrf = csrf_of(&text(&staff));
    assert!(
        skatblock_server::db::revoke_token(&client, "cap rot")
            .await
            .expect("revoke")
    );
    let revoked = request(env.addr, ("GET", "/staff"), &[("Cookie", &second)], b"").await;
    assert_eq!(revoked.status, 303);
    let action = format!("/staff/leagues/{league}/groups/Nord/days/1/confirm");
    let headers = [
        ("Cookie", second.as_str()),
        ("Content-Type", "application/x-www-form-urlencoded"),
    ];
    let body = format!("csrf={csrf}");
    let refused = request(env.addr, ("POST", &action), &headers, body.as_bytes()).await;
    assert_eq!(refused.status, 401);
    assert_eq!(state_of(&env, league).await, "submitted");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_the_group_leader_sees_who_protested_and_why() {
    let env = Env::start(settings(14)).await;
    let (league, leader) = uploaded(&env).await;
    let captain = captain_rot(&env, league).await;
    let cookie = cookie_of(&sign_in(&env, &leader, &[]).await);
    let staff = |cookie: String| async move {
        let page = request(env.addr, ("GET", "/staff"), &[("Cookie", &cookie)], b"").await;
        assert_eq!(page.status, 200);
        text(&page)
    };
    assert!(!staff(cookie.clone()).await.contains("class=\"reason\""));
    let path = format!("/api/v1/leagues/{league}/groups/Nord/days/1/protest");
    let why = format!("Tisch 2 falsch gezählt {MARKUP}");
    let body = serde_json::json!({ "reason": why }).to_string();
    let protest = env
        .call("POST", &path, Some(&captain), body.as_bytes())
        .await;
    assert_eq!(protest.status, 200, "{}", text(&protest));
    let page = staff(cookie.clone()).await;
    assert!(
        page.contains("<div class=\"reason\">cap rot: „Tisch 2 falsch gezählt &lt;img"),
        "{page}"
    );
    assert!(!page.contains(MARKUP), "the reason is shown as text");
    // Approved, the protest is decided: its reason stays in the audit, not on the list.
    let approve = format!("/api/v1/leagues/{league}/groups/Nord/days/1/approve");
    let done = env.call("POST", &approve, Some(&leader), b"").await;
    assert_eq!(done.status, 200, "{}", text(&done));
    assert!(!staff(cookie).await.contains("class=\"reason\""));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_signing_in_again_and_again_keeps_a_tokens_newest_sessions_only() {
    let env = Env::start(settings(14)).await;
    let (_, leader) = uploaded(&env).await;
    let kept = skatblock_server::db::SESSIONS_PER_TOKEN as usize;
    let mut cookies = Vec::new();
    for _ in 0..kept + 4 {
        let signed = sign_in(&env, &leader, &[]).await;
        assert_eq!(signed.status, 303);
        cookies.push(cookie_of(&signed));
    }
    let client = skatblock_server::db::connect(&env.pg.url())
        .await
        .expect("db");
    let count: i64 = client
        .query_one("SELECT count(*) FROM sessions", &[])
        .await
        .expect("count")
        .get(0);
    assert_eq!(count, kept as i64);
    let staff = |cookie: &str| {
        let cookie = cookie.to_string();
        let addr = env.addr;
        async move {
            request(addr, ("GET", "/staff"), &[("Cookie", &cookie)], b"")
                .await
                .status
        }
    };
    assert_eq!(staff(&cookies[0]).await, 303, "the oldest session ended");
    assert_eq!(staff(&cookies[3]).await, 303);
    assert_eq!(staff(&cookies[4]).await, 200, "the newest are kept");
    assert_eq!(staff(&cookies[kept + 3]).await, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_23_sign_in_tries_of_a_token_are_rate_limited() {
    let mut limited = settings(14);
    limited.rate = 0.01;
    limited.burst = 2.0;
    let env = Env::start(limited).await;
    let token = "0123456789abcdef0123456789abcdef";
    assert_eq!(sign_in(&env, token, &[]).await.status, 401);
    assert_eq!(sign_in(&env, token, &[]).await.status, 401);
    let third = sign_in(&env, token, &[]).await;
    assert_eq!(third.status, 429);
    assert!(third.header("retry-after").is_some());
    assert!(text(&third).contains("Anfragen"), "{}", text(&third));
}
