//! End-to-end tests of `mancala solve`, `mancala prove` and `mancala analyse --db`
//! (examples/mancala.rs), through the built binary.

use crate::common;

use common::{last_json, run_mancala as run};
use sowing::solve::{layer_size, Tablebase};
use sowing::{DjenonAboure, Player, Position};
use std::path::PathBuf;

fn temp_dir(name: &str) -> PathBuf {
    common::temp_dir("cli-solve", name)
}

#[test]
fn solve_builds_checks_and_resumes_then_analyse_marks_exact_values() {
    let dir = temp_dir("e2e");
    let d = dir.to_str().unwrap();
    let (code, out, err) = run(
        &[
            "solve",
            "djenon-aboure",
            "--seeds",
            "6",
            "--dir",
            d,
            "--check",
            "1",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("layer  6 pass  1") && err.contains("left"),
        "{err}"
    );
    assert!(err.contains("layer  6 done"), "{err}");
    let j = last_json(&out);
    let total: u64 = (0..=6).map(layer_size).sum();
    assert_eq!(j["seeds"], 6);
    assert_eq!(j["positions"], total);
    assert_eq!(j["checked"], total);
    assert_eq!(j["layers_built"], serde_json::json!([0, 1, 2, 3, 4, 5, 6]));
    assert_eq!(j["layers_skipped"], serde_json::json!([]));
    assert_eq!(j["layers_resumed"], serde_json::json!([]));
    let e = &j["estimate"];
    let files = total + 7 * 64;
    assert_eq!(j["bytes"], files);
    let disk = e["disk_bytes"].as_u64().unwrap();
    assert!(disk >= files && disk <= files + 7 * 256, "{e}");
    assert!(
        e["memory_bytes"].as_u64().unwrap() > 2 * layer_size(6),
        "{e}"
    );
    assert!(e["seconds"].as_f64().unwrap() > 0.0, "{e}");
    assert!(
        err.contains("estimate: disk") && err.contains("build: layers 0-6"),
        "{err}"
    );
    let layers = j["layers"].as_array().unwrap();
    assert_eq!(layers.len(), 7);
    for (n, l) in layers.iter().enumerate() {
        assert_eq!(l["seeds"], n);
        assert_eq!(l["positions"], layer_size(n as u32));
        assert!(l["passes"].as_u64().unwrap() >= 1);
    }
    // Again: nothing left to build, the same layers.
    let (code, out, err) = run(&["solve", "djenon-aboure", "--seeds", "6", "--dir", d], "");
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("done"), "{err}");
    assert!(
        err.contains("build: none") && err.contains("(resumed): layers 0-6"),
        "{err}"
    );
    assert_eq!(last_json(&out)["layers"], j["layers"]);
    assert_eq!(last_json(&out)["layers_built"], serde_json::json!([]));

    // analyse --db: a position of 6 seeds, every move exact.
    let tb = Tablebase::<DjenonAboure>::open(&dir).unwrap();
    let pos = DjenonAboure::from_parts(
        [0, 2, 0, 1, 0, 0, 0, 0, 2, 0, 1, 0],
        [20, 22],
        Player::South,
    )
    .unwrap();
    let position = serde_json::to_string(&pos).unwrap();
    let args = [
        "analyse",
        "djenon-aboure",
        "--position",
        &position,
        "--depth",
        "4",
        "--db",
        d,
        "--json",
    ];
    let (code, out, err) = run(&args, "");
    assert_eq!(code, 0, "{err}");
    let j = last_json(&out);
    let moves = j["moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    let best = moves[0]["score"]["exact"].as_i64().unwrap() as i32;
    assert_eq!(best, -2 + tb.exact(&pos).unwrap(), "{j}");
    assert_eq!(j["margin_now"], -2, "{j}");
    for m in moves {
        assert_eq!(m["exact"], true, "{m}");
        let exact = m["score"]["exact"].as_i64().unwrap();
        assert_eq!(m["final_margin"], exact, "{m}");
        assert_eq!(m["board_value"], exact + 2, "{m}");
        assert_eq!(m["pv"][0], m["move"], "{m}");
        assert!(m["score"]["exact"].as_i64().unwrap() as i32 <= best, "{m}");
        assert!(m["depth"].is_number() && m["nodes"].is_number(), "{m}");
    }
    assert!(out.contains("exact"), "{out}");
    // Without --db nothing is exact.
    let (code, out, err) = run(
        &args[..args.len() - 3]
            .iter()
            .chain(&["--json"])
            .copied()
            .collect::<Vec<_>>(),
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(last_json(&out)["moves"]
        .as_array()
        .unwrap()
        .iter()
        .all(|m| m["exact"] == false && m["final_margin"].is_null() && m["board_value"].is_null()));

    // prove --position: a position the tables hold is exact at once, with its final
    // margin (the captures so far, 20 - 22, included) and its board value.
    let (code, out, err) = run(
        &[
            "prove",
            "djenon-aboure",
            "--db",
            d,
            "--position",
            &position,
            "--json",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let p = last_json(&out);
    let v = tb.exact(&pos).unwrap() as i64;
    assert_eq!(p["exact"], true, "{p}");
    assert_eq!(
        (p["margin_now"].as_i64(), p["board_value"].as_i64()),
        (Some(-2), Some(v)),
        "{p}"
    );
    assert_eq!(p["final_margin"], -2 + v, "{p}");
    assert_eq!(
        (p["lo"].as_i64(), p["hi"].as_i64()),
        (Some(-2 + v), Some(-2 + v)),
        "{p}"
    );
    assert_eq!(p["depths"][0]["board_lo"], v, "{p}");
    assert_eq!(p["depths"][0]["lo"], -2 + v, "{p}");

    // prove over these few layers from a position of 8 seeds: bounds that hold.
    let (code, out, err) = run(
        &[
            "prove",
            "djenon-aboure",
            "--db",
            d,
            "--moves",
            "8",
            "--depth",
            "3",
            "--json",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let p = last_json(&out);
    assert!(
        p["lo"].as_i64().unwrap() <= p["hi"].as_i64().unwrap(),
        "{p}"
    );
    assert_eq!(p["db_seeds"], 6);
    assert_eq!(p["depths"].as_array().unwrap().len(), 3);
    // Not exact within 3 plies: no final margin, no board value; bounds of both.
    assert_eq!(p["exact"], false, "{p}");
    assert!(
        p["final_margin"].is_null() && p["board_value"].is_null(),
        "{p}"
    );
    assert_eq!(
        p["lo"].as_i64().unwrap() - p["margin_now"].as_i64().unwrap(),
        p["board_lo"].as_i64().unwrap(),
        "{p}"
    );
    // A match whose alpha-beta player has the databases.
    let (code, out, err) = run(
        &[
            "match",
            "djenon-aboure",
            "alphabeta:depth=2",
            "random",
            "--games",
            "2",
            "--db",
            d,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(last_json(&out)["games"], 2);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(pos.board().total() == 6);
}

#[test]
fn solve_and_db_errors_are_one_line_with_status_2() {
    let missing = temp_dir("missing");
    let m = missing.to_str().unwrap();
    for (args, needle) in [
        (
            vec!["solve", "oware", "--seeds", "4"],
            "djenon-aboure and hoyito-iii, and for described games",
        ),
        (vec!["solve", "djenon-aboure"], "--seeds"),
        (
            vec!["solve", "djenon-aboure", "--seeds", "60"],
            "60 is not in 0..=48",
        ),
        (
            vec!["solve", "djenon-aboure", "--seeds", "4", "--threads", "0"],
            "--threads",
        ),
        (
            vec!["analyse", "oware", "--db", m],
            "djenon-aboure and hoyito-iii, and for described games",
        ),
        (
            vec!["match", "oware", "random", "random", "--db", m],
            "djenon-aboure and hoyito-iii, and for described games",
        ),
        (
            vec!["play", "gore", "--db", m],
            "djenon-aboure and hoyito-iii, and for described games",
        ),
        (
            vec!["match", "djenon-aboure", "random", "random", "--db", m],
            "no databases",
        ),
        (vec!["analyse", "djenon-aboure", "--db", m], "no databases"),
        (vec!["prove", "djenon-aboure", "--db", m], "no databases"),
        (
            vec!["solve", "djenon-aboure", "--seeds", "4", "--json"],
            "unexpected argument '--json'",
        ),
    ] {
        let (code, out, err) = run(&args, "");
        assert_eq!(code, 2, "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn solve_says_which_layers_it_builds_and_skips_and_estimates_first() {
    let dir = temp_dir("plan");
    let d = dir.to_str().unwrap();
    // Hoyito III: layers 9-11 and 13 hold no position (captures take 4), 0-7 none
    // either (a game in progress has at least 8 seeds); nothing is built in a dry run.
    let (code, out, err) = run(
        &[
            "solve",
            "hoyito-iii",
            "--seeds",
            "13",
            "--dir",
            d,
            "--dry-run",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("build: layers 8, 12"), "{err}");
    assert!(
        err.contains("layers 9-11, 13: no position has that many seeds on the board")
            && err.contains("every capture takes 4"),
        "{err}"
    );
    assert!(
        err.contains("layers 0-7:") && err.contains("at least 8"),
        "{err}"
    );
    assert!(err.contains("estimate: disk"), "{err}");
    let j = last_json(&out);
    assert_eq!(j["dry_run"], true);
    assert_eq!(j["layers_built"], serde_json::json!([8, 12]));
    assert_eq!(
        j["layers_skipped"][1]["seeds"],
        serde_json::json!([9, 10, 11, 13])
    );
    assert!(j["layers_skipped"][1]["why"]
        .as_str()
        .unwrap()
        .contains("takes 4"));
    assert!(
        j["estimate"]["disk_bytes"].as_u64().unwrap() > layer_size(12),
        "{j}"
    );
    assert!(!dir.exists(), "a dry run creates nothing");

    // Every board up to 48 seeds: refused at once, with the numbers, nothing made.
    let began = std::time::Instant::now();
    let (code, out, err) = run(&["solve", "djenon-aboure", "--seeds", "48", "--dir", d], "");
    assert_eq!(code, 2, "{out}");
    assert!(began.elapsed().as_secs() < 20);
    let last = err.lines().last().unwrap();
    assert!(
        last.contains("refused") && last.contains("TB of disk") && last.contains("--force"),
        "{err}"
    );
    assert!(!dir.exists(), "a refused build creates nothing");

    // A build into missing folders says it created them; the skipped layers get
    // files of a header alone.
    let nested = dir.join("a").join("b");
    let (code, out, err) = run(
        &[
            "solve",
            "hoyito-iii",
            "--seeds",
            "7",
            "--dir",
            nested.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("created the folder"), "{err}");
    assert_eq!(
        last_json(&out)["layers_skipped"][0]["seeds"]
            .as_array()
            .unwrap()
            .len(),
        8
    );
    assert_eq!(
        std::fs::metadata(nested.join("hoyito-iii-07.i8"))
            .unwrap()
            .len(),
        64
    );

    // prove --position refuses a Hoyito III position of round 3 after a win (the last
    // four go to the previous winner): the databases are for the last four to the
    // capturer.
    let options = sowing::HoyitoOptions {
        round: 3,
        previous_winner: Some(Player::North),
    };
    let round3 = sowing::HoyitoIii::from_parts([4; 12], [0, 0], Player::South, options).unwrap();
    let round3 = serde_json::to_string(&round3).unwrap();
    let n = nested.to_str().unwrap();
    let (code, out, err) = run(
        &["prove", "hoyito-iii", "--db", n, "--position", &round3],
        "",
    );
    assert_eq!(code, 2, "{out}");
    assert!(
        err.contains("hoyito-iii-00.i8")
            && err.contains("\"last-four-to-capturer\", not \"last-four-to-winner\""),
        "{err}"
    );
    assert!(out.is_empty(), "{out}");
    // The same with the start of round 3 (--options): the layer is named.
    let south = r#"{"round": 3, "previous_winner": "south"}"#;
    let (code, out, err) = run(
        &[
            "prove",
            "hoyito-iii",
            "--db",
            n,
            "--options",
            south,
            "--depth",
            "1",
        ],
        "",
    );
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("hoyito-iii-00.i8"), "{err}");
    // Tables for the previous winner's last four: every board twice, the rules in
    // the output and the header; prove accepts either previous winner over them.
    let winner = dir.join("winner");
    let w = winner.to_str().unwrap();
    let (code, out, err) = run(
        &[
            "solve",
            "hoyito-iii",
            "--seeds",
            "8",
            "--threads",
            "1",
            "--dir",
            w,
            "--options",
            south,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("each layer holds every board 2 times"),
        "{err}"
    );
    let line = last_json(&out);
    assert_eq!(line["rules"], "last-four-to-winner");
    assert_eq!(
        (line["sides"].as_u64(), line["endless"].as_str()),
        (Some(2), Some("neither"))
    );
    assert_eq!(line["layers"][8]["positions"], 2 * 75_582);
    let header = std::fs::read(winner.join("hoyito-iii-08.i8")).unwrap();
    assert_eq!(&header[40..59], b"last-four-to-winner");
    for options in [south, r#"{"round": 4, "previous_winner": "north"}"#] {
        let (code, out, err) = run(
            &[
                "prove",
                "hoyito-iii",
                "--db",
                w,
                "--options",
                options,
                "--depth",
                "1",
                "--json",
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
        assert_eq!(last_json(&out)["rules"], "last-four-to-winner");
    }
    // A single game over them is refused, naming the layer.
    let (code, _, err) = run(&["prove", "hoyito-iii", "--db", w, "--depth", "1"], "");
    assert_eq!(code, 2);
    assert!(
        err.contains("hoyito-iii-00.i8") && err.contains("last-four-to-winner"),
        "{err}"
    );
    // And a position of another game.
    let other = serde_json::to_string(&<DjenonAboure as sowing::Ruleset>::start()).unwrap();
    let (code, _, err) = run(
        &["prove", "hoyito-iii", "--db", n, "--position", &other],
        "",
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("a position of djenon-aboure, not of hoyito-iii"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_dir_or_db_is_refused_with_what_is_wrong() {
    let dir = temp_dir("bad-dir");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("plain-file");
    std::fs::write(&file, "x").unwrap();
    let f = file.to_str().unwrap();
    let under = file.join("sub");
    for (args, needle) in [
        (
            vec!["solve", "djenon-aboure", "--seeds", "2", "--dir", f],
            "plain-file: a file, not a folder",
        ),
        (
            vec![
                "solve",
                "djenon-aboure",
                "--seeds",
                "2",
                "--dir",
                under.to_str().unwrap(),
            ],
            "plain-file is a file, not a folder",
        ),
    ] {
        let (code, _, err) = run(&args, "");
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("os error"), "{err}");
    }
    // A folder without write permission (root writes anywhere: then not tested).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let locked = dir.join("locked");
        std::fs::create_dir_all(&locked).unwrap();
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555)).unwrap();
        if std::fs::write(locked.join("probe"), "x").is_err() {
            let (code, _, err) = run(
                &[
                    "solve",
                    "djenon-aboure",
                    "--seeds",
                    "2",
                    "--dir",
                    locked.to_str().unwrap(),
                ],
                "",
            );
            assert_eq!(code, 2);
            assert!(
                err.contains("cannot create the folder or write in it"),
                "{err}"
            );
        }
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    // A damaged layer in --db: refused before any output, naming the file.
    let db = dir.join("db");
    let d = db.to_str().unwrap();
    let (code, _, err) = run(&["solve", "djenon-aboure", "--seeds", "4", "--dir", d], "");
    assert_eq!(code, 0, "{err}");
    let layer = db.join("djenon-aboure-04.i8");
    let mut bytes = std::fs::read(&layer).unwrap();
    *bytes.last_mut().unwrap() ^= 1;
    std::fs::write(&layer, &bytes).unwrap();
    for args in [
        vec!["prove", "djenon-aboure", "--db", d],
        vec!["analyse", "djenon-aboure", "--db", d],
        vec!["match", "djenon-aboure", "random", "random", "--db", d],
        vec!["play", "djenon-aboure", "--db", d],
        vec!["solve", "djenon-aboure", "--seeds", "5", "--dir", d],
    ] {
        let (code, out, err) = run(&args, "");
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(out.is_empty(), "{args:?}: {out}");
        let last = err.lines().last().unwrap();
        assert!(
            last.contains("djenon-aboure-04.i8: damaged"),
            "{args:?}: {err}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
