//! The hub's access on paper (issue 12): the QR codes of the table cards and of the pre-filled
//! score sheets, read back from the rendered pages, carry exactly the phone pages of
//! `hub tokens`; a revoked table's reprinted card carries its new page; blank sheets carry none.

use std::path::{Path, PathBuf};

use skatblock::i18n::Lang;
use skatblock::ops;
use skatblock_store::{EventId, Store};

use super::reports::poppler;
use super::store::temp_dir;
use super::{ok, run};

const BASE: &str = "http://192.168.1.20:8080";

fn arg(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// An event named "Pokal" of 2 series with `players` players drawn in series 1, as Skat or as
/// Schafkopf (whose tables are all 4-tables).
fn drawn(db: &Path, dir: &Path, players: i64, schafkopf: bool) -> String {
    let mut create = vec!["--series", "2"];
    if schafkopf {
        create.extend(["--game", "schafkopf", "--tariff", "TOURNAMENT_A1"]);
    }
    super::hub::seated_event(db, dir, "Pokal", players, &create, "3")
}

/// The phone page of every table of series 1, as `hub tokens --format json` gives them.
fn urls(db: &Path, event: &str) -> Vec<String> {
    let json = ok(
        db,
        &[
            "hub",
            "tokens",
            event,
            "--series",
            "1",
            "--url-base",
            BASE,
            "--format",
            "json",
        ],
    );
    let tokens: Vec<serde_json::Value> = serde_json::from_str(&json).expect("json");
    tokens
        .iter()
        .enumerate()
        .map(|(i, t)| {
            assert_eq!(t["table"], i + 1, "in table order");
            t["url"].as_str().expect("url").to_string()
        })
        .collect()
}

/// The PNG pages of `pdf` at 150 dpi in grey, in page order.
fn render(pdf: &Path) -> Vec<PathBuf> {
    let prefix = pdf.with_extension("");
    poppler(
        "pdftoppm",
        &["-r", "150", "-gray", "-png", arg(pdf), arg(&prefix)],
    );
    let stem = prefix
        .file_name()
        .expect("name")
        .to_string_lossy()
        .to_string();
    let mut pages: Vec<PathBuf> = std::fs::read_dir(pdf.parent().expect("dir"))
        .expect("dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            let name = p.file_name().expect("name").to_string_lossy();
            name.starts_with(&format!("{stem}-")) && name.ends_with(".png")
        })
        .collect();
    // pdftoppm pads the page numbers to one width, so the names sort in page order.
    pages.sort();
    pages
}

/// A rendered page in grey.
struct Grey {
    width: usize,
    height: usize,
    pixels: Vec<u8>,
}

/// One PNG page in grey (pdftoppm -gray writes 8-bit grey; anything else is reduced to its
/// first channel).
fn load(png_path: &Path) -> Grey {
    let file = std::fs::File::open(png_path).expect("png");
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().expect("png header");
    let mut buffer = vec![0; reader.output_buffer_size().expect("size")];
    let frame = reader.next_frame(&mut buffer).expect("png frame");
    let channels = frame.color_type.samples();
    Grey {
        width: frame.width as usize,
        height: frame.height as usize,
        pixels: buffer.iter().step_by(channels).copied().collect(),
    }
}

impl Grey {
    /// The texts of the QR codes in the box `[x, y, w, h]` (pixels), sorted.
    fn decode_area(&self, [x0, y0, w, h]: [usize; 4]) -> Vec<String> {
        let (w, h) = (w.min(self.width - x0), h.min(self.height - y0));
        let pixel = |x: usize, y: usize| self.pixels[(y0 + y) * self.width + x0 + x];
        let mut image = rqrr::PreparedImage::prepare_from_greyscale(w, h, pixel);
        // rqrr may pair finder patterns into a grid that decodes to nothing; the callers
        // compare what was read with every page expected, so a code not read still fails.
        let mut texts: Vec<String> = image
            .detect_grids()
            .into_iter()
            .filter_map(|grid| grid.decode().ok().map(|(_, text)| text))
            .collect();
        texts.sort();
        texts
    }

    /// The texts of the QR codes on the whole page, sorted.
    fn decode(&self) -> Vec<String> {
        self.decode_area([0, 0, self.width, self.height])
    }

    /// What each card of a sheet of table cards (2 × 3 on A4 within 12 mm margins and 8 mm
    /// of footer) carries, card by card as a phone scans one at a time: rqrr reads one code of
    /// a page of six aligned codes, not all.
    fn decode_cards(&self) -> Vec<Vec<String>> {
        let px = |mm: f32| (mm * 150.0 / 25.4).round() as usize;
        let (w, h) = ((210.0 - 24.0) / 2.0, (297.0 - 24.0 - 8.0) / 3.0);
        (0..6)
            .map(|i| {
                let (x, y) = (12.0 + (i % 2) as f32 * w, 12.0 + (i / 2) as f32 * h);
                self.decode_area([px(x), px(y), px(w), px(h)])
            })
            .collect()
    }
}

/// The texts of the QR codes on one PNG page, sorted.
fn decode(png_path: &Path) -> Vec<String> {
    load(png_path).decode()
}

/// The phone page on each card of a page of table cards, in card order; empty places none.
fn decode_cards(png_path: &Path) -> Vec<String> {
    load(png_path)
        .decode_cards()
        .into_iter()
        .filter_map(|texts| match texts.as_slice() {
            [] => None,
            [one] => Some(one.clone()),
            more => panic!("a card carries one code: {more:?}"),
        })
        .collect()
}

fn pdftotext(pdf: &Path) -> String {
    pdftotext_with(pdf, &[])
}

/// The text of card `i` (0-based) of the first page of table cards.
fn card_text(pdf: &Path, i: usize) -> String {
    let pt = |mm: f32| ((mm * 72.0 / 25.4).round() as i32).to_string();
    let (w, h) = ((210.0 - 24.0) / 2.0, (297.0 - 24.0 - 8.0) / 3.0);
    let (x, y) = (12.0 + (i % 2) as f32 * w, 12.0 + (i / 2) as f32 * h);
    let area = [pt(x), pt(y), pt(w), pt(h)];
    let [x, y, w, h] = [&area[0], &area[1], &area[2], &area[3]].map(String::as_str);
    pdftotext_with(
        pdf,
        &["-f", "1", "-l", "1", "-x", x, "-y", y, "-W", w, "-H", h],
    )
}

fn pdftotext_with(pdf: &Path, options: &[&str]) -> String {
    let args: Vec<&str> = options.iter().copied().chain([arg(pdf), "-"]).collect();
    poppler("pdftotext", &args)
}

/// `report sheets EVENT --series 1 --hub-url BASE` with `more` into `dir/name`, written.
fn sheets(db: &Path, dir: &Path, event: &str, name: &str, more: &[&str]) -> PathBuf {
    let pdf = dir.join(name);
    let mut args = vec![
        "report",
        "sheets",
        event,
        "--series",
        "1",
        "--hub-url",
        BASE,
        "--out",
        arg(&pdf),
    ];
    args.extend(more);
    let said = ok(db, &args);
    assert!(said.contains("written"), "{said}");
    pdf
}

fn cards(db: &Path, dir: &Path, event: &str, name: &str, more: &[&str]) -> PathBuf {
    let pdf = dir.join(name);
    let mut args = vec![
        "hub",
        "cards",
        event,
        "--series",
        "1",
        "--url-base",
        BASE,
        "--out",
        arg(&pdf),
    ];
    args.extend(more);
    let said = ok(db, &args);
    assert!(said.contains("written"), "{said}");
    pdf
}

#[test]
fn issue_12_table_cards_carry_exactly_the_phone_pages_of_the_tokens() {
    let temp = temp_dir("hub-print-cards");
    let dir = temp.path();
    let db = dir.join("hub.db");
    // 15 players: three 4-tables and one 3-table.
    let event = drawn(&db, dir, 15, false);
    let pdf = cards(&db, dir, &event, "cards.pdf", &[]);
    let expected = urls(&db, &event);
    assert_eq!(expected.len(), 4);
    let pages = render(&pdf);
    assert_eq!(pages.len(), 1, "four cards fit one page");
    assert_eq!(
        decode_cards(&pages[0]),
        expected,
        "every card's code is its table's page, as `hub tokens` gives it, in table order"
    );
    for (i, url) in expected.iter().enumerate() {
        let card: Vec<String> = card_text(&pdf, i)
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(str::to_string)
            .collect();
        assert_eq!(
            card,
            [
                format!("Tisch {}", i + 1),
                "Serie 1".to_string(),
                "Pokal".to_string(),
                url.clone(),
                "Mit dem Telefon scannen – die Liste dieses Tisches".to_string(),
            ],
            "card {} names its table, the series and the event, the address under the code",
            i + 1
        );
    }
    assert!(card_text(&pdf, 4).trim().is_empty(), "no fifth card");
}

#[test]
fn issue_12_a_revoked_table_gets_a_card_with_a_new_page_and_the_others_keep_theirs() {
    let temp = temp_dir("hub-print-revoke");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let event = drawn(&db, dir, 7, false);
    let before = decode_cards(&render(&cards(&db, dir, &event, "before.pdf", &[]))[0]);
    let old = urls(&db, &event);
    assert_eq!(before, old);
    ok(
        &db,
        &["hub", "revoke", &event, "--series", "1", "--table", "2"],
    );
    let after = decode_cards(&render(&cards(&db, dir, &event, "after.pdf", &[]))[0]);
    let new = urls(&db, &event);
    assert_eq!(after[0], old[0], "table 1's card carries the same page");
    assert_ne!(after[1], old[1], "table 2's card carries a new page");
    assert_eq!(
        after, new,
        "the reprint carries the pages `hub tokens` gives now"
    );
    let only = cards(&db, dir, &event, "table2.pdf", &["--table", "2"]);
    assert_eq!(
        decode_cards(&render(&only)[0]),
        [new[1].clone()],
        "one table's card alone"
    );
    let again = decode_cards(&render(&cards(&db, dir, &event, "again.pdf", &[]))[0]);
    assert_eq!(again, after, "reprinting gives the same codes");
}

#[test]
fn issue_12_prefilled_sheets_carry_their_tables_page_and_blank_ones_none() {
    let temp = temp_dir("hub-print-sheets");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let event = drawn(&db, dir, 7, false);
    let pdf = sheets(&db, dir, &event, "sheets.pdf", &[]);
    let expected = urls(&db, &event);
    let pages = render(&pdf);
    assert_eq!(
        pages.len(),
        2,
        "one page per table, the 4-table's 48 games too"
    );
    for (table, page) in pages.iter().enumerate() {
        assert_eq!(
            decode(page),
            [expected[table].clone()],
            "the sheet of table {} carries its own page",
            table + 1
        );
    }
    let text = pdftotext(&pdf);
    assert_eq!(text.matches("Liste am Telefon: Code scannen").count(), 2);

    let one = sheets(
        &db,
        dir,
        &event,
        "one.pdf",
        &["--table", "2", "--lang", "en"],
    );
    let pages = render(&one);
    assert_eq!(pages.len(), 1);
    assert_eq!(decode(&pages[0]), [expected[1].clone()]);
    assert!(pdftotext(&one).contains("Enter this list on a phone: scan the code"));

    for (name, args) in [("blank.pdf", vec!["--blank", "4"]), ("plain.pdf", vec![])] {
        let pdf = dir.join(name);
        let mut all = vec![
            "report",
            "sheets",
            &event,
            "--series",
            "1",
            "--out",
            arg(&pdf),
        ];
        all.extend(args);
        ok(&db, &all);
        for page in render(&pdf) {
            assert_eq!(decode(&page), Vec::<String>::new(), "{name} has no QR code");
        }
        assert!(!pdftotext(&pdf).contains("Code scannen"), "{name}");
    }
    let refused = run(
        &db,
        &[
            "report",
            "sheets",
            &event,
            "--series",
            "1",
            "--blank",
            "4",
            "--hub-url",
            BASE,
            "--out",
            arg(&dir.join("no.pdf")),
        ],
    );
    assert!(
        !refused.status.success(),
        "a blank sheet belongs to no table: no hub address"
    );
}

#[test]
fn issue_12_schafkopf_lists_carry_their_tables_page() {
    let temp = temp_dir("hub-print-schafkopf");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let event = drawn(&db, dir, 8, true);
    let pdf = sheets(&db, dir, &event, "lists.pdf", &[]);
    let expected = urls(&db, &event);
    let pages = render(&pdf);
    assert_eq!(pages.len(), 2, "one page per list");
    for (table, page) in pages.iter().enumerate() {
        assert_eq!(decode(page), [expected[table].clone()]);
    }
}

#[test]
fn issue_12_a_hub_address_that_is_no_http_address_is_refused_with_its_code() {
    let temp = temp_dir("hub-print-refused");
    let dir = temp.path();
    let db = dir.join("hub.db");
    let event = drawn(&db, dir, 7, false);
    let out = run(
        &db,
        &[
            "hub",
            "cards",
            &event,
            "--series",
            "1",
            "--url-base",
            "192.168.1.20:8080",
            "--out",
            arg(&dir.join("cards.pdf")),
        ],
    );
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("hub address = \"192.168.1.20:8080\": the hub's address must look like"),
        "{said}"
    );
    assert!(!dir.join("cards.pdf").exists(), "nothing written");

    let mut store = Store::open(&db).expect("open");
    let id = EventId(event.parse().expect("id"));
    for bad in [
        "ftp://192.168.1.20",
        "http://192.168.1.20:8080/hub",
        "http://",
    ] {
        let cards = ops::hub_cards_pdf(&mut store, id, 1, bad, Lang::De).expect_err(bad);
        let sheets =
            ops::report_sheets_with_qr(&mut store, id, 1, None, bad, Lang::De).expect_err(bad);
        for err in [cards, sheets] {
            assert_eq!(err.kind, ops::ErrorKind::Invalid);
            assert_eq!(
                err.refusals[0].refusal.code.as_str(),
                "hub.url-base",
                "{bad}"
            );
        }
    }
    assert!(
        skatblock_store::hub::valid_token(store.conn(), id, 1, 1)
            .expect("query")
            .is_none(),
        "a refused printing gives no table a token"
    );
}
