//! Rules pages: a [`Description`] told in English, as Markdown. The pages of the
//! repository's library (`docs/variants/<name>.md`, and the table docs/VARIANTS.md) are
//! made by these functions (`cargo run --example rules_pages`), so that a page says
//! what the description plays, never something written by hand beside it.
//!
//! Every field is read by destructuring its struct whole: a field added to the
//! language does not compile here until it is told in prose.

use super::description::{
    AfterCapture, BoardSpec, CaptureSpec, ChainSpec, ChildKind, ChildrenSpec, Description, EndSpec,
    ExtraTurnSpec, Feed, Goal, GrandSlam, Laps, LastSeedsTaker, MovesSpec, NoMove, Opening, Origin,
    PassingSpec, PassingTaker, Remaining, Repetition, RoundFill, RoundStarter, RoundsSpec, Rows,
    SowDirection, SowingSpec, StoreSowing, Take,
};
use std::fmt::Write;

/// The rules page of a description: its title, source, board, sowing, captures, extra
/// turns, moves, end and repetition rule in sentences, then the description itself.
///
/// ```
/// use sowing::described::{rules_page, Description};
/// let d = Description::from_json(r#"{"name": "tiny", "board": {"holes_per_row": 3, "seeds_per_hole": 2}}"#).unwrap();
/// let page = rules_page(&d);
/// assert!(page.starts_with("# tiny\n"));
/// assert!(page.contains("two rows of 3 holes"));
/// ```
pub fn rules_page(d: &Description) -> String {
    let Description {
        name,
        title,
        source,
        board,
        sowing,
        capture,
        extra_turn,
        moves,
        end,
        repetition,
        rounds,
        children,
        passing,
    } = d;
    let mut out = String::new();
    let heading = if title.is_empty() { name } else { title };
    let _ = writeln!(out, "# {heading}\n");
    let _ = writeln!(
        out,
        "Generated from `variants/{name}.json` by `cargo run --example rules_pages`; \
         do not edit by hand. Play it with `--game {name}`.\n"
    );
    if source.is_empty() {
        let _ = writeln!(out, "Source: none given.\n");
    } else {
        let _ = writeln!(out, "Source: {source}.\n");
    }
    section(&mut out, "Board", &board_prose(board, sowing.direction));
    let past_empty = matches!(capture, CaptureSpec::PastEmptyHole { .. });
    section(&mut out, "Sowing", &sowing_prose(board, sowing, past_empty));
    let mut captures = capture_prose(capture);
    if let Some(p) = passing {
        match capture {
            _ if !p.counts.is_empty() => captures.push(passing_prose(p, &p.counts)),
            CaptureSpec::Counts { counts, .. } => captures.push(passing_prose(p, counts)),
            _ => {}
        }
    }
    if sowing.origin == Origin::FirstSeedCaptured {
        if matches!(capture, CaptureSpec::None {}) {
            captures.clear();
        }
        captures.push("The first seed of every lap is captured (see Sowing).".to_string());
    }
    section(&mut out, "Captures", &captures);
    if let Some(c) = children {
        section(&mut out, "Children", &children_prose(c));
    }
    section(&mut out, "Extra turns", &extra_turn_prose(extra_turn));
    section(&mut out, "Moves", &moves_prose(moves));
    section(&mut out, "End", &end_prose(end, moves));
    section(&mut out, "Repetition", &repetition_prose(*repetition));
    if let Some(r) = rounds {
        section(&mut out, "Rounds", &rounds_prose(r, board));
    }
    let _ = writeln!(out, "## Description\n\n```json\n{}\n```", d.to_json());
    out
}

/// The game a description is a version of, for counting a library's distinct games:
/// its title up to the first `" ("` or `","` (trimmed), or its name when it has no
/// title. Sizes of a game, its single round and its match, and its readings are told
/// apart in the title after those marks ("Kalah (4×3)", "Dakon (7×7, a match of
/// rounds)", "Ayoayo, the capturing seed staying"), so they count as one game.
///
/// ```
/// use sowing::described::{game_of, Description};
/// let mut d = Description::from_json(r#"{"name": "dakon-match", "board": {"holes_per_row": 7, "seeds_per_hole": 7}}"#).unwrap();
/// assert_eq!(game_of(&d), "dakon-match");
/// d.title = "Dakon (7×7, a match of rounds)".to_string();
/// assert_eq!(game_of(&d), "Dakon");
/// ```
pub fn game_of(d: &Description) -> &str {
    if d.title.is_empty() {
        return &d.name;
    }
    let end = [" (", ","]
        .iter()
        .filter_map(|mark| d.title.find(mark))
        .min()
        .unwrap_or(d.title.len());
    d.title[..end].trim()
}

/// The distinct games of a library ([`game_of`]), sorted, each with the names of its
/// descriptions, sorted.
fn distinct_games(descriptions: &[Description]) -> Vec<(&str, Vec<&str>)> {
    let mut games: std::collections::BTreeMap<&str, Vec<&str>> = Default::default();
    for d in descriptions {
        games.entry(game_of(d)).or_default().push(&d.name);
    }
    games
        .into_iter()
        .map(|(game, mut names)| {
            names.sort_unstable();
            (game, names)
        })
        .collect()
}

/// The index of a library: how many descriptions and how many distinct games
/// ([`game_of`]) it holds, a Markdown table of every description (name linking to
/// its page under `variants/`, title, board, main mechanisms, source), sorted by
/// name, and the list of the distinct games with their descriptions.
///
/// ```
/// use sowing::described::{index_page, Description};
/// let d = Description::from_json(r#"{"name": "tiny", "board": {"holes_per_row": 3, "seeds_per_hole": 2}}"#).unwrap();
/// let page = index_page(&[d]);
/// assert!(page.contains("| [tiny](variants/tiny.md) |"));
/// assert!(page.contains("1 description of 1 distinct game"));
/// ```
pub fn index_page(descriptions: &[Description]) -> String {
    let games = distinct_games(descriptions);
    let mut out = String::new();
    let _ = writeln!(out, "# The library of described games\n");
    let _ = writeln!(
        out,
        "Generated from `variants/*.json` by `cargo run --example rules_pages`; do not \
         edit by hand. {} of {}, each written in the description language \
         (DESCRIPTIONS.md) from the source it cites, in our own words. Each name links \
         to the game's rules page.\n",
        plural(descriptions.len() as u64, "description", "descriptions"),
        plural(games.len() as u64, "distinct game", "distinct games"),
    );
    let _ = writeln!(
        out,
        "A game is counted once however many descriptions it has: the descriptions of \
         one game share their title up to the first \" (\" or \",\" (its sizes, its \
         single round and its match, its readings), as the list of games after the \
         table shows.\n"
    );
    let _ = writeln!(out, "| name | title | board | main mechanisms | source |");
    let _ = writeln!(out, "| --- | --- | --- | --- | --- |");
    let mut sorted: Vec<&Description> = descriptions.iter().collect();
    sorted.sort_by(|a, b| a.name.cmp(&b.name));
    for d in sorted {
        let _ = writeln!(
            out,
            "| [{n}](variants/{n}.md) | {} | {} | {} | {} |",
            cell(&d.title),
            board_short(&d.board),
            cell(&mechanisms(d)),
            cell(&d.source),
            n = d.name,
        );
    }
    let _ = writeln!(out, "\n## The distinct games\n");
    for (i, (game, names)) in games.iter().enumerate() {
        let links: Vec<String> = names
            .iter()
            .map(|n| format!("[{n}](variants/{n}.md)"))
            .collect();
        let _ = writeln!(out, "{}. {game}: {}", i + 1, links.join(", "));
    }
    out
}

fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

fn section(out: &mut String, heading: &str, sentences: &[String]) {
    let _ = writeln!(out, "## {heading}\n");
    for s in sentences {
        let _ = writeln!(out, "- {s}");
    }
    let _ = writeln!(out);
}

fn plural(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn board_short(b: &BoardSpec) -> String {
    let BoardSpec {
        rows,
        holes_per_row,
        seeds_per_hole,
        stores,
        ref start,
        random_start,
    } = *b;
    let stores = if stores { ", stores" } else { "" };
    let seeds = match (start, random_start) {
        (Some(_), _) => "a start pattern".to_string(),
        (None, Some(_)) => format!("{seeds_per_hole} seeds, laid out at random"),
        (None, None) => format!("{seeds_per_hole} seeds"),
    };
    format!("{rows}×{holes_per_row}, {seeds}{stores}")
}

fn board_prose(b: &BoardSpec, direction: SowDirection) -> Vec<String> {
    let BoardSpec {
        rows,
        holes_per_row,
        seeds_per_hole,
        stores,
        ref start,
        random_start,
    } = *b;
    let holes = rows as u64 * holes_per_row as u64;
    let total = match start {
        Some(start) => start.iter().map(|&n| n as u64).sum(),
        None => holes * seeds_per_hole as u64,
    };
    let mut v = Vec::new();
    if rows == 2 {
        v.push(format!(
            "The board has two rows of {}; each player owns the row nearer to them \
             (South the bottom row, North the top row).",
            plural(holes_per_row as u64, "hole", "holes")
        ));
    } else {
        v.push(format!(
            "The board has {rows} rows of {}; each player owns the two rows nearer to \
             them, the inner one being their front row.",
            plural(holes_per_row as u64, "hole", "holes")
        ));
    }
    match start {
        Some(start) => {
            let row = |r: usize| {
                start[r * holes_per_row as usize..(r + 1) * holes_per_row as usize]
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let rows_text: Vec<String> = (0..rows as usize)
                .map(|r| format!("row {r}: {}", row(r)))
                .collect();
            v.push(format!(
                "The holes start as a pattern ({}, each row from South's left): {total} \
                 seeds in all. South moves first.",
                rows_text.join("; ")
            ));
        }
        None => match random_start {
            Some(seed) => v.push(format!(
                "The {total} seeds start laid out at random (drawn from the seed {seed}: two \
                 in every hole where there are enough, each other seed in a hole drawn at \
                 random). South moves first."
            )),
            None => v.push(format!(
                "Every hole starts with {}: {total} seeds in all. South moves first.",
                plural(seeds_per_hole as u64, "seed", "seeds")
            )),
        },
    }
    if stores {
        let side = match direction {
            SowDirection::Clockwise => "left",
            _ => "right",
        };
        v.push(format!(
            "Each player has a store at the end of their row, on their {side} as they \
             face the board; the seeds in a store are its owner's."
        ));
    } else {
        v.push("There are no stores: captured seeds are kept off the board.".to_string());
    }
    v
}

/// `past_empty`: the capture is past an empty hole (captures between laps are then
/// made by the laps that relay).
fn sowing_prose(b: &BoardSpec, s: &SowingSpec, past_empty: bool) -> Vec<String> {
    let SowingSpec {
        direction,
        laps,
        origin,
        stores,
        min_seeds,
        relay_on,
        relay_from,
        chosen_holes,
        after_capture,
        opponent_takes_at_most,
    } = *s;
    let mut v = Vec::new();
    let lift = if min_seeds <= 1 {
        "A move lifts all the seeds of one of the mover's holes".to_string()
    } else {
        format!(
            "A move lifts all the seeds of one of the mover's holes holding at least \
             {min_seeds} seeds (a hole with fewer cannot be sown)"
        )
    };
    let way = match direction {
        SowDirection::CounterClockwise if b.rows == 2 => {
            "counter-clockwise: along South's row from left to right, then along North's \
             row from right to left"
        }
        SowDirection::Clockwise if b.rows == 2 => {
            "clockwise: along South's row from right to left, then along North's row \
             from left to right"
        }
        SowDirection::CounterClockwise => "counter-clockwise around the mover's own two rows",
        SowDirection::Clockwise => "clockwise around the mover's own two rows",
        SowDirection::PlayerChooses => {
            "in the direction the mover chooses at each move: counter-clockwise (along \
             South's row from left to right, then along North's row from right to left, or \
             around the mover's own rows on four rows) or the other way, clockwise, \
             the stores staying where they are"
        }
        SowDirection::Split => {
            "towards the nearer end of the mover's row: the holes of the left half of a \
             row, seen from its owner, sow clockwise (to the left, then along the other \
             row), those of the right half counter-clockwise (to the right)"
        }
        SowDirection::OddCounterClockwise if b.rows == 2 => {
            "counter-clockwise when the seeds lifted are odd in number (along South's row \
             from left to right, then along North's row from right to left), clockwise \
             when they are even"
        }
        SowDirection::OddCounterClockwise => {
            "around the mover's own two rows, counter-clockwise when the seeds lifted are \
             odd in number and clockwise when they are even"
        }
    };
    v.push(format!(
        "{lift} and sows them one by one into the following holes, {way}."
    ));
    if !chosen_holes.is_empty() {
        v.push(super::directions::chosen_prose(b, chosen_holes));
    }
    if b.stores {
        v.push(match stores.unwrap_or_default() {
            StoreSowing::Own => "The mover's own store is sown into as it is passed; the \
                opponent's store is passed over."
                .to_string(),
            StoreSowing::Both => "Both stores are sown into as they are passed, each seed \
                going to the store's owner."
                .to_string(),
        });
    }
    v.push(match laps {
        Laps::Single => "A sowing is a single lap: it ends where its last seed falls.".to_string(),
        Laps::Relay => {
            let stop = if b.stores {
                "a store or an empty hole"
            } else {
                "an empty hole"
            };
            let occupied = match (relay_on, relay_from) {
                (Some(n), _) => format!("a hole that it makes hold exactly {n} seeds"),
                (None, Some(n)) if n > 2 => {
                    format!("a hole that it makes hold at least {n} seeds")
                }
                _ => "an occupied hole".to_string(),
            };
            let stop = if relay_on.is_some() || relay_from.is_some_and(|n| n > 2) {
                format!("{stop}, or into a hole it does not make hold that many")
            } else {
                stop.to_string()
            };
            format!(
                "Sowing is in relay laps: when the last seed falls into {occupied} \
                 and does not capture, that hole's seeds (the last one included) are \
                 lifted and sown on in the same way; the move ends when a last seed falls \
                 into {stop}, or captures. A sowing that would never end is not a legal \
                 move."
            )
        }
        Laps::RelayNext => {
            let store = if b.stores {
                " (which may be the mover's store: then all the seeds in it are lifted \
                 and sown)"
            } else {
                ""
            };
            format!(
                "Sowing is in relay laps from the next hole: when a lap ends, unless it \
                 captures{}, the hole after the one its last seed fell into is looked \
                 at{store}; if it holds seeds, they are lifted and sown on in the same \
                 way, and if it is empty the move ends. A sowing that would never end is \
                 not a legal move.",
                if b.stores { " or ends in a store" } else { "" }
            )
        }
    });
    match after_capture {
        AfterCapture::Ends => {}
        AfterCapture::LiftsLanding if past_empty => v.push(
            "Between laps: a lap whose last seed falls into an occupied hole first \
             captures, when the hole after the landing hole is empty, the seeds of the \
             hole past it (as below); then the landing hole's seeds are sown on, capture \
             or not."
                .to_string(),
        ),
        AfterCapture::LiftsLanding => v.push(
            "A lap whose last seed captures does not end the sowing: after the capture, \
             the seeds left in the landing hole (if any) are lifted and sown on."
                .to_string(),
        ),
        AfterCapture::LiftsNext => v.push(
            "A lap whose last seed captures does not end the sowing: after the capture, \
             the seeds of the hole after the landing hole (if any) are lifted and sown on."
                .to_string(),
        ),
    }
    if let Some(n) = opponent_takes_at_most {
        v.push(format!(
            "When at most {} are on the board as a lap starts (the seeds lifted not \
             counted), each seed the lap would sow into the opponent's holes goes to the \
             opponent's captures instead, except a last seed that captures.",
            plural(n as u64, "seed", "seeds")
        ));
    }
    v.push(match origin {
        Origin::SowInto => "A lap that goes all the way round sows into the hole it was \
            lifted from like any other."
            .to_string(),
        Origin::Skip => "A lap that goes all the way round skips the hole it was lifted \
            from."
            .to_string(),
        Origin::FirstSeedBack => "The first seed of every lap goes back into the hole it \
            was lifted from."
            .to_string(),
        Origin::FirstSeedCaptured => "The first seed of every lap is captured by the \
            mover; the others are sown on from the hole the lap was lifted from, which a \
            lap that goes all the way round sows into like any other."
            .to_string(),
    });
    v
}

/// Passing captures, on `counts` (their own, or the capture's).
fn passing_prose(p: &PassingSpec, counts: &[u8]) -> String {
    let taker = match p.to {
        PassingTaker::Owner => "the hole's owner",
        PassingTaker::Mover => "the mover",
    };
    let last = if p.last_seed_too {
        "a lap's last seed takes its hole in the same way, and the lap ends there"
    } else {
        "a lap's last seed is judged by the capture rule"
    };
    format!(
        "As the sowing passes, a hole {} that a seed makes hold {} is taken at once by \
         {taker} (which gives no extra turn), and the sowing goes on; {last}.",
        rows_phrase(p.rows),
        counts_phrase(counts)
    )
}

fn rows_phrase(r: Rows) -> &'static str {
    match r {
        Rows::Any => "in either player's holes",
        Rows::Own => "in the mover's own holes",
        Rows::Opponent => "in the opponent's holes",
        Rows::OwnTerritory => "in the holes the mover owns at the time",
        Rows::OpponentTerritory => "in the holes the opponent owns at the time",
    }
}

fn counts_phrase(counts: &[u8]) -> String {
    let mut sorted = counts.to_vec();
    sorted.sort_unstable();
    // A run of every count from 1 up says "any number".
    if sorted.len() > 2 && sorted.iter().enumerate().all(|(i, &c)| c as usize == i + 1) {
        return format!("any number of seeds (1 to {})", sorted.len());
    }
    let words: Vec<String> = sorted.iter().map(|c| c.to_string()).collect();
    match words.as_slice() {
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
        [] => String::new(),
    }
}

fn grand_slam_prose(g: GrandSlam) -> Option<String> {
    match g {
        GrandSlam::Allowed => None,
        GrandSlam::CapturesNothing => Some(
            "A capture that would take every seed the opponent has on the board (a grand \
             slam) is not made: the move is played and captures nothing."
                .to_string(),
        ),
        GrandSlam::Forbidden => Some(
            "A move whose capture would take every seed the opponent has on the board (a \
             grand slam) may not be played."
                .to_string(),
        ),
        GrandSlam::LeaveRightmost | GrandSlam::LeaveLeftmost => Some(format!(
            "A capture that would take every seed the opponent has on the board (a grand \
             slam), made while the opponent had seeds, takes instead every hole of theirs \
             holding seeds but the first from the mover's {} (all of it if only one holds \
             seeds).",
            if g == GrandSlam::LeaveRightmost {
                "right"
            } else {
                "left"
            }
        )),
        GrandSlam::CapturesNothingUnlessFed => Some(
            "A capture that would take every seed the opponent has on the board (a grand \
             slam) is not made, unless the opponent had no seeds before the move: the move \
             is played and captures nothing."
                .to_string(),
        ),
    }
}

fn capture_prose(c: &CaptureSpec) -> Vec<String> {
    let mut v = Vec::new();
    match c {
        CaptureSpec::None {} => v.push("Nothing is ever captured.".to_string()),
        CaptureSpec::Counts {
            counts,
            rows,
            take,
            chain,
            chain_rows,
            chain_limit,
            grand_slam,
            off_first_turns,
        } => {
            v.push(format!(
                "When the last seed of a sowing falls {} and makes that hole hold {}, \
                 there is a capture.",
                rows_phrase(*rows),
                counts_phrase(counts)
            ));
            v.push(
                match take {
                    Take::Landing => "The mover takes the seeds of that hole.",
                    Take::Opposite => {
                        "The mover takes the seeds of the hole across from it (that hole's \
                         own seeds stay)."
                    }
                    Take::LandingAndOpposite => {
                        "The mover takes the seeds of that hole and of the hole across \
                         from it."
                    }
                    Take::PullAcross => "The seeds of the hole across move into it.",
                }
                .to_string(),
            );
            let within = rows_phrase(chain_rows.unwrap_or(*rows));
            let way = match chain {
                ChainSpec::None => None,
                ChainSpec::Backward => Some("the holes before it (against the sowing)"),
                ChainSpec::Forward => Some("the holes after it (with the sowing)"),
                ChainSpec::Both => Some("the holes before it, then the holes after it"),
            };
            if let Some(way) = way {
                v.push(format!(
                    "The capture goes on through {way}: each next hole {within} that also \
                     holds {} is taken too, until a hole that does not.",
                    counts_phrase(counts)
                ));
            }
            if let Some(n) = chain_limit {
                v.push(format!(
                    "A capture takes at most {} in all, the first included.",
                    plural(*n as u64, "hole", "holes")
                ));
            }
            v.extend(grand_slam_prose(*grand_slam));
            v.extend(off_turns_prose(*off_first_turns));
        }
        CaptureSpec::EmptyOwnHole {
            take,
            opposite_must_hold_seeds,
            rows,
            behind,
            grand_slam,
            off_first_turns,
        } => {
            v.push(match rows {
                Rows::Own => "When the last seed of a sowing falls into an empty hole of the \
                    mover's own (so that it now holds that one seed), there is a capture."
                    .to_string(),
                Rows::Any => "When the last seed of a sowing falls into an empty hole (so \
                    that it now holds that one seed), in either row, there is a capture; \
                    below, \"the opponent's hole across\" is the hole across, whoever's it is."
                    .to_string(),
                Rows::Opponent => "When the last seed of a sowing falls into an empty hole of \
                    the opponent's (so that it now holds that one seed), there is a capture; \
                    below, \"the opponent's hole across\" is the hole across, the mover's own."
                    .to_string(),
                Rows::OwnTerritory => "When the last seed of a sowing falls into an empty hole \
                    the mover owns at the time (so that it now holds that one seed), there is a \
                    capture."
                    .to_string(),
                Rows::OpponentTerritory => "When the last seed of a sowing falls into an empty \
                    hole the opponent owns at the time (so that it now holds that one seed), \
                    there is a capture; below, \"the opponent's hole across\" is the hole across, \
                    whoever's it is."
                    .to_string(),
            });
            v.push(
                match take {
                    Take::Opposite => {
                        "The mover takes the seeds of the opponent's hole across from it; \
                         the last seed stays where it fell."
                    }
                    Take::PullAcross => {
                        "The seeds of the opponent's hole across from it move into that \
                         hole and stay on the board, now the mover's; nothing leaves the \
                         board."
                    }
                    _ => {
                        "The mover takes the seeds of the opponent's hole across from it, \
                         and the last seed too."
                    }
                }
                .to_string(),
            );
            v.push(if *opposite_must_hold_seeds {
                "If the hole across is empty, nothing is captured and the last seed stays."
                    .to_string()
            } else {
                "This holds even when the hole across is empty.".to_string()
            });
            if *behind {
                v.push(
                    "On four rows, the opponent's back-row hole behind the hole across is \
                     taken too when it holds seeds; only front-row holes have a hole \
                     across."
                        .to_string(),
                );
            }
            v.extend(grand_slam_prose(*grand_slam));
            v.extend(off_turns_prose(*off_first_turns));
        }
        CaptureSpec::PastEmptyHole {
            rows,
            chain,
            also_across,
            grand_slam,
            off_first_turns,
        } => {
            v.push(format!(
                "When a sowing ends and the hole after the one its last seed fell into is \
                 empty, the mover takes the seeds of the hole past that empty hole, when it \
                 holds seeds and is {} (after a single lap, only if the last seed fell \
                 into an occupied hole).",
                rows_phrase(*rows)
            ));
            if *chain == ChainSpec::Forward {
                v.push(
                    "The capture goes on from the hole taken: while the next hole is empty \
                     and the one past it holds seeds, that one is taken too."
                        .to_string(),
                );
            }
            if *also_across {
                v.push(format!(
                    "The mover also takes the seeds of the hole across from the first hole \
                     taken, when it is {}.",
                    rows_phrase(*rows)
                ));
            }
            v.extend(grand_slam_prose(*grand_slam));
            v.extend(off_turns_prose(*off_first_turns));
        }
    }
    v
}

fn off_turns_prose(turns: u8) -> Option<String> {
    match turns {
        0 => None,
        n => Some(format!(
            "Nothing is captured during the game's first {} (a turn lasts until the \
             other player is to move); a last seed that would capture is then sown on or \
             stays as if it did not.",
            if n == 1 {
                "turn".to_string()
            } else {
                format!("{n} turns")
            }
        )),
    }
}

fn extra_turn_prose(e: &ExtraTurnSpec) -> Vec<String> {
    let ExtraTurnSpec {
        store,
        capture,
        capture_once,
        any_store,
    } = *e;
    let mut v = Vec::new();
    if any_store {
        v.push(
            "When the last seed falls into either store, the opponent's too, the mover \
             plays again."
                .to_string(),
        );
    } else if store {
        v.push(
            "When the last seed falls into the mover's own store, the mover plays again."
                .to_string(),
        );
    }
    if capture {
        v.push("After a move that captured seeds, the mover plays again.".to_string());
    }
    if capture_once {
        v.push(
            "After a move that captured seeds, the mover plays again, but not twice in a \
             row: a capture made in an extra turn gives no other (a pass in between \
             changes nothing)."
                .to_string(),
        );
    }
    if v.is_empty() {
        v.push("There are no extra turns: players move in turn.".to_string());
    } else {
        v.push("A move that ends the game gives no extra turn.".to_string());
    }
    v
}

fn moves_prose(m: &MovesSpec) -> Vec<String> {
    let MovesSpec {
        must_feed,
        no_move,
        feed,
        any_move_if_none_feeds,
        single_seed_into_empty,
        short_lap_ends_across_or_empty,
        opening,
    } = *m;
    let mut v = Vec::new();
    if let Some(Opening::PlusOneMinusOne) = opening {
        v.push(
            "The first move of the game (of every round, in a match) is prescribed: the \
             player chooses one of their holes, which keeps its seeds; going round the board \
             in the sowing direction from the next hole, the holes lose one seed and gain one \
             in turn, the first losing, back to the chosen hole; the hole across from it gains \
             one more. The move then ends as if a sowing's last seed had fallen into that \
             hole across."
                .to_string(),
        );
    }
    if short_lap_ends_across_or_empty {
        v.push(
            "A hole holding no more seeds than a row has holes may be sown only when its \
             first lap ends in the opponent's holes, in a store, or in a hole of the \
             mover's that was empty."
                .to_string(),
        );
    }
    if single_seed_into_empty {
        v.push(
            "A hole holding a single seed may be sown only when the hole that seed would \
             fall into is empty."
                .to_string(),
        );
    }
    if must_feed {
        v.push(match feed {
            Feed::FirstLap => "While the opponent has no seeds, the mover must play a move \
                whose first lap drops a seed into the opponent's holes, if there is one."
                .to_string(),
            Feed::Move => "While the opponent has no seeds, the mover must play a move \
                after which (every lap and the capture made) the opponent holds seeds, if \
                there is one."
                .to_string(),
        });
        if any_move_if_none_feeds {
            v.push("If no move feeds the opponent, the mover may play any move.".to_string());
        }
    }
    v.push(match no_move {
        NoMove::Pass => "A player without a legal move passes, and the game goes on.".to_string(),
        NoMove::End => "A player without a legal move ends the game (see End).".to_string(),
        NoMove::Lose => "A player without a legal move loses the game.".to_string(),
    });
    v
}

fn end_prose(e: &EndSpec, m: &MovesSpec) -> Vec<String> {
    let EndSpec {
        one_side_empty,
        mover_side_empty,
        opponent_side_empty,
        every_hole_at_most,
        seeds_on_board_at_most,
        majority,
        remaining,
        goal,
        captured_above,
        unfed_takes_remaining,
        last_seeds,
    } = *e;
    let mut when = Vec::new();
    if one_side_empty {
        when.push("either player's holes are all empty".to_string());
    }
    if mover_side_empty {
        when.push("the holes of the player who just moved are all empty".to_string());
    }
    if opponent_side_empty {
        when.push("the holes of the player to move are all empty".to_string());
    }
    if let Some(n) = every_hole_at_most {
        when.push(format!(
            "every hole holds at most {}",
            plural(n as u64, "seed", "seeds")
        ));
    }
    if let Some(n) = seeds_on_board_at_most {
        when.push(if n == 0 {
            "no seed is left on the board".to_string()
        } else {
            format!(
                "at most {} are left on the board",
                plural(n as u64, "seed", "seeds")
            )
        });
    }
    if majority {
        when.push(
            "a player has captured more than half of the seeds (or both exactly half)".to_string(),
        );
    }
    if let Some(n) = captured_above {
        when.push(format!(
            "a player has captured more than {}",
            plural(n as u64, "seed", "seeds")
        ));
    }
    if m.no_move == NoMove::End {
        when.push("the player to move has no legal move".to_string());
    }
    let mut v = Vec::new();
    if let Some(l) = last_seeds {
        v.push(format!(
            "After every sowing (while captures are on), when {} hold between 1 and {}, \
             {} takes every seed on the board.",
            match l.rows {
                Rows::Any => "the holes",
                Rows::Own => "the mover's holes",
                Rows::Opponent => "the opponent's holes",
                Rows::OwnTerritory => "the holes the mover owns",
                Rows::OpponentTerritory => "the holes the opponent owns",
            },
            plural(l.at_most as u64, "seed", "seeds"),
            match l.to {
                LastSeedsTaker::Mover => "the mover",
                LastSeedsTaker::Starter =>
                    "the player who started the round (South in a single game)",
            }
        ));
    }
    if when.is_empty() {
        v.push("No condition on the board ends the game.".to_string());
    } else {
        v.push(format!("The game ends when {}.", when.join(", or when ")));
    }
    v.push(match remaining {
        Remaining::Owner => {
            "When it ends, each player takes the seeds left in their own holes.".to_string()
        }
        Remaining::Mover => {
            "When it ends, the seeds left on the board go to the player who made the last \
             move."
                .to_string()
        }
        Remaining::Nobody => {
            "When it ends, the seeds left on the board count for nobody.".to_string()
        }
        Remaining::Divided => "When it ends, the seeds left on the board are divided \
            equally between the players; an odd seed goes to the player who has captured \
            fewer."
            .to_string(),
    });
    if unfed_takes_remaining {
        v.push(
            "But when the game ends because the player to move has seeds and no move \
             that gives the opponent, whose holes are empty, a seed, that opponent takes \
             every seed left on the board."
                .to_string(),
        );
    }
    v.push(match goal {
        Goal::MostSeeds => "The player with more seeds wins; equal seeds is a draw.".to_string(),
        Goal::EmptyOwnHoles => "The goal is to empty one's own holes: after a move, the \
            player who made it wins if their holes are all empty, else the opponent wins if \
            theirs are."
            .to_string(),
        Goal::EmptyOpponentHoles => "The goal is to leave the opponent without seeds: \
            after a move, the player who made it wins if the opponent's holes are all \
            empty, else the opponent wins if the mover's are."
            .to_string(),
    });
    v
}

fn repetition_prose(r: Repetition) -> Vec<String> {
    vec![match r {
        Repetition::None => "A position may repeat; nothing follows from it.".to_string(),
        Repetition::Draw => "A position that repeats ends the game in a draw.".to_string(),
        Repetition::SweepToOwners => "A position that repeats ends the game: each player \
            takes the seeds in their own holes, and more seeds wins."
            .to_string(),
    }]
}

fn rounds_prose(r: &RoundsSpec, b: &BoardSpec) -> Vec<String> {
    let RoundsSpec {
        fill,
        blocks,
        starter,
        min_holes,
        territory,
    } = *r;
    let mut v = match territory {
        Some(t) => super::territory::prose(&t, b),
        None => Vec::new(),
    };
    if territory.is_none() {
        v.extend([
            "The game is a match of rounds: each round is played as the game above, and where \
         the game would end, the round ends. Each player then holds the seeds they captured \
         and those left in their own holes."
                .to_string(),
            format!(
            "The match ends after a round that leaves a player fewer than {} (enough to fill {}); \
             that round's result is the match's.",
            plural(min_holes as u64 * b.seeds_per_hole as u64, "seed", "seeds"),
            plural(min_holes as u64, "hole", "holes"),
        ),
        ]);
        let order = match fill {
            RoundFill::Left => "from their own left",
            RoundFill::Right => "from their own right",
            RoundFill::Outside => {
                "from both ends of the row inwards (first the column on South's left, then the \
             column on South's right, and so on)"
            }
        };
        v.push(format!(
            "Otherwise the next round starts: each player fills their holes {order}, {} to a \
         hole, as far as their seeds go, and keeps the rest as captured; the holes they cannot \
         fill stay empty{}.",
            plural(b.seeds_per_hole as u64, "seed", "seeds"),
            if blocks {
                " and are blocked for the round: sowing passes over them, so nothing lands or is \
             captured there"
            } else {
                " and in play"
            }
        ));
    }
    v.push(
        match starter {
            RoundStarter::Alternate => "The players take turns to start the rounds.",
            RoundStarter::Loser => {
                "The loser of a round starts the next (after a draw, the player whose turn it \
                 was not)."
            }
            RoundStarter::Winner => {
                "The winner of a round starts the next (after a draw, the player whose turn it \
                 would have been)."
            }
            RoundStarter::LastMover => "The player who made a round's last move starts the next.",
        }
        .to_string(),
    );
    v
}

fn children_prose(c: &ChildrenSpec) -> Vec<String> {
    let ChildrenSpec {
        kind,
        convert,
        rows,
    } = *c;
    let place = match rows {
        Rows::Any => "a hole",
        Rows::Own => "a hole of the mover's",
        Rows::Opponent => "a hole of the opponent's",
        Rows::OwnTerritory => "a hole the mover owns at the time",
        Rows::OpponentTerritory => "a hole the opponent owns at the time",
    };
    let count = plural(convert as u64, "seed", "seeds");
    let when = match kind {
        ChildKind::Normal | ChildKind::Weg => format!(
            "When the last seed of a sowing makes {place} that is not a child hold {count},              that hole becomes the mover's child, instead of any capture."
        ),
        ChildKind::One => format!(
            "When the last seed of a sowing makes {place} that is not a child hold {count},              and the mover has no child yet, that hole becomes the mover's child, instead of              any capture. A player has at most one child."
        ),
        ChildKind::PairAcross => format!(
            "When the last seed of a sowing falls into an empty hole ({place}, not a child)              across from a hole holding {count}, both holes become the mover's children,              instead of any capture."
        ),
    };
    let mut v = vec![
        when,
        "A child is its owner's store for the rest of the game: it is never sown from and          never captured from, a relay lap that ends in it ends the sowing, and the seeds          sown into it are its owner's: they count with the owner's captures for a majority          and go to the owner at the end."
            .to_string(),
    ];
    if kind == ChildKind::Weg {
        v.push(
            "A last seed falling into the opponent's child takes two of its seeds (one if it              holds only one) into the mover's captures."
                .to_string(),
        );
    }
    v
}

/// The few mechanisms that tell a game apart, in short, for the index.
fn mechanisms(d: &Description) -> String {
    let mut v: Vec<String> = Vec::new();
    match d.sowing.direction {
        SowDirection::CounterClockwise => {}
        SowDirection::Clockwise => v.push("clockwise".into()),
        SowDirection::PlayerChooses => v.push("direction chosen".into()),
        SowDirection::Split => v.push("split direction".into()),
        SowDirection::OddCounterClockwise => v.push("direction by parity".into()),
    }
    if !d.sowing.chosen_holes.is_empty() {
        v.push("some holes' direction chosen".into());
    }
    match d.sowing.laps {
        Laps::Single => {}
        Laps::Relay => v.push("relay laps".into()),
        Laps::RelayNext => v.push("relay from next hole".into()),
    }
    match d.sowing.origin {
        Origin::SowInto => {}
        Origin::Skip => v.push("skips origin".into()),
        Origin::FirstSeedBack => v.push("first seed back".into()),
        Origin::FirstSeedCaptured => v.push("first seed captured".into()),
    }
    if d.sowing.min_seeds > 1 {
        v.push(format!("sow ≥ {}", d.sowing.min_seeds));
    }
    if d.board.stores && d.sowing.stores == Some(StoreSowing::Both) {
        v.push("sows both stores".into());
    }
    match &d.capture {
        CaptureSpec::None {} => v.push("no captures".into()),
        CaptureSpec::Counts {
            counts,
            rows,
            chain,
            grand_slam,
            ..
        } => {
            let side = match rows {
                Rows::Any => "",
                Rows::Own => " own side",
                Rows::Opponent => " opp. side",
                Rows::OwnTerritory => " own territory",
                Rows::OpponentTerritory => " opp. territory",
            };
            let chain = if *chain == ChainSpec::None {
                ""
            } else {
                " chained"
            };
            v.push(format!("captures {}{side}{chain}", counts_phrase(counts)));
            match grand_slam {
                GrandSlam::Allowed => {}
                GrandSlam::CapturesNothing => v.push("grand slam captures nothing".into()),
                GrandSlam::Forbidden => v.push("grand slam forbidden".into()),
                GrandSlam::CapturesNothingUnlessFed => {
                    v.push("grand slam captures nothing unless fed".into())
                }
                GrandSlam::LeaveRightmost => v.push("grand slam leaves rightmost".into()),
                GrandSlam::LeaveLeftmost => v.push("grand slam leaves leftmost".into()),
            }
        }
        CaptureSpec::EmptyOwnHole { take, .. } => v.push(
            match take {
                Take::Opposite => "empty-hole capture across",
                Take::PullAcross => "empty hole pulls the seeds across",
                _ => "empty-hole capture across + last seed",
            }
            .into(),
        ),
        CaptureSpec::PastEmptyHole {
            chain, also_across, ..
        } => {
            v.push(
                if *chain == ChainSpec::Forward {
                    "captures past empty holes chained"
                } else {
                    "captures past an empty hole"
                }
                .into(),
            );
            if *also_across {
                v.push("and across".into());
            }
        }
    }
    if d.extra_turn.any_store {
        v.push("extra turn in either store".into());
    } else if d.extra_turn.store {
        v.push("store extra turn".into());
    }
    if d.extra_turn.capture {
        v.push("capture extra turn".into());
    }
    if d.extra_turn.capture_once {
        v.push("capture extra turn once".into());
    }
    if d.moves.must_feed {
        v.push("must feed".into());
    }
    if let Some(r) = &d.rounds {
        v.push(
            if r.blocks {
                "rounds with blocked holes"
            } else {
                "rounds"
            }
            .into(),
        );
    }
    if d.children.is_some() {
        v.push("children".into());
    }
    v.join("; ")
}
