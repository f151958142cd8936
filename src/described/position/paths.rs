//! The compiled paths ([`path`]) play as the general path, over random descriptions:
//! the proptest's random descriptions (tests/suite/described/random_descriptions.rs,
//! shared here) and descriptions drawn from the rules the compiled paths cover, so
//! that each path is taken. A path only leaves out rules the description lacks, so
//! the same random moves give the same reports, positions, legal moves and
//! successors on both.

use super::*;
use crate::described::rules::Path;
use crate::described::{Description, DescriptionError};
use crate::rng::Rng;
use proptest::prelude::{any, prop_assert_eq, proptest, ProptestConfig, Strategy, TestCaseError};
use serde_json::{json, Value};

#[path = "../../../tests/suite/described/random_descriptions.rs"]
mod random_descriptions;

/// A random description of the rules the compiled paths cover: two rows or four
/// (without stores), stores or not, single or relay laps, the origin sown into,
/// skipped or given the first seed back, a least count to lift, captures by counts or
/// on an empty own hole (or none; on four rows, behind too), grand slams, extra
/// turns, feeding, single seeds as a last resort, the common and the rarer ends,
/// goals of empty holes.
fn fast_descriptions() -> impl Strategy<Value = Value> {
    (
        (1u32..=6, 1u32..=4, any::<bool>(), any::<bool>(), 0usize..6, 0u32..4),
        (0usize..3, proptest::collection::btree_set(1u8..=6, 1..=3), 0usize..3, 0usize..4, 0usize..4, any::<bool>()),
        (any::<bool>(), any::<bool>(), 0usize..3, 0usize..4),
        (any::<bool>(), any::<bool>(), 0usize..8, 0usize..3, 0usize..3),
        (0usize..6, 0usize..3, 0usize..5),
    )
        .prop_map(|(board, capture, turns, end, bao)| {
            let (cols, seeds, stores, clockwise, origin, min) = board;
            // Four rows one time in six; a third of the time, single seeds as a last
            // resort one in three and a goal of empty holes two in five: Bao
            // Kigogo's shape.
            let (four, singletons, goal) = bao;
            let (singletons, goal) = if four < 2 { (singletons, goal) } else { (1, 0) };
            let board_rows: u32 = if four == 0 && !stores { 4 } else { 2 };
            let (kind, counts, rows, chain, slam, hold) = capture;
            let (store_turn, capture_turn, feed, no_move) = turns;
            // Feeding one time in three, grand slams allowed one in two: the kernel's
            // path (neither) taken often enough.
            let feed = feed == 0;
            let (side, majority, rare, remaining, repetition) = end;
            // (Captures do not decide a goal of empty holes.)
            let majority = majority && goal < 3;
            // Half the time the plain paths' rules alone: the origin sown into or
            // skipped, any hole lifted, the commoner ends.
            let origin = [0, 1, 0, 1, 2, 2][origin];
            let min = if min == 3 { 2 } else { 1 };
            let relay = origin != 1 && (cols + seeds) % 3 == 0;
            // Relay boards small enough for the exact endless check to stay quick.
            let seeds = if relay { seeds.min((24 / (board_rows * cols)).max(1)) } else { seeds };
            let singletons = singletons == 0 && min == 1 && origin != 2;
            let rows_of = ["any", "own", "opponent"][rows];
            let capture = match kind {
                0 => json!({"on": "none"}),
                1 => json!({"on": "counts", "counts": counts, "rows": rows_of,
                    "chain": (["none", "backward", "forward", "both"][chain]),
                    "grand_slam": (["allowed", "allowed", "captures-nothing", "forbidden"][slam])}),
                _ => json!({"on": "empty-own-hole", "take": if hold { "landing-and-opposite" } else { "opposite" },
                    "opposite_must_hold_seeds": hold, "behind": board_rows == 4}),
            };
            let total = board_rows * cols * seeds;
            let mut end = json!({"one_side_empty": side, "majority": majority,
                "remaining": (["owner", "mover", "nobody"][remaining])});
            match rare {
                1 if seeds > 1 => end["every_hole_at_most"] = json!(seeds - 1),
                2 if total > 2 => end["seeds_on_board_at_most"] = json!(total / 3),
                3 if goal < 3 => end["captured_above"] = json!(total * 2 / 3),
                _ => {}
            }
            end["goal"] = json!(["most-seeds", "most-seeds", "most-seeds", "empty-own-holes", "empty-opponent-holes"][goal]);
            json!({
                "name": "random-fast",
                "board": {"rows": board_rows, "holes_per_row": cols, "seeds_per_hole": seeds, "stores": stores},
                "sowing": {"direction": if clockwise { "clockwise" } else { "counter-clockwise" },
                    "laps": if relay { "relay" } else { "single" },
                    "origin": (["sow-into", "skip", "first-seed-back"][origin]),
                    "min_seeds": min.min(seeds)},
                "capture": capture,
                "extra_turn": {"store": store_turn && stores, "capture": capture_turn},
                "moves": {"must_feed": feed, "no_move": (["pass", "end", "lose", "pass-forever"][no_move]),
                    "singletons": if singletons { "last-resort" } else { "any" }},
                "end": end,
                "repetition": (["none", "draw", "sweep-to-owners"][repetition]),
            })
        })
}

/// The rules of `d` on their compiled path and the same rules on the general path,
/// or `None` where the game is over at the start.
fn both_paths(d: &Value) -> Option<(&'static Rules, &'static Rules)> {
    let d: Description = serde_json::from_value(d.clone()).unwrap();
    let fast = match Rules::compile(&d) {
        Ok(r) => r,
        Err(DescriptionError::Contradiction(why)) if why.contains("over at the start") => {
            return None
        }
        Err(e) => panic!("{e}: {}", d.to_json()),
    };
    let id = fast.kind.described().unwrap();
    let general = Rules {
        path: Path::General,
        ..Rules::build(&d, id).unwrap()
    };
    // Leaked, as compiled rules are (a test's few).
    Some((fast, Box::leak(Box::new(general))))
}

/// Everything a position holds but its rules.
type Held = (State, u64, u64, u8, [u16; 3], u8);

fn state(p: &Described) -> Held {
    (p.st, p.movable, p.round, p.turns, p.children, p.flags)
}

fn moves(p: &Described) -> Vec<Move> {
    let mut list = MoveList::new();
    p.legal_moves(&mut list);
    list.to_vec()
}

fn successors(p: &Described) -> Vec<(Move, MoveReport, Held)> {
    let mut out = Vec::new();
    p.for_each_successor(|mv, next, report| out.push((mv, *report, state(next))));
    out
}

/// Random games on both paths side by side, from the same draws.
fn same_games(
    fast: &'static Rules,
    general: &'static Rules,
    seed: u64,
) -> Result<(), TestCaseError> {
    let (mut a, mut b) = (fast.start(), general.start());
    let (mut ra, mut rb) = (Rng::new(seed), Rng::new(seed));
    for ply in 0..150 {
        prop_assert_eq!(state(&a), state(&b), "ply {}", ply);
        prop_assert_eq!(moves(&a), moves(&b), "ply {}", ply);
        if ply % 10 == 0 {
            prop_assert_eq!(successors(&a), successors(&b), "ply {}", ply);
        }
        let played = a.play_random(&mut ra);
        prop_assert_eq!(played, b.play_random(&mut rb), "ply {}", ply);
        if played.is_none() {
            break;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 192, ..ProptestConfig::default() })]

    #[test]
    fn compiled_paths_play_as_the_general_path_on_fast_descriptions(json in fast_descriptions(), seed in any::<u64>()) {
        if let Some((fast, general)) = both_paths(&json) {
            same_games(fast, general, seed)?;
        }
    }

    #[test]
    fn compiled_paths_play_as_the_general_path_on_random_descriptions(json in random_descriptions::descriptions(), seed in any::<u64>()) {
        if let Some((fast, general)) = both_paths(&json) {
            same_games(fast, general, seed)?;
        }
    }
}

/// How many of `n` descriptions drawn from `strategy` (deterministically) take each
/// path, in the order of [`Path`]'s variants.
fn paths_taken(strategy: impl Strategy<Value = Value>, n: usize) -> [usize; 7] {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut taken = [0; 7];
    for _ in 0..n {
        let json = strategy.new_tree(&mut runner).unwrap().current();
        if let Some((fast, _)) = both_paths(&json) {
            taken[match fast.path {
                Path::PlainCounts => 0,
                Path::PlainStores => 1,
                Path::KernelStores | Path::Kernel | Path::KernelSmall => 2,
                Path::Relay => 3,
                Path::Trading => 4,
                Path::Wide => 5,
                Path::General => 6,
            }] += 1;
        }
    }
    println!("plain counts, plain stores, kernel, relay, trading, wide, general: {taken:?}");
    taken
}

/// The fast descriptions take every compiled path, the general one seldom: the
/// proptest above compares each path with the general one.
#[test]
fn fast_descriptions_take_every_compiled_path() {
    let taken = paths_taken(fast_descriptions(), 300);
    let [counts, stores, kernel, relay, _, _, general] = taken;
    assert!(
        counts >= 20 && stores >= 20 && kernel >= 20 && relay >= 10,
        "{taken:?}"
    );
    assert!(general <= counts + stores + kernel + relay, "{taken:?}");
}

/// Some fast descriptions take the kernel's path with four rows and with single seeds
/// as a last resort (Bao Kigogo's shape), which its playouts compile apart, and
/// some with stores (Dakon's shape).
#[test]
fn fast_descriptions_take_the_kernel_on_four_rows_with_singletons_and_with_stores() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let (mut four, mut singletons, mut stores) = (0, 0, 0);
    for _ in 0..300 {
        let json = fast_descriptions().new_tree(&mut runner).unwrap().current();
        if let Some((fast, _)) = both_paths(&json) {
            if matches!(fast.path, Path::Kernel | Path::KernelStores) {
                four += path::has(fast.features(), path::FOUR_ROWS) as usize;
                singletons += path::has(fast.features(), path::SINGLETONS) as usize;
                stores += fast.stores as usize;
            }
        }
    }
    assert!(
        four >= 5 && singletons >= 5 && stores >= 5,
        "{four} {singletons} {stores}"
    );
}

/// `d` without the rarer mechanisms, those the [`path::WIDE`] path leaves out (rounds,
/// children, passing captures, directions hole by hole or remembered, the rarer
/// captures, the next hole's rules, other sides, sowing by parity, the minor rules),
/// as far as each can be taken out alone; its trades kept.
fn narrowed(d: &Value) -> Value {
    let mut d = d.clone();
    let remove = |d: &mut Value, section: &str, fields: &[&str]| {
        let o = if section.is_empty() {
            Some(&mut *d)
        } else {
            d.get_mut(section)
        };
        if let Some(o) = o.and_then(Value::as_object_mut) {
            for field in fields {
                o.remove(*field);
            }
        }
    };
    remove(
        &mut d,
        "",
        &["rounds", "children", "passing", "single_seed_move"],
    );
    remove(
        &mut d,
        "sowing",
        &[
            "chosen_holes",
            "first_choice_holds",
            "first_turn_unchosen",
            "opponent_takes_at_most",
            "bear_off",
            "circuit",
            "after_capture",
        ],
    );
    remove(
        &mut d,
        "moves",
        &["no_single_seed_back", "feed_either_direction", "any_hole"],
    );
    remove(
        &mut d,
        "capture",
        &["across_counts", "across_rows", "chain_ignores_choice"],
    );
    remove(&mut d, "extra_turn", &["capture_once", "any_store"]);
    remove(&mut d, "end", &["last_seeds"]);
    let s = &mut d["sowing"];
    if !matches!(
        s["direction"].as_str(),
        Some("counter-clockwise" | "clockwise")
    ) {
        s["direction"] = json!("counter-clockwise");
    }
    if s["laps"] == "relay-next" {
        s["laps"] = json!("relay");
    }
    if s["origin"] == "first-seed-captured" {
        s["origin"] = json!("sow-into");
    }
    if matches!(
        d["capture"]["on"].as_str(),
        Some("past-empty-hole" | "next-hole" | "opponent-row-reached")
    ) {
        d["capture"] = json!({"on": "counts", "counts": [2, 3]});
    }
    if d.get("trades").is_some() {
        // Trades: down to the rules of Goré's path ([`path::TRADING`]), single laps
        // and the commoner rules.
        let s = &mut d["sowing"];
        s["laps"] = json!("single");
        s["min_seeds"] = json!(1);
        if s["origin"] != "skip" {
            s["origin"] = json!("sow-into");
        }
        remove(&mut d, "sowing", &["relay_on", "relay_from"]);
        remove(
            &mut d,
            "moves",
            &["single_seed_into_empty", "short_lap_ends_across_or_empty"],
        );
        remove(&mut d, "capture", &["off_first_turns", "chain_limit"]);
        remove(&mut d, "end", &["unfed_takes_remaining"]);
        if d["capture"]["take"] == "pull-across" {
            d["capture"]["take"] = json!("opposite");
        }
        if d["end"]["remaining"] == "divided" {
            d["end"]["remaining"] = json!("owner");
        }
    } else {
        // Rows read by territory are territory's.
        for (section, field) in [
            ("capture", "rows"),
            ("capture", "chain_rows"),
            ("capture", "across_rows"),
        ] {
            if let Some(r) = d[section].get_mut(field) {
                if let Some(plain) = r.as_str().and_then(|r| r.strip_suffix("-territory")) {
                    *r = json!(plain);
                }
            }
        }
    }
    d
}

/// The proptest's random descriptions, [`narrowed`]: those that stay valid.
fn wide_descriptions() -> impl Strategy<Value = Value> {
    random_descriptions::descriptions().prop_filter_map("narrowed into a contradiction", |d| {
        let d = narrowed(&d);
        let parsed: Description = serde_json::from_value(d.clone()).ok()?;
        match Rules::compile(&parsed) {
            Err(DescriptionError::Contradiction(why)) if why.contains("over at the start") => None,
            Err(_) => None,
            Ok(_) => Some(d),
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 192, ..ProptestConfig::default() })]

    #[test]
    fn compiled_paths_play_as_the_general_path_on_narrowed_descriptions(json in wide_descriptions(), seed in any::<u64>()) {
        if let Some((fast, general)) = both_paths(&json) {
            same_games(fast, general, seed)?;
        }
    }
}

/// The narrowed random descriptions take the paths of the rarer mechanisms (trades,
/// the wide path): the proptest above compares each with the general path.
#[test]
fn narrowed_descriptions_take_the_paths_of_the_rarer_mechanisms() {
    let taken = paths_taken(wide_descriptions(), 400);
    let [.., trading, wide, _] = taken;
    assert!(trading >= 10 && wide >= 100, "{taken:?}");
}
