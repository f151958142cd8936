//! The library of traditional games (`variants/*.json`, docs/VARIANTS.md):
//!
//! - every description parses, checks and compiles, names its file, has a title and
//!   cites a source, and random games of it run to their end (or to a ply limit)
//!   keeping every seed;
//! - the rules pages docs/variants/<name>.md and the index docs/VARIANTS.md are what
//!   `cargo run --example rules_pages` writes from the descriptions;
//! - one scenario per family of games for a rule its source states, played by the
//!   described game.

use crate::common::{legal, seeds_in_play as seeds, variant};
use sowing::described::{game_of, index_page, rules_page, Described, Description, Rules};
use sowing::{Direction, Move, MoveError, Outcome, Player, Position, Rng};
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every `variants/*.json`, sorted by path.
fn files() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(root().join("variants"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    paths
}

fn descriptions() -> Vec<Description> {
    files()
        .iter()
        .map(|p| {
            Description::from_json(&std::fs::read_to_string(p).unwrap())
                .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        })
        .collect()
}

fn at(name: &str, holes: &[u8], captured: [u32; 2], to_move: Player) -> Described {
    Described::from_parts(variant(name), holes, captured, to_move).unwrap()
}

#[test]
fn every_variant_parses_compiles_and_cites_its_source() {
    let paths = files();
    assert!(paths.len() >= 60, "the library holds {} games", paths.len());
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap();
        let d = Description::from_json(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let stem = path.file_stem().unwrap().to_str().unwrap();
        assert_eq!(
            d.name,
            stem,
            "{}: the name is the file's name",
            path.display()
        );
        assert!(!d.title.is_empty(), "{stem}: no title");
        assert!(!d.source.is_empty(), "{stem}: no source");
        let rules = Rules::compile(&d).unwrap_or_else(|e| panic!("{stem}: {e}"));
        assert_eq!(rules.name(), stem);
        assert!(
            !legal(&rules.start()).is_empty(),
            "{stem}: no move at the start"
        );
    }
}

/// A seed of its own for each game's random games (FNV-1a of its name), so that a game
/// joining the library does not change the games drawn for the others.
fn seed_of(name: &str) -> u64 {
    name.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Random games from the start, to their end or 3,000 plies (30,000 for a match): every move the position
/// lists is played without error, the seeds stay the game's, and a game over lists no
/// move. Four games each, and more (up to 16) until one has ended: a whole match of
/// rounds often runs past the ply limit.
#[test]
fn random_games_of_every_variant_run_without_error() {
    for d in descriptions() {
        let mut rng = Rng::new(seed_of(&d.name));
        let rules = Rules::compile(&d).unwrap();
        let mut ended = 0;
        // A match of rounds plays many games: it gets ten times the plies.
        let plies = if d.rounds.is_some() { 30_000 } else { 3_000 };
        for game in 0..16 {
            if game >= 4 && ended > 0 {
                break;
            }
            let mut pos = rules.start();
            for _ in 0..plies {
                if pos.play_random(&mut rng).is_none() {
                    break;
                }
                assert_eq!(seeds(&pos), rules.total_seeds(), "{}", d.name);
            }
            if pos.is_over() {
                ended += 1;
                assert!(legal(&pos).is_empty(), "{}: moves after the end", d.name);
            } else {
                let mut again = pos;
                let mv = legal(&pos)[0];
                again
                    .play(mv)
                    .unwrap_or_else(|e| panic!("{}: {mv:?}: {e}", d.name));
            }
        }
        assert!(ended > 0, "{}: no random game reached its end", d.name);
    }
}

/// docs/variants/<name>.md and docs/VARIANTS.md are the generated pages, and no page
/// is left of a game the library no longer has.
#[test]
fn rules_pages_are_up_to_date() {
    let ds = descriptions();
    let mut stale = Vec::new();
    for d in &ds {
        let path = root().join(format!("docs/variants/{}.md", d.name));
        if std::fs::read_to_string(&path).ok() != Some(rules_page(d)) {
            stale.push(path.display().to_string());
        }
    }
    let index = root().join("docs/VARIANTS.md");
    if std::fs::read_to_string(&index).ok() != Some(index_page(&ds)) {
        stale.push(index.display().to_string());
    }
    for page in std::fs::read_dir(root().join("docs/variants")).unwrap() {
        let p = page.unwrap().path();
        let stem = p.file_stem().unwrap().to_str().unwrap().to_string();
        if !ds.iter().any(|d| d.name == stem) {
            stale.push(format!("{} (no such game)", p.display()));
        }
    }
    assert!(
        stale.is_empty(),
        "stale rules pages (regenerate them with `cargo run --example rules_pages`): {}",
        stale.join(", ")
    );
}

/// Every page says what its description says: each game's page names its board and
/// its source, and the index lists every game.
#[test]
fn rules_pages_tell_the_description() {
    let ds = descriptions();
    let index = index_page(&ds);
    for d in &ds {
        let page = rules_page(d);
        assert!(page.contains(&d.source), "{}", d.name);
        // A sentence joined from source lines without `\` keeps their indent.
        assert!(
            !page.lines().any(|l| l.trim_start().contains("  ")),
            "{}: a run of spaces inside a line",
            d.name
        );
        assert!(
            page.contains(&format!("{} holes", d.board.holes_per_row)),
            "{}",
            d.name
        );
        assert!(index.contains(&format!("[{0}](variants/{0}.md)", d.name)));
    }
    let page = rules_page(&variant("wari").description().clone());
    assert!(page.contains("makes that hole hold 2 or 3"));
    assert!(page.contains("skips the hole it was lifted from"));
    assert!(page.contains("must play a move whose first lap drops a seed"));
    let page = rules_page(&variant("congkak").description().clone());
    assert!(page.contains("clockwise: along South's row from right to left"));
    assert!(page.contains("relay laps"));
    assert!(page.contains("on their left"));
}

/// The prose of a page: everything above the description's JSON.
fn prose(d: &serde_json::Value) -> String {
    let d: Description = serde_json::from_value(d.clone()).unwrap();
    d.check().unwrap();
    let page = rules_page(&d);
    page[..page.find("## Description").unwrap()].to_string()
}

/// `base` with the fields of `patch` (objects merged, other values replaced).
fn patched(base: &serde_json::Value, patch: &serde_json::Value) -> serde_json::Value {
    let mut out = base.clone();
    if let (Some(o), Some(p)) = (out.as_object_mut(), patch.as_object()) {
        for (k, v) in p {
            let merged = match o.get(k) {
                Some(old) if old.is_object() && v.is_object() => patched(old, v),
                _ => v.clone(),
            };
            o.insert(k.clone(), merged);
        }
    }
    out
}

/// Every field of the language, set away from its default (or from another value),
/// changes what the page says: the prose covers every field, read from the values.
#[test]
fn every_field_changes_the_prose() {
    use serde_json::json;
    let plain = json!({"name": "t", "board": {"holes_per_row": 3, "seeds_per_hole": 2}});
    let stores = patched(&plain, &json!({"board": {"stores": true}}));
    let counts = patched(&plain, &json!({"capture": {"on": "counts", "counts": [2]}}));
    let chained = patched(&counts, &json!({"capture": {"chain": "backward"}}));
    let empty = patched(&plain, &json!({"capture": {"on": "empty-own-hole"}}));
    let four = patched(&plain, &json!({"board": {"rows": 4}}));
    let rounds = patched(&plain, &json!({"rounds": {}}));
    let kids = patched(&plain, &json!({"children": {"convert": 2}}));
    let cases = [
        (&plain, json!({"title": "T"})),
        (&plain, json!({"source": "a book, p. 1"})),
        (&plain, json!({"board": {"rows": 4}})),
        (&plain, json!({"board": {"holes_per_row": 4}})),
        (&plain, json!({"board": {"seeds_per_hole": 3}})),
        (&plain, json!({"board": {"stores": true}})),
        (&plain, json!({"sowing": {"direction": "clockwise"}})),
        (&stores, json!({"sowing": {"direction": "clockwise"}})),
        (&plain, json!({"sowing": {"laps": "relay"}})),
        (&plain, json!({"sowing": {"origin": "skip"}})),
        (&plain, json!({"sowing": {"origin": "first-seed-back"}})),
        (&plain, json!({"sowing": {"origin": "leave-one"}})),
        (&kids, json!({"children": {"own_columns": [0]}})),
        (&kids, json!({"children": {"opponent_columns": [1]}})),
        (&kids, json!({"children": {"apart": "across"}})),
        (&kids, json!({"children": {"apart": "same-column"}})),
        (&kids, json!({"children": {"passed_by_opponent": true}})),
        (&plain, json!({"sowing": {"min_seeds": 2}})),
        (&stores, json!({"sowing": {"stores": "both"}})),
        (&plain, json!({"capture": {"on": "counts", "counts": [2]}})),
        (&counts, json!({"capture": {"counts": [2, 3]}})),
        (&counts, json!({"capture": {"rows": "own"}})),
        (&counts, json!({"capture": {"rows": "opponent"}})),
        (&counts, json!({"capture": {"take": "opposite"}})),
        (
            &counts,
            json!({"capture": {"take": "landing-and-opposite"}}),
        ),
        (&counts, json!({"capture": {"chain": "backward"}})),
        (&counts, json!({"capture": {"chain": "forward"}})),
        (&counts, json!({"capture": {"chain": "both"}})),
        (&chained, json!({"capture": {"chain_rows": "opponent"}})),
        (&chained, json!({"capture": {"chain_limit": 2}})),
        (
            &counts,
            json!({"capture": {"grand_slam": "captures-nothing"}}),
        ),
        (&counts, json!({"capture": {"grand_slam": "forbidden"}})),
        (
            &counts,
            json!({"capture": {"grand_slam": "leave-rightmost"}}),
        ),
        (
            &counts,
            json!({"capture": {"grand_slam": "leave-leftmost"}}),
        ),
        (&plain, json!({"capture": {"on": "empty-own-hole"}})),
        (&empty, json!({"capture": {"take": "opposite"}})),
        (&empty, json!({"capture": {"take": "pull-across"}})),
        (
            &empty,
            json!({"capture": {"opposite_must_hold_seeds": false}}),
        ),
        (&empty, json!({"capture": {"grand_slam": "forbidden"}})),
        (
            &patched(&four, &json!({"capture": {"on": "empty-own-hole"}})),
            json!({"capture": {"behind": true}}),
        ),
        (&stores, json!({"extra_turn": {"store": true}})),
        (&plain, json!({"extra_turn": {"capture": true}})),
        (&plain, json!({"moves": {"must_feed": true}})),
        (&plain, json!({"moves": {"no_move": "end"}})),
        (&plain, json!({"moves": {"no_move": "lose"}})),
        (&plain, json!({"end": {"one_side_empty": true}})),
        (&plain, json!({"end": {"every_hole_at_most": 1}})),
        (&plain, json!({"end": {"seeds_on_board_at_most": 0}})),
        (&plain, json!({"end": {"seeds_on_board_at_most": 2}})),
        (&plain, json!({"end": {"majority": true}})),
        (&plain, json!({"end": {"mover_side_empty": true}})),
        (&plain, json!({"end": {"opponent_side_empty": true}})),
        (&plain, json!({"end": {"goal": "empty-own-holes"}})),
        (&plain, json!({"end": {"goal": "empty-opponent-holes"}})),
        (
            &patched(&stores, &json!({"sowing": {"stores": "both"}})),
            json!({"extra_turn": {"any_store": true}}),
        ),
        (
            &patched(&plain, &json!({"sowing": {"min_seeds": 2}})),
            json!({"sowing": {"origin": "first-seed-captured"}}),
        ),
        (&plain, json!({"board": {"random_start": 3}})),
        (&plain, json!({"end": {"remaining": "nobody"}})),
        (
            &plain,
            json!({"sowing": {"direction": "odd-counter-clockwise"}}),
        ),
        (
            &patched(&plain, &json!({"moves": {"must_feed": true}})),
            json!({"moves": {"feed": "move"}}),
        ),
        (
            &counts,
            json!({"capture": {"grand_slam": "captures-nothing-unless-fed"}}),
        ),
        (&plain, json!({"end": {"remaining": "mover"}})),
        (&plain, json!({"end": {"remaining": "divided"}})),
        (
            &patched(
                &plain,
                &json!({"moves": {"must_feed": true, "no_move": "end"}}),
            ),
            json!({"end": {"unfed_takes_remaining": true}}),
        ),
        (
            &patched(&plain, &json!({"sowing": {"laps": "relay"}})),
            json!({"sowing": {"relay_on": 4}}),
        ),
        (
            &patched(&plain, &json!({"sowing": {"laps": "relay"}})),
            json!({"sowing": {"relay_from": 3}}),
        ),
        (&counts, json!({"capture": {"off_first_turns": 1}})),
        (&empty, json!({"capture": {"off_first_turns": 2}})),
        (&plain, json!({"moves": {"single_seed_into_empty": true}})),
        (&plain, json!({"moves": {"singletons": "last-resort"}})),
        (
            &plain,
            json!({"moves": {"short_lap_ends_across_or_empty": true}}),
        ),
        (&plain, json!({"repetition": "draw"})),
        (&plain, json!({"repetition": "sweep-to-owners"})),
        (&plain, json!({"end": {"captured_above": 8}})),
        (&plain, json!({"rounds": {}})),
        (&rounds, json!({"rounds": {"fill": "right"}})),
        (&rounds, json!({"rounds": {"fill": "outside"}})),
        (&rounds, json!({"rounds": {"blocks": true}})),
        (&rounds, json!({"rounds": {"starter": "loser"}})),
        (&rounds, json!({"rounds": {"starter": "winner"}})),
        (&rounds, json!({"rounds": {"starter": "last-mover"}})),
        (&rounds, json!({"rounds": {"min_holes": 2}})),
    ];
    for (base, patch) in cases {
        let changed = patched(base, &patch);
        assert_ne!(prose(base), prose(&changed), "{patch} is not told");
    }
}

// Kalah (Wikipedia; Irving, Donkers and Uiterwijk 2000).

/// A last seed in the mover's store plays again (Kalah 6×3: hole 9's three seeds fall
/// into 10, 11 and South's store).
#[test]
fn kalah_store_gives_an_extra_turn() {
    let mut pos = variant("kalah-6x3").start();
    let report = pos.play(Move::Sow(9)).unwrap();
    assert!(report.moves_again);
    assert_eq!(pos.to_move(), Player::South);
    assert_eq!(pos.captured(Player::South), 1);
}

/// The empty capture rule: a last seed in an empty house of one's own is captured even
/// when the house across is empty; without the rule it stays.
#[test]
fn kalah_empty_capture_takes_the_last_seed_alone() {
    let holes = [4, 0, 4, 4, 4, 4, 1, 0, 4, 4, 4, 4];
    let mut with = at("kalah-6x4-empty-capture", &holes, [6, 5], Player::South);
    let report = with.play(Move::Sow(6)).unwrap();
    assert_eq!(report.captured.seeds, 1);
    assert_eq!(with.board().seeds(7), 0);
    assert_eq!(with.captured(Player::South), 7);
    let mut without = at("kalah", &holes, [6, 5], Player::South);
    assert_eq!(without.play(Move::Sow(6)).unwrap().captured.seeds, 0);
    assert_eq!(without.board().seeds(7), 1);
}

// Captures on counts.

/// Bohnenspiel: a last bean making 2, 4 or 6 is taken with the holes before it that
/// also hold 2, 4 or 6; a count of 3 takes nothing.
#[test]
fn bohnenspiel_captures_2_4_6_backward() {
    // South's hole 11 sows into North's 5, 4, 3: they become 2, 4 and 6.
    let holes = [6, 6, 6, 5, 3, 1, 6, 6, 6, 6, 6, 3];
    let mut pos = at("bohnenspiel", &holes, [6, 6], Player::South);
    let report = pos.play(Move::Sow(11)).unwrap();
    assert_eq!(report.captured.seeds, 12);
    assert_eq!(&pos.board().holes()[3..6], &[0, 0, 0]);
    assert_eq!(pos.captured(Player::South), 18);
    // The same sowing onto 1, 1, 2 makes 2, 2, 3: the last hole holds 3, nothing.
    let holes = [6, 6, 6, 2, 1, 1, 6, 6, 6, 6, 6, 3];
    let mut pos = at("bohnenspiel", &holes, [8, 9], Player::South);
    assert_eq!(pos.play(Move::Sow(11)).unwrap().captured.seeds, 0);
}

/// Bohnenspiel: a player who cannot move ends the game, and the beans left go to the
/// other player.
#[test]
fn bohnenspiel_player_without_move_gives_the_rest_to_the_other() {
    let holes = [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let pos = at("bohnenspiel", &holes, [40, 29], Player::South);
    assert_eq!(pos.captured(Player::North), 32);
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
}

/// Vai Lung Thlan: sown clockwise, a last stone in an empty hole is taken with the
/// unbroken chain of single stones behind it, on either side of the board.
#[test]
fn vai_lung_thlan_captures_singletons_behind_clockwise() {
    // South's hole 7 sows clockwise into 6, then North's 0 and 1, all empty.
    let holes = [0, 0, 5, 5, 5, 5, 0, 3, 5, 5, 5, 5];
    let mut pos = at("vai-lung-thlan", &holes, [9, 8], Player::South);
    let report = pos.play(Move::Sow(7)).unwrap();
    assert_eq!(report.captured.seeds, 3);
    assert_eq!(&pos.board().holes()[..2], &[0, 0]);
    assert_eq!(pos.board().seeds(6), 0);
}

/// Wari: 2s and 3s are taken in the opponent's row only, the chain stopping at the
/// mover's own row; a player must feed an opponent without seeds.
#[test]
fn wari_captures_in_the_opponents_row_and_must_feed() {
    // Hole 11's two seeds make North's 5 and 4 hold 2 and 3.
    let holes = [4, 4, 4, 4, 2, 1, 4, 4, 4, 4, 4, 2];
    let mut pos = at("wari", &holes, [4, 3], Player::South);
    assert_eq!(pos.play(Move::Sow(11)).unwrap().captured.seeds, 5);
    // North has no seeds: only hole 11 reaches them.
    let holes = [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    let mut pos = at("wari", &holes, [23, 23], Player::South);
    assert_eq!(legal(&pos), vec![Move::Sow(11)]);
    assert!(matches!(
        pos.play(Move::Sow(6)),
        Err(MoveError::MustFeed { .. })
    ));
}

/// Mangala II: a capture that would leave the opponent without seeds takes nothing.
#[test]
fn mangala_ii_grand_slam_captures_nothing() {
    let holes = [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1];
    let mut pos = at("mangala-ii", &holes, [35, 35], Player::South);
    assert_eq!(pos.play(Move::Sow(11)).unwrap().captured.seeds, 0);
    // North's hole 5 now holds 2, but cannot reach South: the game ends, North keeping
    // its own seeds.
    assert_eq!(pos.captured(Player::South), 35);
    assert_eq!(pos.captured(Player::North), 37);
}

/// Voleur: the last hole sown is always taken, whatever it holds.
#[test]
fn voleur_always_takes_the_last_hole() {
    let mut pos = variant("voleur").start();
    assert_eq!(pos.play(Move::Sow(11)).unwrap().captured.seeds, 5);
}

/// Adji Kui: a single seed is not sown, and the game ends when no hole holds two.
#[test]
fn adji_kui_sows_two_or_more_and_ends_on_singletons() {
    let holes = [1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 2];
    let mut pos = at("adji-kui", &holes, [22, 21], Player::South);
    assert!(matches!(
        pos.play(Move::Sow(6)),
        Err(MoveError::SingleSeed { hole: 6 })
    ));
    pos.play(Move::Sow(11)).unwrap();
    assert_eq!(pos.captured(Player::South), 23);
    assert_eq!(pos.captured(Player::North), 25);
    assert_eq!(pos.result(), Some(Outcome::win(Player::North)));
}

// Relay sowing.

/// Ot-tjin: sown clockwise in relay laps, a last seed making 3 captures and ends the
/// move.
#[test]
fn ot_tjin_capture_of_three_ends_the_relay() {
    let mut holes = [3u8; 20];
    holes[10] = 0;
    holes[11] = 2;
    holes[0] = 2;
    // Hole 11's two seeds: 10 (empty, now 1), then North's 0 (now 3).
    let mut pos = at("ot-tjin", &holes, [3, 2], Player::South);
    let report = pos.play(Move::Sow(11)).unwrap();
    assert_eq!(report.captured.seeds, 3);
    assert_eq!(pos.board().seeds(0), 0);
    assert_eq!(pos.board().seeds(10), 1);
}

/// Ayoayo: a last seed in an empty hole of one's own takes the seeds across and itself;
/// in the version where the capturing seed stays, only the seeds across.
#[test]
fn ayoayo_captures_across_an_empty_own_hole() {
    let holes = [4, 3, 4, 4, 4, 4, 1, 0, 4, 4, 4, 4];
    let mut pos = at("ayoayo", &holes, [4, 4], Player::South);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 4);
    assert_eq!(pos.board().seeds(7), 0);
    let mut pos = at("ayoayo-opposite-only", &holes, [4, 4], Player::South);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 3);
    assert_eq!(pos.board().seeds(7), 1);
}

/// Endodoi as Wikipedia gives it takes the capturing seed even when nothing lies
/// across; as Boards and Pieces gives it, nothing is taken then.
#[test]
fn endodoi_capture_with_nothing_across() {
    let mut holes = [3u8; 24];
    holes[1] = 0;
    holes[12] = 1;
    holes[13] = 0;
    let mut pos = at("endodoi-12x3", &holes, [4, 4], Player::South);
    assert_eq!(pos.play(Move::Sow(12)).unwrap().captured.seeds, 1);
    assert_eq!(pos.board().seeds(13), 0);
    let holes = [4, 0, 4, 4, 4, 4, 1, 0, 4, 4, 4, 4];
    let mut pos = at("endodoi", &holes, [6, 5], Player::South);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().seeds(7), 1);
}

// Games with stores sown in relay (Southeast Asia).

/// Congkak is sown clockwise with the store on the left: South's leftmost hole sows
/// into South's store, and the mover plays again.
#[test]
fn congkak_sows_clockwise_into_the_store_on_the_left() {
    let mut holes = [7u8; 14];
    holes[7] = 1;
    let mut pos = at("congkak", &holes, [6, 0], Player::South);
    let report = pos.play(Move::Sow(7)).unwrap();
    assert!(report.moves_again);
    assert_eq!(pos.captured(Player::South), 7);
    // Sungka is sown counter-clockwise: the rightmost hole reaches the store.
    let mut holes = [7u8; 14];
    holes[13] = 1;
    let mut pos = at("sungka", &holes, [6, 0], Player::South);
    assert!(pos.play(Move::Sow(13)).unwrap().moves_again);
}

/// Dakon: the round ends when every seed has reached a store.
#[test]
fn dakon_ends_when_the_board_is_empty() {
    let mut holes = [0u8; 14];
    holes[13] = 1;
    let mut pos = at("dakon", &holes, [48, 49], Player::South);
    pos.play(Move::Sow(13)).unwrap();
    assert_eq!(pos.board().total(), 0);
    assert_eq!(pos.result(), Some(Outcome::Draw));
}

/// The index counts each game once: sizes, a single round and a match, and readings
/// share the title before " (" or ",", and the page says how many games that makes.
#[test]
fn the_index_counts_distinct_games_by_title() {
    let ds = descriptions();
    let game = |name: &str| {
        let d = ds.iter().find(|d| d.name == name).unwrap();
        game_of(d).to_string()
    };
    assert_eq!(game("kalah-3x3"), "Kalah");
    assert_eq!(game("kalah-6x4-empty-capture"), "Kalah");
    assert_eq!(game("dakon-match"), "Dakon");
    assert_eq!(game("ayoayo-opposite-only"), "Ayoayo");
    assert_eq!(game("ot-tjin-9"), "Ot-tjin");
    assert_eq!(game("hoyito-iii"), "Hoyito III");
    assert_ne!(game("wari"), game("oware"));
    let distinct: std::collections::BTreeSet<&str> = ds.iter().map(game_of).collect();
    assert!(distinct.len() < ds.len());
    let page = index_page(&ds);
    assert!(
        page.contains(&format!(
            "{} descriptions of {} distinct games",
            ds.len(),
            distinct.len()
        )),
        "{page}"
    );
    for g in &distinct {
        assert!(page.contains(&format!(". {g}: [")), "{g} is not listed");
    }
}

// Toguz Kumalak (World Nomad Games rules; MancalaGames' Toguz_Kumalak.txt).

/// A single seed moves on into the next hole; a last seed bringing the opponent's
/// hole to three makes a tuzdyk, but not in the hole symmetric to the other player's
/// tuzdyk, and never in the opponent's rightmost hole.
#[test]
fn toguz_kumalak_tuzdyk_is_never_symmetric_and_a_single_seed_moves_on() {
    use sowing::FromSetup;
    // Hole 17 (South's rightmost) holds one seed: it falls into hole 8, North's
    // leftmost (column 1 of theirs), which then holds 3.
    let mut holes = [9u8; 18];
    (holes[17], holes[8]) = (1, 2);
    let mut pos = at("toguz-kumalak", &holes, [15, 0], Player::South);
    pos.play(Move::Sow(17)).unwrap();
    assert_eq!((pos.board().seeds(17), pos.board().seeds(8)), (0, 3));
    assert_eq!(pos.children_of(Player::South), 1 << 8);
    // With North's tuzdyk in hole 9 (South's column 1, numbered like hole 8): none.
    let mut setup = at("toguz-kumalak", &holes, [15, 0], Player::South).to_setup();
    setup.children = [0, 1 << 9];
    let mut pos = Described::from_setup(&setup).unwrap();
    pos.play(Move::Sow(17)).unwrap();
    assert_eq!(pos.children_of(Player::South), 0);
    // Hole 0, North's rightmost, never becomes South's tuzdyk: hole 17's ten seeds
    // (one back into 17) end in hole 0, which then holds 3.
    let mut holes = [9u8; 18];
    (holes[17], holes[0]) = (10, 2);
    let mut pos = at("toguz-kumalak", &holes, [6, 0], Player::South);
    pos.play(Move::Sow(17)).unwrap();
    assert_eq!(pos.board().seeds(0), 3);
    assert_eq!(pos.children(), 0);
}

#[test]
fn kpo_captures_2_or_3_in_any_row_and_ends_when_the_player_to_move_has_no_seeds() {
    // South's single seed makes its own hole 7 hold 2.
    let holes = [4, 4, 4, 4, 4, 4, 1, 1, 4, 4, 4, 4];
    let mut pos = at("kpo", &holes, [4, 2], Player::South);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 2);
    // North is left without seeds: the game ends, South keeping its own.
    let holes = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0];
    let mut pos = at("kpo", &holes, [23, 24], Player::South);
    pos.play(Move::Sow(10)).unwrap();
    assert_eq!(pos.captured(Player::South), 24);
    assert_eq!(pos.result(), Some(Outcome::Draw));
}

#[test]
fn adidada_ends_once_the_mover_has_no_seeds() {
    let holes = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    let mut pos = at("adidada", &holes, [23, 23], Player::South);
    pos.play(Move::Sow(11)).unwrap();
    assert!(pos.is_over());
    assert_eq!(pos.captured(Player::South), 23);
    assert_eq!(pos.captured(Player::North), 25);
}

#[test]
fn ntyenge_player_without_seeds_passes_until_the_board_is_empty() {
    let mut holes = [0u8; 16];
    holes[14] = 1;
    holes[15] = 1;
    let mut pos = at("ntyenge", &holes, [30, 32], Player::North);
    assert_eq!(legal(&pos), vec![Move::Pass]);
    pos.play(Move::Pass).unwrap();
    // South's seed makes hole 15 hold 2, the last seeds on the board.
    assert_eq!(pos.play(Move::Sow(14)).unwrap().captured.seeds, 2);
    assert_eq!(pos.result(), Some(Outcome::Draw));
}

#[test]
fn fondji_captures_in_the_movers_own_row_only() {
    // Hole 6's two seeds make South's own 7 and 8 hold 2 and 3.
    let holes = [4, 4, 4, 4, 4, 4, 2, 1, 2, 4, 4, 4];
    let mut pos = at("fondji", &holes, [4, 3], Player::South);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 5);
    // Making 2 in North's row takes nothing.
    let holes = [4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 1];
    let mut pos = at("fondji", &holes, [3, 3], Player::South);
    assert_eq!(pos.play(Move::Sow(11)).unwrap().captured.seeds, 0);
}

#[test]
fn woli_sows_clockwise_and_forbids_the_grand_slam() {
    // Hole 6 sows clockwise into North's 0 and 1, which would take all North has.
    let holes = [1, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1];
    let mut pos = at("woli", &holes, [34, 33], Player::South);
    assert!(matches!(
        pos.play(Move::Sow(6)),
        Err(MoveError::GrandSlamForbidden { .. })
    ));
    assert_eq!(legal(&pos), vec![Move::Sow(11)]);
}

#[test]
fn foji_relays_clockwise_and_takes_across_an_empty_own_hole() {
    // Hole 9's seed makes 8 hold 2, which are sown on into 7 and the empty 6: the
    // three seeds across 6 are taken, the last seed staying.
    let holes = [3, 5, 4, 4, 4, 4, 0, 0, 1, 1, 4, 4];
    let mut pos = at("foji", &holes, [7, 7], Player::South);
    assert_eq!(pos.play(Move::Sow(9)).unwrap().captured.seeds, 3);
    assert_eq!(pos.board().seeds(6), 1);
    assert_eq!(pos.board().seeds(0), 0);
}

// Games of the East: Asia, the Pacific, the Horn and East of Africa, the Caribbean.

/// `holes` with the seeds missing from the game's total put in the players' captures
/// (South's share first, rounded up).
fn with_rest(name: &str, holes: &[u8], to_move: Player) -> Described {
    let total = variant(name).total_seeds();
    let rest = total - holes.iter().map(|&s| u32::from(s)).sum::<u32>();
    at(name, holes, [rest - rest / 2, rest / 2], to_move)
}

/// French Wari (Herskovits): a last seed in an empty hole takes the hole across, on
/// the opponent's side too (where the hole across is the mover's own).
#[test]
fn french_wari_takes_across_from_an_empty_hole_on_either_side() {
    // South's 10 sows 11 (now 4) and North's empty 5: hole 11 across it is taken.
    let holes = [4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 2, 3];
    let mut pos = with_rest("french-wari", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(10)).unwrap().captured.seeds, 4);
    assert_eq!((pos.board().seeds(11), pos.board().seeds(5)), (0, 1));
    // On South's own side: 6's single seed falls into the empty 7, taking North's 1.
    let holes = [4, 3, 4, 4, 4, 4, 1, 0, 4, 4, 4, 4];
    let mut pos = with_rest("french-wari", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 3);
    assert_eq!(pos.board().seeds(7), 1);
}

/// Chonka (Parker): a last seed in the store ends the turn; a last seed in an empty
/// hole is taken with the hole across; the first player to hold half the seeds (49
/// of 98) wins at once, whatever is left on the board.
#[test]
fn chonka_first_to_half_the_seeds_wins() {
    let mut holes = [20, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1];
    let mut pos = at("chonka", &holes, [46, 28], Player::South);
    let report = pos.play(Move::Sow(13)).unwrap();
    assert!(!report.moves_again);
    assert_eq!(pos.captured(Player::South), 47);
    // 12's single seed into the empty 13: North's 6 across is empty, the seed alone.
    holes[12] = 1;
    holes[13] = 0;
    let mut pos = at("chonka", &holes, [46, 28], Player::South);
    pos.play(Move::Sow(12)).unwrap();
    assert_eq!(pos.captured(Player::South), 47);
    assert!(pos.result().is_none());
    // With 2 in North's 6 the same move takes 3: 49, and South has won.
    holes[6] = 2;
    let mut pos = at("chonka", &holes, [46, 26], Player::South);
    pos.play(Move::Sow(12)).unwrap();
    assert_eq!(pos.captured(Player::South), 49);
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(pos.board().total(), 23);
}

/// Mangala of Turkey and Alitev (And): a last seed making 1 or 3 takes that hole and
/// the holes sown before it holding 1 or 3, on both sides.
#[test]
fn mangala_turkey_takes_ones_and_threes_backward() {
    // South's 13 (3 seeds) sows North's 6, 5, 4: they become 3, 1 and 3; South's 13,
    // now empty, stops the chain.
    let holes = [5, 5, 5, 4, 2, 0, 2, 5, 5, 5, 5, 5, 5, 3];
    let mut pos = with_rest("mangala-turkey", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(13)).unwrap().captured.seeds, 7);
    assert_eq!(&pos.board().holes()[3..7], &[4, 0, 0, 0]);
    // In Alitev a last seed making 2 takes nothing.
    let holes = [3, 3, 3, 3, 3, 1, 3, 3, 3, 3, 3, 1];
    let mut pos = with_rest("alitev", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(11)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().seeds(5), 2);
}

/// Bao ki Arabu (Ingrams): a last seed in an empty hole of the mover's inner row takes
/// the opponent's inner hole across and the outer hole behind it; nothing when the
/// inner hole across is empty.
#[test]
fn bao_ki_arabu_takes_both_holes_across_an_empty_inner_hole() {
    // South's outer row is 21..27 (sown left to right), inner row 14..20 (right to
    // left). Hole 27's two seeds: 20, then 19 (empty). Across 19 is North's 12,
    // behind it 5.
    let mut holes = [2u8; 28];
    holes[19] = 0;
    holes[12] = 3;
    let mut pos = with_rest("bao-ki-arabu", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(27)).unwrap().captured.seeds, 5);
    assert_eq!((pos.board().seeds(12), pos.board().seeds(5)), (0, 0));
    holes[12] = 0;
    let mut pos = with_rest("bao-ki-arabu", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(27)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().seeds(5), 2);
}

/// Chungcajon (Culin): no captures, and a last seed in the store ends the turn.
#[test]
fn chungcajon_captures_nothing_and_the_store_ends_the_turn() {
    // Clockwise, South's store is on the left: hole 7's single seed reaches it.
    let mut holes = [7u8; 14];
    holes[7] = 1;
    let mut pos = with_rest("chungcajon", &holes, Player::South);
    assert!(!pos.play(Move::Sow(7)).unwrap().moves_again);
    assert_eq!(pos.to_move(), Player::North);
    // 9's single seed into the empty 8: nothing taken, though 1 across holds 7.
    let mut holes = [7u8; 14];
    holes[9] = 1;
    holes[8] = 0;
    let mut pos = with_rest("chungcajon", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(9)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().seeds(8), 1);
}

/// Chongka', Galatjang and Main Chongkak: a last seed in an empty hole of the mover's
/// takes the hole across and stays; Chongka' gives no extra turn for the store,
/// Main Chongkak does.
#[test]
fn chongka_galatjang_main_chongkak_the_capturing_seed_stays() {
    // Chongka' (clockwise): 9's single seed falls into the empty 8, across is 1.
    let mut holes = [7u8; 14];
    holes[9] = 1;
    holes[8] = 0;
    let mut pos = with_rest("chongka", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(9)).unwrap().captured.seeds, 7);
    assert_eq!(pos.board().seeds(8), 1);
    let mut holes = [7u8; 14];
    holes[7] = 1;
    let mut pos = with_rest("chongka", &holes, Player::South);
    assert!(!pos.play(Move::Sow(7)).unwrap().moves_again);
    let mut holes = [6u8; 12];
    holes[6] = 1;
    let mut pos = with_rest("main-chongkak", &holes, Player::South);
    assert!(pos.play(Move::Sow(6)).unwrap().moves_again);
    // Galatjang (counter-clockwise): 6's single seed into the empty 7, across is 1.
    let mut holes = [7u8; 12];
    holes[6] = 1;
    holes[7] = 0;
    let mut pos = with_rest("galatjang", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 7);
    assert_eq!(pos.board().seeds(7), 1);
}

/// Ünee Tugalluulax (Mancala World): a last ball making 4 in one of the mover's holes
/// is taken, in the opponent's nothing; a player who cannot move ends the game, the
/// balls left going to the player who moved last.
#[test]
fn unee_tugalluulax_takes_fours_in_the_movers_row() {
    // Clockwise on 2×3: South's row right to left, then North's left to right.
    let mut pos = with_rest("unee-tugalluulax", &[6, 6, 6, 6, 3, 1], Player::South);
    assert_eq!(pos.play(Move::Sow(5)).unwrap().captured.seeds, 4);
    let mut pos = with_rest("unee-tugalluulax", &[3, 5, 6, 1, 6, 6], Player::South);
    assert_eq!(pos.play(Move::Sow(3)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().seeds(0), 4);
    let pos = at(
        "unee-tugalluulax",
        &[0, 0, 0, 1, 0, 2],
        [17, 16],
        Player::North,
    );
    assert_eq!(pos.captured(Player::South), 20);
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
}

/// Layli Goobalay (Russ): a last seed in an empty own hole across from three seeds
/// makes both holes the mover's children, instead of a capture.
#[test]
fn layli_goobalay_pairs_children_across_an_empty_own_hole() {
    // South's single seed in hole 10 goes clockwise into the empty 9, across North's
    // 1 holding three.
    let mut holes = [4u8; 16];
    holes[1] = 3;
    holes[9] = 0;
    holes[10] = 1;
    let mut pos = with_rest("layli-goobalay", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(10)).unwrap().captured.seeds, 0);
    assert_eq!(pos.children_of(Player::South), 1 << 9 | 1 << 1);
    // Across two seeds instead, the same sowing captures.
    holes[1] = 2;
    let mut pos = with_rest("layli-goobalay", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(10)).unwrap().captured.seeds, 3);
    assert_eq!(pos.children(), 0);
}

// Games added from Béart, Braz Dias and Murray (as Ludii summarises them).

/// Wöré (Béart, in Ludii's reading): a last seed making 2, 4 or 6 takes that pile, in
/// either row; once the mover has no seeds the game ends, the seeds left counting for
/// nobody.
#[test]
fn wore_takes_twos_fours_and_sixes_in_either_row() {
    // 2×4: North 0..3, South 4..7; South's 7 sows into North's 3.
    let mut pos = with_rest("wore", &[6, 6, 6, 1, 6, 6, 6, 1], Player::South);
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 2);
    let mut pos = with_rest("wore", &[6, 6, 6, 3, 6, 6, 6, 1], Player::South);
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 4);
    // In South's own row: hole 4's seed makes 5 hold 6.
    let mut pos = with_rest("wore", &[6, 6, 6, 6, 1, 5, 6, 6], Player::South);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 6);
    // A count of 3 or 5 takes nothing.
    let mut pos = with_rest("wore", &[6, 6, 6, 2, 6, 6, 6, 1], Player::South);
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 0);
    // South sows its last seed: the game ends and North's seed counts for nobody.
    let mut pos = at("wore", &[1, 0, 0, 0, 0, 0, 0, 1], [20, 26], Player::South);
    pos.play(Move::Sow(7)).unwrap();
    assert!(pos.is_over());
    assert_eq!(pos.captured(Player::South), 20);
    assert_eq!(pos.captured(Player::North), 26);
    assert_eq!(pos.result(), Some(Outcome::win(Player::North)));
}

/// Uril (Braz Dias, in Ludii's reading): no move may take all the opponent's seeds; a
/// player who cannot feed the opponent ends the game, keeping the seeds of their row.
#[test]
fn uril_forbids_the_grand_slam_and_the_unfed_end_keeps_the_row() {
    // Hole 10's three seeds make North's 5 and 4 hold 2 and 3: all North has.
    let holes = [0, 0, 0, 0, 2, 1, 1, 0, 0, 0, 3, 0];
    let mut pos = with_rest("uril", &holes, Player::South);
    assert!(matches!(
        pos.play(Move::Sow(10)),
        Err(MoveError::GrandSlamForbidden { .. })
    ));
    assert_eq!(legal(&pos), vec![Move::Sow(6)]);
    // North has no seeds and South's single seed cannot reach them.
    let holes = [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0];
    let pos = at("uril", &holes, [24, 23], Player::South);
    assert_eq!(pos.captured(Player::South), 25);
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
}

/// Whyo (Murray, a single round): relay laps; a last seed making 4 takes the hole and
/// ends the turn; a player who cannot move ends the round, the seeds left going to the
/// player who moved last.
#[test]
fn whyo_relays_until_a_four_is_taken() {
    // Hole 6's seed makes 7 hold 3, which are sown on into 8, 9 and 10, making 4.
    let holes = [4, 4, 4, 4, 4, 4, 1, 2, 0, 0, 3, 4];
    let mut pos = with_rest("whyo", &holes, Player::South);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 4);
    assert_eq!(pos.board().seeds(7), 0);
    assert_eq!(pos.board().seeds(10), 0);
    assert_eq!(pos.board().seeds(9), 1);
    // North cannot move: South, who moved last, takes the seeds left.
    let holes = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2];
    let pos = at("whyo", &holes, [20, 25], Player::North);
    assert_eq!(pos.captured(Player::South), 23);
    assert_eq!(pos.result(), Some(Outcome::win(Player::North)));
}

// Games whose player chooses the sowing direction (`sowing.direction: player-chooses`).

/// Bao ki Arabu, Ingrams' first description (Ludii's reading): the mover sows each move
/// either way round their two rows; a last seed in an empty inner-row hole takes both
/// of the opponent's holes in its column, the back one even when the front one is empty.
#[test]
fn bao_ki_arabu_zanzibar_1_sows_either_way_and_takes_both_holes_across() {
    // 4×8: North's back row 0..7, front 8..15; South's front 16..23, back 24..31.
    let mut holes = [3u8; 32];
    holes[0] = 4; // behind 8
    holes[8] = 0; // across 16
    holes[4] = 2; // behind 12
    holes[12] = 5; // across 20
    holes[16] = 0;
    holes[18] = 2;
    holes[20] = 0;
    let pos = with_rest("bao-ki-arabu-zanzibar-1", &holes, Player::South);
    // Counter-clockwise the front row runs right to left: 17, then the empty 16,
    // across which only the back hole 0 holds seeds.
    let mut ccw = pos;
    let report = ccw
        .play(Move::SowDir(18, Direction::CounterClockwise))
        .unwrap();
    assert_eq!(report.captured.seeds, 4);
    assert_eq!((ccw.board().seeds(0), ccw.board().seeds(16)), (0, 1));
    // Clockwise: 19, then the empty 20, across which 12 and 4 hold 5 and 2.
    let mut cw = pos;
    let report = cw.play(Move::SowDir(18, Direction::Clockwise)).unwrap();
    assert_eq!(report.captured.seeds, 7);
    assert_eq!((cw.board().seeds(12), cw.board().seeds(4)), (0, 0));
    assert_eq!(cw.board().seeds(20), 1);
    // A hole without a direction is refused and changes nothing.
    let mut p = pos;
    assert_eq!(
        p.play(Move::Sow(18)),
        Err(MoveError::DirectionNeeded { hole: 18 })
    );
    assert_eq!(p, pos);
}

/// Um el-Bagara (Davies, in Ludii's reading): the two left holes of a row sow
/// clockwise, the two right ones counter-clockwise, the middle one either way; a last
/// seed making 2 or 4 in the opponent's row takes it and the run of 2s and 4s before
/// it; single seeds are never sown, and once no hole holds two the game ends.
#[test]
fn um_el_bagara_splits_the_row_and_the_middle_hole_chooses() {
    // 2×5: North 0..4, South 5..9; South's middle hole is 7.
    let holes = [1, 3, 5, 3, 0, 5, 2, 4, 5, 5];
    let pos = with_rest("um-el-bagara", &holes, Player::South);
    assert_eq!(
        legal(&pos),
        [
            Move::Sow(5),
            Move::Sow(6),
            Move::SowDir(7, Direction::CounterClockwise),
            Move::SowDir(7, Direction::Clockwise),
            Move::Sow(8),
            Move::Sow(9)
        ]
    );
    // Clockwise: 6, 5, then North's 0 (2) and 1 (4): both taken.
    let mut cw = pos;
    let report = cw.play(Move::SowDir(7, Direction::Clockwise)).unwrap();
    assert_eq!(report.captured.seeds, 6);
    // Counter-clockwise: 8, 9, then North's 4 (1) and 3 (4): the 4 alone.
    let mut ccw = pos;
    let report = ccw
        .play(Move::SowDir(7, Direction::CounterClockwise))
        .unwrap();
    assert_eq!(report.captured.seeds, 4);
    assert_eq!(ccw.board().seeds(4), 1);
    // A single seed is not sown.
    let pos = with_rest(
        "um-el-bagara",
        &[1, 0, 1, 0, 1, 1, 1, 0, 2, 0],
        Player::South,
    );
    assert_eq!(legal(&pos), [Move::Sow(8)]);
    // Hole 8 sows counter-clockwise into 9 and North's 4 (2, taken): no hole holds
    // two any more, and each player takes the single seeds of their row.
    let mut pos = pos;
    let (south, north) = (pos.captured(Player::South), pos.captured(Player::North));
    pos.play(Move::Sow(8)).unwrap();
    assert!(pos.is_over());
    assert_eq!(pos.captured(Player::South), south + 2 + 3);
    assert_eq!(pos.captured(Player::North), north + 2);
}

/// Mangala III (Hanson, as MancalaGames encodes it): the left half of a row sows
/// clockwise and the right half counter-clockwise, each towards its nearer end; a
/// last seed making 2 or 4 takes that hole alone, in either row; a single seed is
/// never sown.
#[test]
fn mangala_iii_splits_the_row_and_takes_twos_and_fours_anywhere() {
    // 2×6: North 0..5, South 6..11; South's 6..8 sow clockwise, 9..11 counter-clockwise.
    let holes = [1, 3, 5, 5, 3, 1, 2, 5, 1, 5, 5, 2];
    let pos = with_rest("mangala-iii", &holes, Player::South);
    assert_eq!(
        legal(&pos),
        [6, 7, 9, 10, 11].map(Move::Sow).to_vec(),
        "hole 8's single seed is not sown"
    );
    // Hole 6 clockwise: North's 0 (2) and 1 (4): the 4 alone is taken.
    let mut left = pos;
    assert_eq!(left.play(Move::Sow(6)).unwrap().captured.seeds, 4);
    assert_eq!((left.board().seeds(0), left.board().seeds(5)), (2, 1));
    // Hole 11 counter-clockwise: North's 5 (2) and 4 (4).
    let mut right = pos;
    assert_eq!(right.play(Move::Sow(11)).unwrap().captured.seeds, 4);
    assert_eq!((right.board().seeds(5), right.board().seeds(0)), (2, 1));
    // In the mover's own row too: hole 8 sows clockwise into 7 and 6, making 2.
    let holes = [1, 1, 1, 1, 1, 1, 1, 0, 2, 0, 0, 0];
    let mut own = with_rest("mangala-iii", &holes, Player::South);
    assert_eq!(own.play(Move::Sow(8)).unwrap().captured.seeds, 2);
    assert_eq!(own.board().seeds(6), 0);
}

/// Qelat (Valdez, as MancalaGames encodes it): a last seed making 4 makes that hole
/// the mover's weg, never sown from; a last seed in the opponent's weg takes two of its
/// seeds.
#[test]
fn qelat_makes_wegs_on_fours_and_takes_two_from_the_opponents() {
    // 2×6: North 0..5, South 6..11; counter-clockwise.
    let holes = [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3];
    let mut pos = with_rest("qelat-valdez", &holes, Player::South);
    // Hole 10's seed makes 11 hold 4: South's weg, and the sowing ends there.
    assert_eq!(pos.play(Move::Sow(10)).unwrap().captured.seeds, 0);
    assert_eq!(pos.children_of(Player::South), 1 << 11);
    assert_eq!(pos.board().seeds(11), 4);
    // North's hole 0 sows 6, 7, 8, 9, 10 and South's weg 11: two of its seeds taken.
    let before = pos.captured(Player::North);
    assert_eq!(pos.play(Move::Sow(0)).unwrap().captured.seeds, 2);
    assert_eq!(pos.captured(Player::North), before + 2);
    assert_eq!(pos.board().seeds(11), 3);
    // South may not sow its weg.
    assert!(!legal(&pos).contains(&Move::Sow(11)));
}
