//! The codes of the server's refusals; their sentences are in `locales/{de,en}/server.ftl`.

skatblock_rules::codes! {
    /// No token, an unknown one or a revoked one.
    SERVER_UNAUTHORIZED = "server.unauthorized";
    /// The token's role or scope does not allow the request.
    SERVER_FORBIDDEN = "server.forbidden";
    /// An unknown league, group, match day or event; the field names which.
    SERVER_NOT_FOUND = "server.not-found";
    /// The match day's state does not allow the request; param `state`.
    SERVER_STATE = "server.state";
    /// A body over the limit; param `max` (bytes).
    SERVER_TOO_LARGE = "server.too-large";
    /// Too many requests with one token; param `seconds`.
    SERVER_RATE = "server.rate";
    /// The database cannot be reached; param `seconds`.
    SERVER_UNAVAILABLE = "server.unavailable";
    /// An unexpected failure of the database.
    SERVER_INTERNAL = "server.internal";
    /// A JSON body that is not JSON or lacks a field; param `detail`.
    SERVER_BODY_JSON = "server.body.json";
    /// A seated player who is on no roster of the group's teams.
    SERVER_SEAT_NOT_ROSTERED = "server.seat.not-rostered";
    /// The package's league, group or day is not the one of the address; param `expected`.
    SERVER_PACKAGE_PATH = "server.package.path";
    /// A league's field out of its range.
    SERVER_LEAGUE_FIELD = "server.league.field";
    /// A file whose header is not the expected one; param `expected`.
    SERVER_CSV_HEADER = "server.csv.header";
    /// A line that is not CSV in UTF-8 or has the wrong number of fields.
    SERVER_CSV_LINE = "server.csv.line";
    /// A field that must not be empty.
    SERVER_CSV_EMPTY = "server.csv.empty";
    /// A file of too many lines; param `max`.
    SERVER_CSV_TOO_MANY = "server.csv.too-many";
    /// A team named with another group or club than on an earlier line.
    SERVER_TEAM_CONFLICT = "server.team.conflict";
    /// A player number given twice.
    SERVER_PLAYER_TWICE = "server.player.twice";
    /// A player number the desks cannot keep (the registry's rule: 1 to 20 letters, digits,
    /// `-`, `/` or `.`).
    SERVER_PLAYER_NUMBER = "server.player.number";
    /// A line of another group than the group leader's.
    SERVER_GROUP_SCOPE = "server.group.scope";
    /// A match day number below 1.
    SERVER_SCHEDULE_DAY = "server.schedule.day";
    /// A date that is not YYYY-MM-DD.
    SERVER_SCHEDULE_DATE = "server.schedule.date";
    /// A host team that is not a team of the group.
    SERVER_SCHEDULE_HOST = "server.schedule.host";
    /// A group's match day given twice.
    SERVER_SCHEDULE_TWICE = "server.schedule.twice";
    /// A live event's body without a version or an event object.
    SERVER_EVENT_SHAPE = "server.event.shape";
    /// A token name that is taken.
    SERVER_TOKEN_NAME_TAKEN = "server.token.name-taken";
    /// A role without the scope it needs; param `option` (`--league` …).
    SERVER_TOKEN_SCOPE = "server.token.scope";
    /// No token of that name.
    SERVER_TOKEN_UNKNOWN = "server.token.unknown";
    /// A role that is none of admin, group-leader, club, captain.
    SERVER_TOKEN_ROLE = "server.token.role";
    /// A staff form without the session's CSRF token, or sent from another site.
    SERVER_CSRF = "server.csrf";
    /// A staff page without a live session (never signed in, expired, signed out, revoked).
    SERVER_SESSION = "server.session";
}

#[cfg(test)]
mod tests {
    use skatblock_i18n::{Lang, has_message};

    #[test]
    fn issue_23_every_server_code_has_a_sentence_in_both_languages() {
        for code in super::ALL {
            for lang in [Lang::De, Lang::En] {
                assert!(has_message(lang, &code.message_id()), "{lang} lacks {code}");
            }
        }
    }
}
