//! The order of names in every list the desk shows, prints or exports: German collation
//! (DIN 5007-1, as the CLDR's `de` has it), so "Schäfer" comes before "Schwarz" and "Özdemir"
//! among the O, where byte order put every umlaut after "z". One comparator for all lists, so
//! the screen, the PDF and the CSV agree.

use std::cmp::Ordering;
use std::sync::LazyLock;

use icu_collator::options::CollatorOptions;
use icu_collator::{CollatorBorrowed, CollatorPreferences};
use icu_locale_core::locale;

use crate::players::Player;

/// The German collator from ICU4X's compiled data: built once, then shared.
static GERMAN: LazyLock<CollatorBorrowed<'static>> = LazyLock::new(|| {
    let prefs = CollatorPreferences::from(&locale!("de"));
    CollatorBorrowed::try_new(prefs, CollatorOptions::default())
        .expect("the compiled collation data has German")
});

/// Two texts (names, clubs) in German alphabetical order; texts that collate alike (only
/// possible when they are equal up to what the collator ignores) fall back to byte order, so
/// the order is total and stable between runs.
pub fn compare(a: &str, b: &str) -> Ordering {
    GERMAN.compare(a, b).then_with(|| a.cmp(b))
}

/// Two players in the order of a name list: last name, then first name, then the row id (two
/// namesakes keep the order they were registered in; player numbers have no agreed order).
pub fn compare_players(a: &Player, b: &Player) -> Ordering {
    compare(&a.last_name, &b.last_name)
        .then_with(|| compare(&a.first_name, &b.first_name))
        .then_with(|| a.id.cmp(&b.id))
}

/// Sorts `items` by the name `name` gives, in German alphabetical order.
pub fn sort_by_name<T>(items: &mut [T], name: impl Fn(&T) -> &str) {
    items.sort_by(|a, b| compare(name(a), name(b)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_21_umlauts_sort_as_german_readers_expect() {
        let mut names = vec![
            "Schwarz",
            "Schäfer",
            "Özdemir",
            "Ostermann",
            "Müller",
            "Mueller",
            "Zander",
            "Arndt",
            "Oberle",
        ];
        sort_by_name(&mut names, |n| n);
        assert_eq!(
            names,
            [
                "Arndt",
                "Mueller",
                "Müller",
                "Oberle",
                "Ostermann",
                "Özdemir",
                "Schäfer",
                "Schwarz",
                "Zander"
            ]
        );
    }

    #[test]
    fn issue_21_byte_order_would_have_put_the_umlauts_last() {
        // What the lists did before: a regression guard that the collator is what sorts.
        assert!("Schäfer" > "Schwarz" && "Özdemir" > "Zander");
        assert_eq!(compare("Schäfer", "Schwarz"), Ordering::Less);
        assert_eq!(compare("Özdemir", "Zander"), Ordering::Less);
        assert_eq!(
            compare("müller", "Müller"),
            Ordering::Less,
            "lower case first, never equal"
        );
        assert_eq!(compare("Müller", "Müller"), Ordering::Equal);
    }
}
