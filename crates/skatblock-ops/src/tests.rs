//! Every code the library refuses or reports with, gathered over the layers, and the checks that
//! each has a sentence in both catalogues and that the app's TypeScript declarations match.

/// Every code the library can refuse or report with; each has a sentence in every catalogue.
pub fn all_codes() -> Vec<crate::rules::Code> {
    [
        crate::rules::codes::ALL,
        crate::i18n::codes::ALL,
        crate::json::codes::ALL,
        crate::store::codes::ALL,
        crate::event::codes::ALL,
        crate::event::import_codes::ALL,
        crate::event::games_codes::ALL,
        crate::event::players_codes::ALL,
        crate::event::seating_codes::ALL,
        crate::event::totals_codes::ALL,
        crate::event::standings_codes::ALL,
        crate::event::schafkopf::codes::ALL,
        crate::report::forms::codes::ALL,
        crate::report::money::codes::ALL,
        crate::settings::codes::ALL,
        crate::season::codes::ALL,
        crate::league::codes::ALL,
        crate::cash::codes::ALL,
        skatblock_schafkopf::codes::ALL,
        crate::schafkopf::codes::ALL,
        crate::hub::codes::ALL,
        crate::ops::preisskat_codes::ALL,
        crate::ops::payout_codes::ALL,
        skatblock_prizes::codes::ALL,
        skatblock_league::package::codes::ALL,
        skatblock_league::roster::codes::ALL,
        crate::sync::codes::ALL,
    ]
    .concat()
}

mod catalogue {
    use super::*;
    use crate::i18n::{Lang, has_message, row};
    use crate::rules::Refusal;

    #[test]
    fn an_import_error_of_the_whole_file_names_only_its_line() {
        let r = Refusal::new(crate::event::import_codes::IMPORT_FILE_ENCODING);
        assert_eq!(
            row(Lang::De, 3, &r),
            "Zeile 3: die Datei ist kein UTF-8-Text; bitte als „CSV UTF-8“ speichern"
        );
    }

    #[test]
    fn every_code_has_a_sentence_in_both_languages() {
        for code in all_codes() {
            for lang in [Lang::De, Lang::En] {
                assert!(has_message(lang, &code.message_id()), "{lang} lacks {code}");
            }
        }
    }
}

/// The TypeScript declarations of the types the app sends and receives (issue 9), as `ts_rs`
/// derives them from the serde attributes, checked against the JSON that serde writes.
mod typescript {
    use std::path::PathBuf;

    use serde::Serialize;
    use serde_json::Value;
    use ts_rs::{Config, TS};

    use crate::event::{ImportNotice, RefusalAt, StandingRow, Standings, TableFinding};
    use crate::i18n::Lang;
    use crate::rules::{
        Code, ContractField, Finding, GameInput, GameRecord, GameResult, Param, PerTableSize,
        Refusal, Rules, Sheet, SheetGame, SheetReport, TableSize, TieBreak, codes, compute_sheet,
        score,
    };
    use crate::settings::Settings;
    use crate::store::{
        AuditEntry, Event, EventId, EventKind, GameKey, PlayerId, PlayerNo, TablePreference,
    };

    /// `T`'s declaration as the bindings get it (`number` for 64-bit integers), without its
    /// doc comments, on one line.
    fn decl<T: TS>() -> String {
        let mut text = T::decl(&Config::new().with_large_int("number"));
        while let Some(start) = text.find("/**") {
            let end = start + text[start..].find("*/").expect("a closed doc comment") + 2;
            text.replace_range(start..end, "");
        }
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// `text` split at `separator` where no bracket is open.
    fn split_top(text: &str, separator: char) -> Vec<&str> {
        let (mut parts, mut depth, mut start) = (Vec::new(), 0i32, 0);
        for (i, c) in text.char_indices() {
            match c {
                '{' | '<' | '[' | '(' => depth += 1,
                '}' | '>' | ']' | ')' => depth -= 1,
                c if c == separator && depth == 0 => {
                    parts.push(text[start..i].trim());
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(text[start..].trim());
        parts.retain(|p| !p.is_empty());
        parts
    }

    /// The fields of an object type `{ a: T, "b"?: U, }`: name, whether optional, type.
    fn fields(object: &str) -> Vec<(String, bool, String)> {
        let body = object
            .strip_prefix('{')
            .and_then(|o| o.strip_suffix('}'))
            .unwrap_or_else(|| panic!("not an object type: {object}"));
        split_top(body, ',')
            .into_iter()
            .map(|field| {
                let (key, ty) = field.split_once(':').expect("name: type");
                let optional = key.ends_with('?');
                let name = key.trim_end_matches('?').trim_matches('"');
                (name.to_string(), optional, ty.trim().to_string())
            })
            .collect()
    }

    /// Whether `value` has TypeScript type `ty`, as far as literals and primitives tell (a
    /// named type is checked by its own declaration).
    fn fits(value: &Value, ty: &str) -> bool {
        split_top(ty, '|').into_iter().any(|alt| match alt {
            "number" => value.is_number(),
            "string" => value.is_string(),
            "boolean" => value.is_boolean(),
            "null" => value.is_null(),
            _ if alt.starts_with("Array<") => value.as_array().is_some_and(|items| {
                let inner = &alt["Array<".len()..alt.len() - 1];
                items.iter().all(|item| fits(item, inner))
            }),
            _ if alt.starts_with('"') => value.as_str() == Some(alt.trim_matches('"')),
            _ if alt.starts_with(|c: char| c.is_ascii_digit()) => {
                value.as_u64().is_some_and(|n| alt.parse() == Ok(n))
            }
            _ => true,
        })
    }

    /// Whether the JSON object `json` is one of the object types of `union`: every key
    /// declared with a value of its type, every required key present.
    fn conforms(json: &Value, union: &str) -> bool {
        let object = json.as_object().expect("a JSON object");
        split_top(union, '|').into_iter().any(|alternative| {
            let fields = fields(alternative);
            let declared = object.iter().all(|(key, value)| {
                fields
                    .iter()
                    .any(|(name, _, ty)| name == key && fits(value, ty))
            });
            let present = fields
                .iter()
                .all(|(name, optional, _)| *optional || object.contains_key(name));
            declared && present
        })
    }

    /// Asserts that `sample` serialises as `T` declares.
    fn check<T: TS + Serialize>(sample: &T) {
        let json = serde_json::to_value(sample).expect("serialises");
        let decl = decl::<T>();
        let union = decl
            .split_once(" = ")
            .and_then(|(_, ty)| ty.strip_suffix(';'))
            .expect("type X = …;");
        assert!(conforms(&json, union), "{json}\ndoes not fit\n{decl}");
    }

    fn game(json: &str) -> GameRecord {
        serde_json::from_str(json).expect("a valid game")
    }

    #[test]
    fn the_check_tells_a_mismatch() {
        let object = "{ won: boolean, passed?: boolean, }";
        assert!(conforms(&serde_json::json!({"won": true}), object));
        assert!(!conforms(&serde_json::json!({"won": 1}), object));
        assert!(!conforms(&serde_json::json!({"passed": true}), object));
        assert!(!conforms(
            &serde_json::json!({"won": true, "extra": 0}),
            object
        ));
        let union = r#"{ "kind": "a", n: number, } | { "kind": "b", }"#;
        assert!(conforms(&serde_json::json!({"kind": "b"}), union));
        assert!(!conforms(&serde_json::json!({"kind": "a"}), union));
        assert!(!conforms(&serde_json::json!({"kind": "c"}), union));
    }

    #[test]
    fn declarations_follow_the_serde_attributes() {
        assert_eq!(
            decl::<GameResult>(),
            "type GameResult = { passed?: boolean, won: boolean, overbid: boolean, \
             value: number, score: number, arbiter_review?: boolean, \
             ramsch_scores?: Array<number>, };"
        );
        assert_eq!(
            decl::<Refusal>(),
            "type Refusal = { code: string, field: string | null, value: string | null, \
             params: { [key in string]: Param }, rule: string | null, };"
        );
        assert_eq!(
            decl::<Param>(),
            "type Param = number | string | { term: string, } | { columns: Array<string>, };"
        );
        assert_eq!(decl::<Code>(), "type Code = string;");
        assert_eq!(decl::<TableSize>(), "type TableSize = 3 | 4;");
        assert_eq!(
            decl::<PerTableSize<i32>>(),
            r#"type PerTableSize<T> = { "3": T, "4": T, };"#
        );
        assert_eq!(
            decl::<ContractField>(),
            r#"type ContractField = "diamonds" | "hearts" | "spades" | "clubs" | "grand" | "null";"#
        );
        assert_eq!(
            decl::<TieBreak>(),
            r#"type TieBreak = "TOTAL_DESC" | "WINS_DESC" | "LOSSES_ASC";"#
        );
        assert_eq!(decl::<PlayerNo>(), "type PlayerNo = string;");
        assert_eq!(decl::<EventId>(), "type EventId = number;");
        assert_eq!(decl::<Lang>(), r#"type Lang = "de" | "en";"#);
        assert!(decl::<Rules>().contains("table_bonus: PerTableSize<number>,"));
        assert!(decl::<Finding>().starts_with(
            r#"type Finding = { "kind": "missing_games", numbers: Array<number>, } | "#
        ));
        assert!(decl::<GameInput>().contains("contract?: ContractField, "));
        assert!(
            decl::<RefusalAt>()
                .starts_with("type RefusalAt = { line: number | null, code: string, ")
        );
        assert!(!decl::<StandingRow>().contains("player:"));
        assert!(decl::<Event>().contains("date: string,"));
    }

    #[test]
    fn samples_serialise_as_declared() {
        let rules = Rules::default();
        let won = game(
            r#"{"contract":"grand","hand":true,"matadors":-2,"declarer_points":95,"declarer_tricks":8,"bid":48}"#,
        );
        let passed = game(r#"{"passed":true}"#);
        let beyond = game(r#"{"contract":"diamonds","matadors":1,"declarer_points":70,"bid":264}"#);
        for record in [won, passed, beyond] {
            check(&record);
            check(&GameInput::from(record));
            check(&score(&record, &rules));
        }
        assert_eq!(
            serde_json::to_value(score(&beyond, &rules)).expect("json")["arbiter_review"],
            true
        );
        let contract = serde_json::to_value(won).expect("json")["contract"].clone();
        assert!(decl::<ContractField>().contains(&contract.to_string()));

        let sheet = Sheet::new(
            TableSize::Three,
            vec!["Anna".into(), "Bernd".into(), "Carla".into()],
            0,
            vec![
                SheetGame {
                    number: 1,
                    declarer: Some(1),
                    game: won,
                    written: Some(0),
                },
                SheetGame {
                    number: 2,
                    declarer: None,
                    game: passed,
                    written: None,
                },
                SheetGame {
                    number: 3,
                    declarer: Some(2),
                    game: beyond,
                    written: None,
                },
            ],
        )
        .expect("a valid sheet");
        let report: SheetReport = compute_sheet(&sheet, &rules);
        assert!(report.findings.len() >= 2, "{:?}", report.findings);
        check(&report);
        report.games.iter().for_each(check);
        report.foot.iter().for_each(check);
        report.findings.iter().for_each(check);
        report.ranking.iter().for_each(check);
        check(&report.sums);
        assert_eq!(serde_json::to_value(report.table_size).expect("json"), 3);

        check(&rules);
        check(&rules.table_bonus);
        let refusal = Refusal::new(codes::GAME_MATADORS_RANGE)
            .field("matadors")
            .value(5)
            .term("contract", "contract-grand")
            .param("max", 4)
            .param("name", "Anna")
            .rule("A.3.3");
        check(&refusal);
        check(&Refusal::new(codes::GAME_CONTRACT_MISSING));
        for param in refusal.params.values() {
            let json = serde_json::to_value(param).expect("json");
            assert!(
                json.is_number() || json.is_string() || json["term"].is_string(),
                "{json}"
            );
        }
        check(&RefusalAt {
            line: Some(4),
            refusal: refusal.clone(),
        });
        check(&RefusalAt {
            line: None,
            refusal: refusal.clone(),
        });
        check(&ImportNotice {
            line: 3,
            refusal: refusal.clone(),
        });

        let number = PlayerNo::new("0701023").expect("valid");
        assert_eq!(serde_json::to_value(&number).expect("json"), "0701023");
        let row = StandingRow {
            rank: Some(1),
            player: PlayerId(7),
            player_id: number,
            name: "Anna Ahrens".into(),
            club: String::new(),
            points: 120,
            won: 2,
            lost: 0,
            opponents_lost: 1,
            total: 260,
            lot_required: false,
        };
        check(&row);
        let finding = TableFinding {
            series: 1,
            table: 2,
            finding: refusal,
        };
        check(&finding);
        check(&Standings {
            series: None,
            rows: vec![row],
            findings: vec![finding],
            progress: vec![crate::event::SeriesProgress {
                series: 1,
                tables: 2,
                complete: 1,
            }],
        });

        check(&Event {
            id: EventId(3),
            name: "Frühjahrsturnier".into(),
            kind: EventKind::ClubEvening,
            date: chrono::NaiveDate::from_ymd_opt(2025, 4, 12).expect("a date"),
            venue: "Vereinsheim".into(),
            series_count: 2,
            table_preference: TablePreference::Four,
            rules: Rules::pure_seeger(),
        });
        check(&AuditEntry {
            key: GameKey {
                series: 1,
                table: 2,
                game: 3,
            },
            action: "correct".into(),
            old: None,
            new: Some("{}".into()),
            by: crate::store::games::Author::Scorer {
                name: "desk".into(),
            },
            at: "2025-04-12T10:00:00Z".into(),
        });
        check(&crate::store::games::Author::table(1, 3, "Pixel 7"));
        check(&Settings::default());
        check(&Settings {
            data_file: Some(PathBuf::from("/tmp/club.skat")),
            recent_files: vec![PathBuf::from("/tmp/club.skat")],
            ..Settings::default()
        });
    }
}
