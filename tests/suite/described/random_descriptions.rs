//! Random valid descriptions for the proptest of `random.rs`: every field of the
//! language drawn, then made consistent as `Description::check` requires.

use proptest::prelude::*;
use serde_json::{json, Value};

fn pick<T: Clone + std::fmt::Debug + 'static>(items: &[T]) -> impl Strategy<Value = T> + use<T> {
    proptest::sample::select(items.to_vec())
}

/// A random description that [`Description::check`] accepts.
pub(super) fn descriptions() -> impl Strategy<Value = Value> {
    (
        (pick(&[2u32, 4]), 1u32..=6, 1u32..=4, any::<bool>()),
        (
            pick(&["counter-clockwise", "clockwise", "odd-counter-clockwise", "player-chooses", "split", "towards-centre"]),
            pick(&["single", "relay", "relay-next"]),
            pick(&["sow-into", "skip", "first-seed-back", "first-seed-captured", "leave-one"]),
            pick(&["own", "both"]),
            0u32..4,
            0u32..64,
        ),
        (
            0usize..5,
            proptest::collection::btree_set(1u8..=6, 1..=3),
            pick(&["any", "own", "opponent"]),
            pick(&["landing", "opposite", "landing-and-opposite"]),
            pick(&["none", "backward", "forward", "both"]),
            pick(&["allowed", "captures-nothing", "forbidden", "captures-nothing-unless-fed",
                "leave-rightmost", "leave-leftmost", "opponent-takes-movers-seeds"]),
            any::<bool>(),
        ),
        (any::<bool>(), any::<bool>(), any::<bool>(), pick(&["pass", "end", "lose", "pass-forever"]), pick(&["first-lap", "move"])),
        (
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
            pick(&["owner", "mover", "nobody", "divided", "south", "north"]),
            pick(&["none", "draw", "sweep-to-owners"]),
        ),
        (any::<bool>(), any::<bool>(), pick(&["most-seeds", "empty-own-holes", "empty-opponent-holes"])),
        (
            any::<bool>(),
            pick(&["left", "right", "outside"]),
            any::<bool>(),
            pick(&["alternate", "loser", "winner", "last-mover"]),
            1u32..=3,
            any::<bool>(),
        ),
        (0u8..4, 0u8..3, any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()),
        (pick(&["none", "normal", "one", "pair-across", "weg"]), 1u32..=6, pick(&["any", "own", "opponent"]), any::<bool>(),
            (0u32..64, 0u32..64, pick(&["none", "across", "same-column"]))),
        (any::<bool>(), 0u8..4, 0u8..4, any::<bool>()),
        (0u8..4, pick(&["any", "own", "opponent"]), any::<bool>(), any::<bool>(), pick(&["ends", "lifts-landing", "lifts-next"]), 0u8..3),
        (any::<bool>(), 0u32..64, pick(&["more-than-half", "loser", "loser-empty"]), any::<bool>(), any::<bool>(), any::<bool>()),
    )
        .prop_map(
            |((rows, cols, seeds, stores), sowing, capture, turns, end, (mover_empty, opp_empty, goal), rounds, more, kids, (once, sides, single, singletons), passing, terr)| {
                // A goal of empty holes: captures do not decide.
                let clear = goal != "most-seeds";
                let (territory, win, partial, opening, any_move, terr_rows) = terr;
                // Rows read by territory: the same as the rows outside a territory match.
                let by_territory = |r: &'static str| match r {
                    "own" if terr_rows => "own-territory",
                    "opponent" if terr_rows => "opponent-territory",
                    r => r,
                };
                let (relay_when, off_turns, single_empty, unfed, short_lap, no_back, first_holds) = more;
                let stores = stores && rows == 2;
                let (direction, laps, origin, into, min, chosen) = sowing;
                // Leaving one seed: single laps only.
                let origin = if origin == "leave-one" && laps != "single" { "first-seed-back" } else { origin };
                // A split is for two rows; an odd row's middle hole is chosen.
                let halves = matches!(direction, "split" | "towards-centre");
                let direction = if halves && rows == 4 { "player-chooses" } else { direction };
                let mut chosen: Vec<u32> = (0..cols).filter(|c| chosen >> c & 1 == 1).collect();
                if halves && rows == 2 && cols % 2 == 1 && !chosen.contains(&(cols / 2)) {
                    chosen.push(cols / 2);
                }
                // Relay sowings on large boards can have cycles so long that the
                // kernel's exact endless check runs for minutes (docs/MANCALAGAMES.md):
                // relay boards hold at most 24 seeds here.
                let seeds = if laps != "single" { seeds.min((24 / (rows * cols)).max(1)) } else { seeds };
                // A first seed captured at every lap: no stores, laps of two seeds or more.
                let origin = if origin == "first-seed-captured" && (stores || seeds < 2) { "sow-into" } else { origin };
                let min_seeds = if origin == "first-seed-captured" { 2 } else { 1 + min % seeds };
                let mut sow = json!({"direction": direction, "laps": laps, "origin": origin,
                    "min_seeds": min_seeds});
                if stores {
                    sow["stores"] = json!(into);
                }
                if !matches!(direction, "player-chooses" | "odd-counter-clockwise") && !chosen.is_empty() {
                    chosen.sort_unstable();
                    sow["chosen_holes"] = json!(chosen);
                }
                match (laps, relay_when) {
                    ("relay", 1) => sow["relay_on"] = json!(2 + seeds % 3),
                    ("relay", 2) => sow["relay_from"] = json!(3),
                    _ => {}
                }
                let (kind, counts, rows_of, take, chain, slam, hold) = capture;
                // Leaving a hole of a grand slam is for two rows.
                let slam = if rows == 4 && slam.starts_with("leave") { "allowed" } else { slam };
                // Giving the mover's seeds away is for boards with stores.
                let slam = if !stores && slam == "opponent-takes-movers-seeds" { "allowed" } else { slam };
                let capture = match kind {
                    0 => json!({"on": "none"}),
                    1 => {
                        let chain = if take == "landing" { chain } else { "none" };
                        let mut c = json!({"on": "counts", "counts": counts, "rows": by_territory(rows_of), "take": take,
                            "chain": chain, "grand_slam": slam, "off_first_turns": off_turns});
                        if hold && (chain == "backward" || chain == "forward") {
                            c["chain_limit"] = json!(2 + off_turns);
                        }
                        c
                    }
                    3 if !stores => json!({"on": "past-empty-hole", "rows": rows_of,
                        "chain": if laps != "single" && chain == "forward" { "forward" } else { "none" },
                        "also_across": hold, "grand_slam": slam, "off_first_turns": off_turns}),
                    4 if rows == 2 && laps == "relay" && !stores && hold => json!({"on": "next-hole",
                        "rows": rows_of, "also_landing": take != "landing",
                        "grand_slam": slam, "off_first_turns": off_turns}),
                    4 if rows == 2 => json!({"on": "opponent-row-reached", "counts": counts,
                        "grand_slam": slam, "off_first_turns": off_turns}),
                    _ => json!({"on": "empty-own-hole",
                        "rows": if rows == 2 && take != "landing" { rows_of } else { "own" },
                        "take": match take { "landing" if hold => "pull-across", "landing" => "opposite", t => t },
                        "opposite_must_hold_seeds": hold, "behind": rows == 4 && hold,
                        "grand_slam": slam, "off_first_turns": off_turns}),
                };
                let mut capture = capture;
                if capture["on"] == "empty-own-hole" && rows == 2 {
                    // Tests on the hole across, and its forward chain.
                    if chain != "none" {
                        capture["across_counts"] = json!(counts);
                    }
                    if chain == "backward" || chain == "both" {
                        capture["across_rows"] = json!(by_territory(rows_of));
                    }
                    if chain == "forward" && capture["take"] == "opposite" {
                        capture["chain"] = json!("forward");
                    }
                }
                let (store_turn, capture_turn, feed, no_move, feed_by) = turns;
                let (side, hole_end, board_end, majority, remaining, repetition) = end;
                let total = rows * cols * seeds;
                let mut end = json!({"one_side_empty": side, "majority": majority && !clear,
                    "remaining": remaining, "mover_side_empty": mover_empty,
                    "opponent_side_empty": opp_empty,
                    "goal": goal});
                if hole_end && seeds > 1 {
                    end["every_hole_at_most"] = json!(seeds - 1);
                }
                if board_end && total > 2 {
                    end["seeds_on_board_at_most"] = json!(total / 3);
                }
                if unfed && feed && no_move == "end" {
                    end["unfed_takes_remaining"] = json!(true);
                }
                let (in_rounds, fill, blocks, starter, min_holes, above) = rounds;
                if above && !clear {
                    end["captured_above"] = json!(total * 2 / 3);
                }
                let in_rounds = in_rounds && rows == 2 && !clear && no_move != "lose"
                    && !single_empty && !short_lap;
                // Feeding only when able, where directions are not chosen.
                let if_able = feed && (seeds + cols) % 2 == 0 && sow["direction"] != "player-chooses"
                    && sow.get("chosen_holes").is_none();
                let mut d = json!({
                    "name": "random",
                    "board": {"rows": rows, "holes_per_row": cols, "seeds_per_hole": seeds, "stores": stores},
                    "sowing": sow,
                    "capture": capture,
                    "extra_turn": {"store": store_turn && stores, "capture": capture_turn,
                        "capture_once": once && !capture_turn,
                        "any_store": store_turn && stores && into == "both" && capture_turn},
                    "moves": {"must_feed": feed, "no_move": no_move,
                        "feed": if feed { feed_by } else { "first-lap" }, "any_move_if_none_feeds": if_able,
                        "single_seed_into_empty": single_empty && origin != "first-seed-back" && origin != "leave-one",
                        "short_lap_ends_across_or_empty": short_lap},
                    "end": end,
                    "repetition": repetition,
                });
                // A single seed not sown straight back across a row's end: two rows,
                // single seeds sown, a direction that can bring it back.
                if no_back && rows == 2 && min_seeds == 1
                    && (matches!(direction, "split" | "player-chooses") || d["sowing"].get("chosen_holes").is_some())
                {
                    d["moves"]["no_single_seed_back"] = json!(true);
                }
                // The first move's direction holding for the game (the round).
                if first_holds && direction == "player-chooses" {
                    d["sowing"]["first_choice_holds"] = json!(true);
                }
                let territory = in_rounds && territory;
                if in_rounds {
                    d["rounds"] = json!({"fill": fill, "blocks": blocks && !territory, "starter": starter,
                        "min_holes": min_holes.min(cols)});
                    if !territory && !blocks && win % 5 == 2 {
                        // A match of won rounds, every round from the start.
                        d["rounds"]["wins"] = json!(1 + min_holes % 3);
                    }
                }
                if territory {
                    d["rounds"]["territory"] = json!({"win_holes": 1 + win % (rows * cols),
                        "partial_hole": partial});
                }
                let chosen = d["sowing"]["direction"] == "player-chooses" || d["sowing"].get("chosen_holes").is_some();
                if chosen && feed && win % 3 == 1 {
                    d["moves"]["feed_either_direction"] = json!(true);
                }
                if chosen && !in_rounds && win % 4 < 2 {
                    d["sowing"]["first_turn_unchosen"] = json!(true);
                }
                if feed && any_move && d["sowing"]["direction"] != "player-chooses"
                    && d["sowing"].get("chosen_holes").is_none()
                {
                    d["moves"]["any_move_if_none_feeds"] = json!(true);
                }
                let (kind, convert, child_rows, pattern, (own_cols, their_cols, apart)) = kids;
                if opening && !pattern && !feed && rows == 2 && (!in_rounds || territory)
                    && !(territory && partial == "loser-empty")
                {
                    d["moves"]["opening"] = json!("plus-one-minus-one");
                    // Outside rounds, half the openings sow the starter's rightmost
                    // hole instead (not with chosen directions, nor a hole too small).
                    if !in_rounds && win % 2 == 1 && d["sowing"]["direction"] != "player-chooses"
                        && d["sowing"].get("chosen_holes").is_none()
                        && d["sowing"]["min_seeds"].as_u64().is_some_and(|m| m <= seeds as u64)
                    {
                        d["moves"]["opening"] = json!("rightmost-hole");
                    }
                }
                if pattern && (!in_rounds || (territory && partial != "loser-empty"))
                    && d["moves"].get("opening").is_none() && min % 2 == 0
                {
                    // A start pattern: the seeds of each pair of holes in the first.
                    let start: Vec<u32> = (0..rows * cols).map(|h| if h % 2 == 0 { 2 * seeds } else { 0 }).collect();
                    d["board"]["start"] = json!(start);
                } else if pattern && !in_rounds && d["sowing"]["min_seeds"] == json!(1)
                    && d["moves"].get("opening").is_none()
                {
                    // A random start drawn from a seed.
                    d["board"]["random_start"] = json!(min);
                }
                if kind != "none" && (!in_rounds || territory) && !clear && (rows == 2 || kind != "pair-across")
                    && laps != "relay-next"
                {
                    d["children"] = json!({"kind": kind, "convert": convert.min(total), "rows": by_territory(child_rows)});
                    // Columns of each row (a set drawn from the low bits when bit 5
                    // is set; never empty) and children apart, on two rows read by rows.
                    if rows == 2 && d["children"]["rows"] == json!(child_rows) {
                        let columns = |bits: u32| -> Vec<u32> { (0..cols).filter(|c| bits >> c & 1 == 1).collect() };
                        let (own, theirs) = (columns(own_cols), columns(their_cols));
                        if own_cols >= 32 && !own.is_empty() {
                            d["children"]["own_columns"] = json!(own);
                        }
                        if their_cols >= 32 && !theirs.is_empty() {
                            d["children"]["opponent_columns"] = json!(theirs);
                        }
                        d["children"]["apart"] = json!(apart);
                        // Sowing past the opponent's children: not with wegs or chains.
                        if own_cols % 3 == 0 && kind != "weg"
                            && matches!(d["capture"]["chain"].as_str(), None | Some("none"))
                        {
                            d["children"]["passed_by_opponent"] = json!(true);
                        }
                    }
                }
                // Captures while sowing and between laps, the opponent's seeds, the
                // last seeds (docs/DESCRIPTIONS.md, `passing`).
                let (pass, pass_rows, to_mover, last_too, after, last) = passing;
                if pass % 2 == 1 {
                    d["passing"] = json!({"rows": by_territory(pass_rows), "to": if to_mover { "mover" } else { "owner" },
                        "last_seed_too": last_too});
                    if d["capture"]["on"] != "counts" {
                        // Their own counts, with any other capture (or none).
                        d["passing"]["counts"] = json!([2 + seeds % 3]);
                    }
                }
                if pass >= 2 {
                    d["sowing"]["opponent_takes_at_most"] = json!((total / 2).max(1));
                }
                if laps == "relay" && d["capture"]["on"] != "none" && d["capture"]["grand_slam"] == "allowed"
                    && d.get("children").is_none() {
                    // Past an empty hole, relaying laps capture and lift the landing.
                    let after = if d["capture"]["on"] == "past-empty-hole" && after != "ends" { "lifts-landing" } else { after };
                    d["sowing"]["after_capture"] = json!(after);
                }
                // A move lifting a single seed: no capture, a capture across first
                // (docs/DESCRIPTIONS.md, `single_seed_move`).
                if d["capture"]["on"] == "counts" && d["capture"]["chain"] == "backward"
                    && d["sowing"]["direction"] == "player-chooses" {
                    // The chain against the game's direction, now and then.
                    d["capture"]["chain_ignores_choice"] = json!(seeds % 2 == 0);
                }
                if d["capture"]["on"] == "next-hole" {
                    // Relay laps only, without children or captures between laps.
                    if let Some(o) = d.as_object_mut() {
                        o.remove("children");
                    }
                    if let Some(o) = d["sowing"].as_object_mut() {
                        o.remove("after_capture");
                    }
                }
                if single > 0 && d["sowing"]["min_seeds"] == json!(1) && d["moves"].get("opening").is_none() {
                    d["single_seed_move"] = json!({"captures": single & 1 == 0, "takes_across": single == 2,
                        "singles_take_across": single == 3});
                }
                if last > 0 && !clear {
                    d["end"]["last_seeds"] = json!({"at_most": 1 + total / 4, "rows": pass_rows,
                        "to": if last == 1 { "mover" } else { "starter" }});
                }
                // Other sides (docs/DESCRIPTIONS.md, *Sides*): a board without sides, or
                // each player sowing round their own row.
                if sides == 1 && !feed && !in_rounds {
                    d["moves"]["any_hole"] = json!(true);
                    if no_move == "pass" || no_move == "pass-forever" {
                        d["moves"]["no_move"] = json!("end");
                    }
                    if d["capture"].get("grand_slam").is_some() {
                        d["capture"]["grand_slam"] = json!("allowed");
                    }
                }
                if sides == 2 && rows == 2 && !feed && !territory && !(stores && into == "both") {
                    d["sowing"]["circuit"] = json!("own-row");
                }
                let plain_sowing = matches!(d["sowing"]["direction"].as_str(), Some("counter-clockwise" | "clockwise"))
                    && d["sowing"].get("chosen_holes").is_none()
                    && d["sowing"]["laps"] != "relay-next"
                    && d["sowing"]["origin"] == "sow-into"
                    && d["sowing"]["min_seeds"] == json!(1)
                    && d["sowing"].get("opponent_takes_at_most").is_none()
                    && d["sowing"].get("after_capture").is_none_or(|a| a == "ends");
                if sides == 3 && rows == 2 && !stores && plain_sowing && d.get("passing").is_none()
                    && d.get("children").is_none() && d.get("rounds").is_none()
                    && d["moves"].get("opening").is_none()
                {
                    d["sowing"]["bear_off"] = json!(true);
                }
                // Single seeds as a last resort, where they are supported.
                if singletons && d["sowing"]["min_seeds"] == json!(1) && d["sowing"]["origin"] != "first-seed-back"
                    && d["sowing"]["direction"] != "player-chooses" && d["sowing"].get("chosen_holes").is_none()
                    && d.get("rounds").is_none() && d.get("children").is_none()
                    && d["moves"].get("any_hole").is_none() && d["moves"].get("opening").is_none()
                    && d["sowing"].get("bear_off").is_none()
                {
                    d["moves"]["singletons"] = json!("last-resort");
                }
                // Hole trades (docs/DESCRIPTIONS.md, `trades`), in about one two-row
                // description without stores in four: the rules that read a player's
                // holes as their rows, or change what a turn is, are left out (Goré's
                // plain sowing direction, a pass for a player without a move).
                if win % 4 == 3 && rows == 2 && !stores {
                    for (section, fields) in [
                        ("sowing", &["chosen_holes", "first_choice_holds", "first_turn_unchosen"][..]),
                        ("moves", &["feed_either_direction"][..]),
                        ("capture", &["chain_ignores_choice"][..]),
                        ("end", &["unfed_takes_remaining"][..]),
                    ] {
                        if let Some(o) = d[section].as_object_mut() {
                            for field in fields {
                                o.remove(*field);
                            }
                        }
                    }
                    if !matches!(direction, "counter-clockwise" | "clockwise") {
                        d["sowing"]["direction"] = json!("counter-clockwise");
                    }
                    d["moves"]["no_move"] = json!("pass");
                    if clear {
                        d["end"]["goal"] = json!("most-seeds");
                    }
                    if let Some(o) = d.as_object_mut() {
                        o.remove("rounds");
                    }
                    if let Some(o) = d.as_object_mut() {
                        for field in ["children", "passing", "single_seed_move"] {
                            o.remove(field);
                        }
                    }
                    for (section, fields) in [
                        ("sowing", &["opponent_takes_at_most", "bear_off", "circuit"][..]),
                        ("moves", &["any_hole", "opening", "singletons", "no_single_seed_back"][..]),
                        ("end", &["last_seeds"][..]),
                    ] {
                        if let Some(o) = d[section].as_object_mut() {
                            for field in fields {
                                o.remove(*field);
                            }
                        }
                    }
                    d["extra_turn"] = json!({});
                    if d["capture"].get("grand_slam").is_some() {
                        d["capture"]["grand_slam"] = json!("allowed");
                    }
                    if d["capture"]["on"] == "opponent-row-reached" {
                        // Goré's captures: 2 or 4 in a hole the opponent controls,
                        // chained both ways.
                        d["capture"] = json!({"on": "counts", "counts": [2, 4], "rows": "opponent-territory",
                            "chain": "both", "chain_rows": "any"});
                    }
                    // Offers of up to three holes of at most eight, two of twelve
                    // (a move list holds them all).
                    let most = if cols <= 4 { 1 + min % 3 } else { 1 + min % 2 };
                    d["trades"] = json!({"most_offered": most, "price_per_hole": 1 + seeds % 6,
                        "without_glory": seeds % 2 == 0});
                }
                d
            },
        )
}
