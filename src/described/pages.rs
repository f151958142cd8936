//! Rules pages: a [`Description`] told in English, as Markdown. The pages of the
//! repository's library (`docs/variants/<name>.md`, and the table docs/VARIANTS.md) are
//! made by these functions (`cargo run --example rules_pages`), so that a page says
//! what the description plays, never something written by hand beside it.
//!
//! Every field is read by destructuring its struct whole: a field added to the
//! language does not compile here until it is told in prose.

use crate::described::rules::capture::counts_phrase;
use crate::described::words::plural;

use crate::described::rules::board::{board_prose, board_short};
use crate::described::rules::capture::capture_prose;
use crate::described::rules::children::children_prose;
use crate::described::rules::end::{end_prose, repetition_prose};
use crate::described::rules::extra_turn::extra_turn_prose;
use crate::described::rules::moves::moves_prose;
use crate::described::rules::passing::passing_prose;
use crate::described::rules::rounds::rounds_prose;
use crate::described::rules::single_seed::single_seed_prose;
use crate::described::rules::sowing::sowing_prose;
use crate::described::{
    CaptureSpec, ChainSpec, Description, Laps, Opening, Origin, Rows, Singletons, SowDirection,
    StoreSowing, Take,
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
        single_seed_move,
        trades,
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
    let mut captures = capture_prose(capture, d.rounds.is_some());
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
    if (single_seed_move.takes_across || single_seed_move.singles_take_across)
        && captures == ["Nothing is ever captured."]
    {
        // The capture across is then the game's only one.
        captures.clear();
    }
    captures.extend(single_seed_prose(*single_seed_move));
    section(&mut out, "Captures", &captures);
    if let Some(c) = children {
        section(&mut out, "Children", &children_prose(c));
    }
    section(&mut out, "Extra turns", &extra_turn_prose(extra_turn));
    section(&mut out, "Moves", &moves_prose(moves));
    if let Some(t) = trades {
        section(
            &mut out,
            "Trades",
            &crate::described::rules::trades::prose(t),
        );
    }
    section(&mut out, "End", &end_prose(end, moves.no_move));
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

/// The few mechanisms that tell a game apart, in short, for the index.
fn mechanisms(d: &Description) -> String {
    let mut v: Vec<String> = Vec::new();
    match d.sowing.direction {
        SowDirection::CounterClockwise => {}
        SowDirection::Clockwise => v.push("clockwise".into()),
        SowDirection::PlayerChooses => v.push("direction chosen".into()),
        SowDirection::Split => v.push("split direction".into()),
        SowDirection::TowardsCentre => v.push("sown towards the centre".into()),
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
        Origin::LeaveOne => v.push("leaves one".into()),
    }
    if d.sowing.min_seeds > 1 {
        v.push(format!("sow ≥ {}", d.sowing.min_seeds));
    }
    if d.board.stores && d.sowing.stores == Some(StoreSowing::Both) {
        v.push("sows both stores".into());
    }
    v.extend(crate::described::rules::sides::mechanisms(d));
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
            v.extend(crate::described::rules::grand_slam::label(*grand_slam).map(String::from));
        }
        CaptureSpec::EmptyOwnHole { take, chain, .. } => {
            v.push(
                match take {
                    Take::Opposite => "empty-hole capture across",
                    Take::PullAcross => "empty hole pulls the seeds across",
                    _ => "empty-hole capture across + last seed",
                }
                .into(),
            );
            if *chain == ChainSpec::Forward {
                v.push("chained forward".into());
            }
        }
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
        CaptureSpec::NextHole { also_landing, .. } => v.push(
            if *also_landing {
                "captures the next hole and the last seed"
            } else {
                "captures the next hole"
            }
            .into(),
        ),
        CaptureSpec::OpponentRowReached { counts, .. } => v.push(format!(
            "reaching the opponent's row captures their {}s",
            counts_phrase(counts)
        )),
    }
    if !d.single_seed_move.captures {
        v.push("no capture after a single seed".into());
    }
    if d.single_seed_move.takes_across {
        v.push("a single seed takes across first".into());
    }
    if d.single_seed_move.singles_take_across {
        v.push("single seeds take across first".into());
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
    if d.moves.singletons == Singletons::LastResort {
        v.push("single seeds last".into());
    }
    match d.moves.opening {
        Some(Opening::PlusOneMinusOne) => v.push("prescribed opening".into()),
        Some(Opening::RightmostHole) => v.push("opening from the rightmost hole".into()),
        None => {}
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
    if d.trades.is_some() {
        v.push("hole trades".into());
    }
    v.join("; ")
}
