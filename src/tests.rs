//! The UI's TypeScript types are generated from these Rust types (ts-rs): the committed
//! `ui/src/lib/bindings.ts` must be what the types say now. `SNAPSHOTS=overwrite cargo test`
//! writes it anew.

use ts_rs::{Config, TS};

use crate::event::RefusalAt;
use crate::hub::control::{HubInfo, HubStartInput, HubView};
use crate::ops::*;

/// Every type the app's commands send or receive, with the types they contain, in one file.
fn bindings() -> String {
    let cfg = Config::new().with_large_int("number");
    let mut out = String::from(
        "// Generated from the Rust types by ts-rs (src/tests.rs); do not edit.\n\
         // `SNAPSHOTS=overwrite cargo test -p skatblock bindings` writes it anew.\n\n",
    );
    macro_rules! declare {
        ($($t:ty),* $(,)?) => {$(
            out.push_str("export ");
            out.push_str(&<$t as TS>::decl(&cfg));
            out.push_str("\n\n");
        )*};
    }
    declare!(
        Error,
        ErrorKind,
        RefusalAt,
        crate::rules::Refusal,
        crate::rules::Param,
        ReportKind,
        OpenInput,
        DatabaseInfo,
        EventSummary,
        StandingsInput,
        ScoreInput,
        PlayerDto,
        PlayerInput,
        ActiveInput,
        ImportInput,
        ImportResult,
        ImportMappingInput,
        ImportPreview,
        ImportColumn,
        PreviewRow,
        crate::event::ImportNotice,
        EventInput,
        SeriesInput,
        DrawInput,
        SeatChangeInput,
        SeatChange,
        SeatDto,
        SeatingDto,
        DrawDto,
        PdfInput,
        TableInput,
        SheetDto,
        GameEntryInput,
        GameAtInput,
        EventEditInput,
        SeatTotalsDto,
        TotalsDto,
        TableTotalsInput,
        CsvInput,
        PathInput,
        SettingsDto,
        crate::settings::Settings,
        crate::settings::AssociationSettings,
        crate::settings::Language,
        skatblock_store::EventId,
        skatblock_store::PlayerId,
        skatblock_store::GameKey,
        crate::rules::Ruleset,
        crate::rules::Kontra,
        crate::rules::RamschInput,
        crate::rules::BockRules,
        crate::rules::BockTrigger,
        crate::rules::RamschRules,
        crate::rules::RamschScoring,
        crate::rules::RamschTie,
        crate::rules::ListStyle,
        crate::rules::BierlachsRules,
        crate::rules::MoneyRules,
        crate::rules::Settlement,
        crate::rules::Transfer,
        crate::rules::GameRecord,
        CardGame,
        HubStartInput,
        HubInfo,
        HubView,
        HubTokensInput,
        HubCardsInput,
        crate::hub::TableToken,
        crate::hub::server::HubStatus,
        crate::hub::server::HubConflict,
        crate::hub::api::TableProgress,
        TariffDto,
        SchafkopfGameInput,
        SchafkopfScoreInput,
        SchafkopfEntryInput,
        SchafkopfSheetDto,
        crate::schafkopf::Tariff,
        crate::schafkopf::Unit,
        crate::schafkopf::ClassTariff,
        crate::schafkopf::BaseTariff,
        crate::schafkopf::ToutTariff,
        crate::schafkopf::RamschTariff,
        crate::schafkopf::Outcome,
        crate::schafkopf::SheetReport,
        crate::schafkopf::SheetRow,
        crate::schafkopf::Foot,
        crate::schafkopf::Finding,
        crate::schafkopf::RankRow,
        crate::i18n::Lang,
        crate::event::Standings,
        crate::event::StandingRow,
        crate::event::TableFinding,
        crate::event::SeriesProgress,
        skatblock_store::Event,
        skatblock_store::EventKind,
        skatblock_store::TablePreference,
        GameChange,
        skatblock_store::AuditEntry,
        skatblock_store::games::Author,
        skatblock_store::AuditAction,
        skatblock_store::PlayerNo,
        skatblock_store::Sex,
        SeasonEditInput,
        SeasonInput,
        SeasonEventsInput,
        skatblock_store::seasons::SeasonId,
        skatblock_store::seasons::Ranking,
        skatblock_store::seasons::SeasonSettings,
        skatblock_store::seasons::Season,
        crate::season::SeasonStandings,
        crate::season::SeasonEvent,
        crate::season::SeasonRow,
        crate::season::SeriesResult,
        CashEventInput,
        AttendanceInput,
        RegistrationInput,
        GuestInput,
        AttendanceRow,
        TablePlan,
        Attendance,
        LeagueInput,
        LeagueView,
        ScheduledDay,
        SendFailure,
        MatchdayInput,
        RosterLine,
        TeamInput,
        LineupInput,
        MatchReportInput,
        crate::league::League,
        crate::league::LeagueId,
        crate::league::TeamId,
        crate::league::NewLeague,
        crate::league::ScoringUnit,
        crate::league::Role,
        crate::league::Placing,
        crate::league::TableRow,
        crate::league::DayTable,
        crate::league::GroupTeams,
        crate::league::TeamRoster,
        crate::league::RosterPlayer,
        crate::league::Matchday,
        crate::league::Lineup,
        crate::league::TeamsImport,
        crate::league::MatchReport,
        AssociationInput,
        AssociationPullInput,
        AssociationPushInput,
        AssociationPublishInput,
        AssociationOverview,
        LinkedLeague,
        LinkedMatchday,
        PushState,
        PublishedEvent,
        PushAccepted,
        Pulled,
        Published,
        FollowStatus,
        crate::league::ReportSeries,
        crate::league::ReportTeam,
        crate::league::ReportPlayer,
        ClubReport,
        ReportFormat,
        ClubReportInput,
        FeesInput,
        PaymentInput,
        PaymentEditInput,
        CashBook,
        crate::cash::Fees,
        crate::cash::CashRow,
        crate::cash::Payment,
        crate::cash::PaymentId,
        crate::cash::PaymentAction,
        crate::cash::PaymentChange,
        crate::rules::Rules,
        crate::rules::FailedAnnouncementLevels,
        crate::rules::NullOverbid,
        crate::rules::OverbidCap,
        crate::rules::TieBreak,
        crate::rules::TableSize,
        crate::rules::PerTableSize<()>,
        crate::rules::GameInput,
        crate::rules::ReplacementInput,
        crate::rules::ContractField,
        crate::rules::Announcement,
        crate::rules::ResultOverride,
        crate::rules::GameResult,
        crate::rules::SheetReport,
        crate::rules::SheetRow,
        crate::rules::FootLine,
        crate::rules::ColumnSums,
        crate::rules::Finding,
        crate::rules::Ranked,
        MoneyInput,
        MoneyReportInput,
        crate::report::money::MoneyReport,
        crate::report::money::MoneyTable,
        crate::report::money::MoneyPlayer,
        PrizeFile,
        RankingSpec,
        PlaceSpec,
        PotSpec,
        Tie,
        AgeBasis,
        LostGameFees,
        PrizeFileInput,
        PrizePreviewInput,
        PrizePreview,
        PreviewBasis,
        PotRow,
        Who,
        PlaceRow,
        PrizeTeamsInput,
        PrizeTeam,
        TeamMemberView,
        PreisskatDrawInput,
        PrizePdfInput,
        Apart,
        PreisskatDraw,
        // The Preisskat's Rangliste and prizes (issue 22).
        RankingStandings,
        RankingRow,
        RecordedLot,
        Prizes,
        crate::ops::PayoutRow,
        PayoutInput,
        PrizePayout,
        PaidPrize,
        PayoutDone,
    );
    out
}

#[test]
fn the_committed_typescript_bindings_are_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/lib/bindings.ts");
    let now = bindings();
    if std::env::var_os("SNAPSHOTS").is_some_and(|v| v == "overwrite") {
        std::fs::write(&path, &now).expect("write the bindings");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == now,
        "ui/src/lib/bindings.ts is stale: regenerate it with `SNAPSHOTS=overwrite cargo test -p skatblock bindings`"
    );
}

#[test]
fn an_error_is_data_with_its_sentence_for_logs() {
    let error = Error::from(crate::rules::Refusal::new(crate::i18n::codes::APP_NOT_OPEN));
    let json = serde_json::to_value(&error).expect("serialises");
    assert_eq!(json["code"], "invalid");
    assert_eq!(json["refusals"][0]["code"], "app.not-open");
    assert_eq!(json["refusals"][0]["line"], serde_json::Value::Null);
    assert_eq!(
        error.describe(crate::i18n::Lang::De),
        "es ist keine Datendatei geöffnet"
    );
}

/// Issue 9: the clock is passed in — the history records the time the caller gives.
#[test]
fn issue_9_a_game_is_stamped_with_the_time_the_caller_gives() {
    let mut store = skatblock_store::Store::open_in_memory().expect("store");
    let event = crate::event::demo::create_demo(&mut store).expect("demo event");
    let at = |game| GameAtInput {
        event,
        series: 2,
        table: 1,
        game,
    };
    let entry = GameEntryInput {
        event,
        series: 2,
        table: 1,
        game: 1,
        declarer: None,
        record: serde_json::from_str(r#"{"passed": true}"#).expect("a passed deal"),
        correct: false,
        base_version: None,
    };
    let scorer = |at: &str| crate::event::Scorer {
        by: "Listenführer".into(),
        at: at.into(),
    };
    save_game(&mut store, entry, scorer("2026-11-22T19:30:00Z")).expect("entered");
    delete_game(&mut store, at(1), scorer("2026-11-22T19:31:00Z")).expect("deleted");
    let history = game_history(&store, at(1)).expect("history");
    let stamps: Vec<(&str, String, &str)> = history
        .iter()
        .map(|h| &h.entry)
        .map(|h| (h.action.as_str(), h.by.to_stored(), h.at.as_str()))
        .collect();
    assert_eq!(
        stamps,
        [
            ("enter", "Listenführer".to_string(), "2026-11-22T19:30:00Z"),
            ("delete", "Listenführer".to_string(), "2026-11-22T19:31:00Z")
        ],
        "the library records the caller's time, not its own clock"
    );
}
