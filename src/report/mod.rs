//! Printed forms of Skatblock's results. For now the plain-text score sheet of the CLI;
//! PDF and CSV writers join here. Writers take a computed view and any `impl Write`.

mod text;

pub use text::{describe_game, write_sheet_text};
