//! The teams and schedule files an admin or a group leader puts (issue 23): CSV with a fixed
//! header, read all or nothing; every bad line is reported with its number (the header is
//! line 1).

use std::collections::{HashMap, HashSet};

use skatblock_league::roster::{Role, short_team};
use skatblock_model::PlayerNo;
use skatblock_rules::Refusal;

use crate::codes::*;

/// The most lines a file may have (bounded memory whatever is sent).
pub const MAX_ROWS: usize = 20_000;

/// The teams file's header.
pub const TEAMS_HEADER: [&str; 7] = [
    "group",
    "team",
    "club",
    "player_id",
    "first_name",
    "last_name",
    "role",
];

/// The schedule file's header.
pub const SCHEDULE_HEADER: [&str; 4] = ["group", "day", "date", "host_team"];

/// A refusal of one line.
#[derive(Debug, Clone, PartialEq)]
pub struct LineError {
    /// The line, 1-based (the header is line 1).
    pub line: u64,
    /// What is wrong.
    pub refusal: Refusal,
}

/// A line of the teams file: a rostered player of a team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRow {
    /// The group.
    pub group: String,
    /// The team's name, unique in the league.
    pub team: String,
    /// The team's club.
    pub club: String,
    /// The player's number, unique in the league.
    pub player_id: String,
    /// First name.
    pub first_name: String,
    /// Last name.
    pub last_name: String,
    /// The player's role in the team: `regular` or `substitute` (RULES.md B.6.1).
    pub role: String,
}

/// A line of the schedule: who hosts a group's match day, and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduleRow {
    /// The group.
    pub group: String,
    /// The match day, from 1.
    pub day: i32,
    /// The date, YYYY-MM-DD.
    pub date: String,
    /// The host team.
    pub host_team: String,
}

/// The lines of a CSV file after its header, with their line numbers, and the refusals of
/// the lines that are not CSV of the header's width.
///
/// # Errors
/// A header other than `header`, or too many lines.
fn records(body: &[u8], header: &[&str]) -> Result<Records, Vec<LineError>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(body);
    let mut rows = Vec::new();
    let mut errors = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let line = i as u64 + 1;
        if rows.len() + errors.len() > MAX_ROWS {
            let too_many = Refusal::new(SERVER_CSV_TOO_MANY).param("max", MAX_ROWS as i64);
            return Err(vec![LineError {
                line,
                refusal: too_many,
            }]);
        }
        match record {
            Ok(r) if r.len() == header.len() => {
                rows.push((line, r.iter().map(str::trim).map(String::from).collect()))
            }
            _ => errors.push(LineError {
                line,
                refusal: Refusal::new(SERVER_CSV_LINE).param("columns", header.len() as i64),
            }),
        }
    }
    let first_ok = rows.first().is_some_and(|(l, r)| *l == 1 && r == header);
    if !first_ok {
        let expected = header.join(",");
        let refusal = Refusal::new(SERVER_CSV_HEADER).param("expected", expected);
        return Err(vec![LineError { line: 1, refusal }]);
    }
    Ok((rows.split_off(1), errors))
}

/// A file's lines with their numbers, and the refusals of its unreadable lines.
type Records = (Vec<(u64, Vec<String>)>, Vec<LineError>);

/// The rows, or every refusal in line order.
fn all_or_nothing<T>(rows: Vec<T>, mut errors: Vec<LineError>) -> Result<Vec<T>, Vec<LineError>> {
    errors.sort_by_key(|e| e.line);
    if errors.is_empty() {
        Ok(rows)
    } else {
        Err(errors)
    }
}

/// The refusals of a line's empty required fields.
fn empty_fields(line: u64, names: &[&str], values: &[String], errors: &mut Vec<LineError>) {
    for (name, value) in names.iter().zip(values) {
        if value.is_empty() {
            let refusal = Refusal::new(SERVER_CSV_EMPTY).field(*name).value("");
            errors.push(LineError { line, refusal });
        }
    }
}

/// Reads a teams file. `group`: the only group its lines may name (a group leader's file).
///
/// # Errors
/// Every bad line: empty fields, a role other than regular or substitute, a player twice, a
/// team with two groups or clubs or fewer than 3 regular players (B.6.1, the league crate's
/// roster rules, as on the desk), a group outside the leader's.
pub fn teams(body: &[u8], group: Option<&str>) -> Result<Vec<TeamRow>, Vec<LineError>> {
    let (records, mut errors) = records(body, &TEAMS_HEADER)?;
    let records = roles(records, &mut errors);
    let mut players = HashSet::new();
    let mut teams: HashMap<String, (String, String)> = HashMap::new();
    let mut rows = Vec::new();
    let mut lines = Vec::new();
    for (line, f) in records {
        lines.push(line);
        empty_fields(line, &TEAMS_HEADER[..4], &f[..4], &mut errors);
        let row = team_row(f);
        let mut refuse = |code, field: &str, value: &str| {
            let refusal = Refusal::new(code).field(field).value(value);
            errors.push(LineError { line, refusal });
        };
        if group.is_some_and(|g| g != row.group) {
            refuse(SERVER_GROUP_SCOPE, "group", &row.group);
        }
        if !row.player_id.is_empty() && PlayerNo::new(&row.player_id).is_err() {
            refuse(SERVER_PLAYER_NUMBER, "player_id", &row.player_id);
        }
        if !players.insert(row.player_id.clone()) {
            refuse(SERVER_PLAYER_TWICE, "player_id", &row.player_id);
        }
        let known = teams
            .entry(row.team.clone())
            .or_insert((row.group.clone(), row.club.clone()));
        if *known != (row.group.clone(), row.club.clone()) {
            refuse(SERVER_TEAM_CONFLICT, "team", &row.team);
        }
        rows.push(row);
    }
    errors.extend(short_teams(&rows, &lines));
    all_or_nothing(rows, errors)
}

/// The records with each role written as the league crate names it; a role it does not know
/// is refused at its line.
fn roles(records: Vec<(u64, Vec<String>)>, errors: &mut Vec<LineError>) -> Vec<(u64, Vec<String>)> {
    records
        .into_iter()
        .map(|(line, mut f)| {
            match Role::parse(&f[6]) {
                Ok(role) => f[6] = role.name().to_string(),
                Err(refusal) => errors.push(LineError { line, refusal }),
            }
            (line, f)
        })
        .collect()
}

/// Every team of the file with fewer than 3 regular players, refused at its first line.
fn short_teams(rows: &[TeamRow], lines: &[u64]) -> Vec<LineError> {
    let mut teams: Vec<(&str, u64, usize)> = Vec::new();
    for (row, &line) in rows.iter().zip(lines) {
        let regular = usize::from(row.role == Role::Regular.name());
        match teams.iter_mut().find(|t| t.0 == row.team) {
            Some(t) => t.2 += regular,
            None => teams.push((&row.team, line, regular)),
        }
    }
    teams
        .into_iter()
        .filter_map(|(team, line, regulars)| {
            let refusal = short_team(team, regulars)?;
            Some(LineError { line, refusal })
        })
        .collect()
}

fn team_row(f: Vec<String>) -> TeamRow {
    let [group, team, club, player_id, first_name, last_name, role]: [String; 7] =
        f.try_into().unwrap_or_default();
    TeamRow {
        group,
        team,
        club,
        player_id,
        first_name,
        last_name,
        role,
    }
}

/// Reads a schedule file; `teams` maps each team of the league to its group.
///
/// # Errors
/// Every bad line: empty fields, a day below 1, a date that is not YYYY-MM-DD, a host that is
/// not a team of the group, a group's day twice, a group outside the leader's (`group`).
pub fn schedule(
    body: &[u8],
    teams: &HashMap<String, String>,
    group: Option<&str>,
) -> Result<Vec<ScheduleRow>, Vec<LineError>> {
    let (records, mut errors) = records(body, &SCHEDULE_HEADER)?;
    let mut days = HashSet::new();
    let mut rows = Vec::new();
    for (line, f) in records {
        empty_fields(line, &SCHEDULE_HEADER, &f, &mut errors);
        let mut refuse = |code, field: &str, value: &str| {
            let refusal = Refusal::new(code).field(field).value(value);
            errors.push(LineError { line, refusal });
        };
        let day = f[1].parse::<i32>().ok().filter(|d| (1..=999).contains(d));
        if day.is_none() {
            refuse(SERVER_SCHEDULE_DAY, "day", &f[1]);
        }
        if chrono::NaiveDate::parse_from_str(&f[2], "%Y-%m-%d").is_err() || f[2].len() != 10 {
            refuse(SERVER_SCHEDULE_DATE, "date", &f[2]);
        }
        if teams.get(&f[3]) != Some(&f[0]) {
            refuse(SERVER_SCHEDULE_HOST, "host_team", &f[3]);
        }
        if group.is_some_and(|g| g != f[0]) {
            refuse(SERVER_GROUP_SCOPE, "group", &f[0]);
        }
        if !days.insert((f[0].clone(), day)) {
            refuse(SERVER_SCHEDULE_TWICE, "day", &f[1]);
        }
        let [group, _, date, host_team]: [String; 4] = f.try_into().unwrap_or_default();
        rows.push(ScheduleRow {
            group,
            day: day.unwrap_or(0),
            date,
            host_team,
        });
    }
    all_or_nothing(rows, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "group,team,club,player_id,first_name,last_name,role\n";

    #[test]
    fn issue_23_a_teams_file_is_read_with_its_rows_and_roles_as_the_desk_writes_them() {
        let body = format!(
            "{HEAD}Nord,Grün 1,SC Grün,101,Anna,Berg,regular\nNord,Grün 1,SC Grün,102,Bernd,Carl,Regular\nNord,Grün 1,SC Grün,103,C,D,regular\nNord,Grün 1,SC Grün,104,E,F,SUBSTITUTE\n"
        );
        let rows = teams(body.as_bytes(), None).unwrap();
        assert_eq!(rows.len(), 4);
        assert_eq!(rows[1].player_id, "102");
        assert_eq!(
            (rows[1].role.as_str(), rows[3].role.as_str()),
            ("regular", "substitute")
        );
    }

    #[test]
    fn issue_23_every_bad_line_of_a_teams_file_is_named() {
        let body = format!(
            "{HEAD}Nord,Grün 1,SC Grün,101,Anna,Berg,regular\nNord,Grün 1,SV Rot,102,B,C,regular\nNord,Rot 1,SV Rot,101,D,E,regular\nNord,,SV Rot,103,F,G,regular\nOst,Blau,X,104,H,I,regular\nshort,line\nNord,Grün 1,SC Grün,105,J,K,Kapitän\n"
        );
        let errors = teams(body.as_bytes(), Some("Nord")).unwrap_err();
        let got: Vec<(u64, &str)> = errors
            .iter()
            .map(|e| (e.line, e.refusal.code.as_str()))
            .collect();
        // Every team here has fewer than 3 regular players (B.6.1): the captain's role is no
        // role of the desk's rosters.
        assert_eq!(
            got,
            [
                (2, "league.team.short"),
                (3, "server.team.conflict"),
                (4, "server.player.twice"),
                (4, "league.team.short"),
                (5, "server.csv.empty"),
                (5, "league.team.short"),
                (6, "server.group.scope"),
                (6, "league.team.short"),
                (7, "server.csv.line"),
                (8, "league.role.invalid"),
            ]
        );
    }

    #[test]
    fn issue_23_a_player_number_the_desks_cannot_keep_is_refused() {
        let body = format!(
            "{HEAD}Nord,Grün 1,SC Grün,1' OR '1'='1,A,B,regular\nNord,Grün 1,SC Grün,M-0042,C,D,regular\nNord,Grün 1,SC Grün,7,E,F,regular\n"
        );
        let errors = teams(body.as_bytes(), None).unwrap_err();
        let got: Vec<(u64, &str, Option<&str>)> = errors
            .iter()
            .map(|e| (e.line, e.refusal.code.as_str(), e.refusal.value.as_deref()))
            .collect();
        assert_eq!(got, [(2, "server.player.number", Some("1' OR '1'='1"))]);
    }

    #[test]
    fn issue_23_a_wrong_header_or_too_many_lines_refuse_the_file() {
        let errors = teams(b"gruppe,team\n", None).unwrap_err();
        assert_eq!(
            (errors[0].line, errors[0].refusal.code),
            (1, SERVER_CSV_HEADER)
        );
        let big = format!("{HEAD}{}", "Nord,T,C,1,a,b,regular\n".repeat(MAX_ROWS + 5));
        let errors = teams(big.as_bytes(), None).unwrap_err();
        assert_eq!(errors[0].refusal.code, SERVER_CSV_TOO_MANY);
    }

    #[test]
    fn issue_23_a_schedule_names_hosts_of_the_group_and_real_dates() {
        let teams: HashMap<String, String> = [("Grün 1".to_string(), "Nord".to_string())]
            .into_iter()
            .collect();
        let ok = schedule(
            b"group,day,date,host_team\nNord,1,2026-09-12,Gr\xc3\xbcn 1\n",
            &teams,
            None,
        );
        assert_eq!(ok.unwrap()[0].day, 1);
        let body = b"group,day,date,host_team\nNord,0,2026-02-30,Rot\nNord,2,2026-09-12,Gr\xc3\xbcn 1\nNord,2,2026-09-19,Gr\xc3\xbcn 1\n";
        let errors = schedule(body, &teams, None).unwrap_err();
        let got: Vec<(u64, &str)> = errors
            .iter()
            .map(|e| (e.line, e.refusal.code.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                (2, "server.schedule.day"),
                (2, "server.schedule.date"),
                (2, "server.schedule.host"),
                (4, "server.schedule.twice"),
            ]
        );
    }
}
