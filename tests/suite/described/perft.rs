//! The repository's `variants/` descriptions of Oware, Djenon-aboure, Hoyito III, Bao Kigogo
//! and Goré give the perft tables of the hand-written games (tests/perft).

use crate::common::{from_parts as at, variant};
use sowing::described::{Described, Rules};
use sowing::perft::perft;
use sowing::{AnyGame, FromSetup, HoyitoOptions, Player, Position};

/// The described position of the same board, captures and player as `pos`.
fn convert<P: Position>(rules: &'static Rules, pos: &P) -> Described {
    at(
        rules,
        pos.board().holes(),
        [pos.captured(Player::South), pos.captured(Player::North)],
        pos.to_move(),
    )
}

/// One table of tests/perft: its position (a docs/FORMAT.md object, or the start)
/// and its counts.
fn perft_table(file: &str) -> (Option<AnyGame>, Vec<(u32, u64)>) {
    let table = crate::common::perft::read(file.trim_end_matches(".txt"));
    let position = table
        .position
        .map(|p| serde_json::from_str::<AnyGame>(&p).unwrap());
    (position, table.counts)
}

/// The tables' counts up to this many leaves (a debug build walks them here).
const PERFT_LEAVES: u64 = 150_000;

/// Each table by the description its game and options name (Hoyito III's round 3
/// after North won: `hoyito-iii-after-north`, whose last four go to North).
#[test]
fn variants_give_the_perft_tables_of_the_hand_written_games() {
    let tables = [
        ("oware", "oware.txt"),
        ("djenon-aboure", "djenon-aboure.txt"),
        ("hoyito-iii", "hoyito-iii.txt"),
        ("hoyito-iii", "hoyito-iii-endless.txt"),
        ("hoyito-iii-after-north", "hoyito-iii-round3-end.txt"),
        ("bao-kigogo", "bao-kigogo.txt"),
        ("bao-kigogo-clockwise", "bao-kigogo-clockwise.txt"),
        ("bao-kigogo", "bao-kigogo-endless.txt"),
        ("gore", "gore.txt"),
        ("gore", "gore-offer-pending.txt"),
        ("gore", "gore-traded.txt"),
    ];
    for (name, file) in tables {
        let rules = variant(name);
        let table = crate::common::perft::read(file.trim_end_matches(".txt"));
        if table.game == "hoyito-iii" {
            // The description the table's options name.
            let options: HoyitoOptions = table
                .options
                .map(|o| serde_json::from_value(o).unwrap())
                .unwrap_or_default();
            assert_eq!(options.variant(), name, "{file}");
        }
        let (position, counts) = perft_table(file);
        let pos = match position {
            None => rules.start(),
            // Goré's owners and negotiation (an offer pending, who declined) are in
            // its setup, which the described game reads.
            Some(AnyGame::Gore(p)) => {
                let mut setup = p.to_setup();
                setup.game = rules.kind();
                Described::from_setup(&setup).unwrap()
            }
            Some(p) => convert(rules, &p),
        };
        let mut checked = 0;
        for (depth, leaves) in counts.into_iter().filter(|&(_, n)| n <= PERFT_LEAVES) {
            assert_eq!(perft(&pos, depth), leaves, "{file}, depth {depth}");
            checked += 1;
        }
        // Bao Kigogo's 23 moves a ply leave four depths under the cap from its start.
        let least = if file.starts_with("bao-kigogo") { 4 } else { 5 };
        assert!(checked >= least, "{file}: {checked} depths checked");
    }
}
