//! Skatblock's desktop shell: the window, the dialogs, and the commands over the library.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

mod commands;

fn main() {
    commands::started();
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .manage(commands::AppState::load())
        .invoke_handler(tauri::generate_handler![
            commands::open_database,
            commands::open_demo,
            commands::list_events,
            commands::score_game,
            commands::standings,
            commands::list_players,
            commands::save_player,
            commands::set_player_active,
            commands::import_players,
            commands::default_rules,
            commands::create_event,
            commands::get_event,
            commands::seating,
            commands::draw_series,
            commands::change_seating,
            commands::save_pdf,
            commands::sheet,
            commands::save_game,
            commands::game_history,
            commands::delete_game,
            commands::update_event,
            commands::check_event,
            commands::table_totals,
            commands::save_table_totals,
            commands::save_csv,
            commands::backup,
            commands::get_settings,
            commands::save_settings,
            commands::ui_ready,
            commands::list_seasons,
            commands::create_season,
            commands::update_season,
            commands::add_season_events,
            commands::remove_season_events,
            commands::season_standings,
            commands::cash_book,
            commands::set_fees,
            commands::record_payment,
            commands::change_payment,
            commands::payment_history,
            commands::season_cash,
            commands::list_leagues,
            commands::create_league,
            commands::league_view,
            commands::import_teams,
            commands::save_team,
            commands::create_matchday,
            commands::set_lineup,
            commands::lineups,
            commands::match_report,
            commands::save_club_report,
            commands::money,
            commands::save_money_report,
            commands::tariff_presets,
            commands::event_tariff,
            commands::score_schafkopf,
            commands::schafkopf_sheet,
            commands::save_schafkopf_game,
        ])
        .run(tauri::generate_context!())
        .expect("the window starts");
}
