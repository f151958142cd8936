//! Endgame databases (`sowing::solve`): ranking, building, consistency, agreement with
//! an independent solver, resuming, and the search's exact leaves.

use proptest::prelude::*;
use sowing::search::{AlphaBeta, ExactLeaves, Limits, Score};
use sowing::solve::{
    build, layer_size, principal_variation, prove, rank, unrank, BuildOptions, Holes, SolveError,
    Tablebase, LAYER_FORMAT, LAYER_HEADER_BYTES, LAYER_MAGIC,
};
use sowing::DjenonAboure;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn temp_dir(name: &str) -> PathBuf {
    crate::common::temp_dir("solve", name)
}

/// The file of Djenon-aboure's layer of `n` seeds in `dir`, as the module docs name it.
fn layer_file(dir: &Path, n: u32) -> PathBuf {
    dir.join(format!("djenon-aboure-{n:02}.i8"))
}

#[test]
fn layer_sizes_are_binomials() {
    assert_eq!(layer_size(0), 1);
    assert_eq!(layer_size(1), 12);
    assert_eq!(layer_size(2), 78);
    assert_eq!(layer_size(24), 417_225_900);
    assert_eq!((0..=24).map(layer_size).sum::<u64>(), 1_251_677_700);
}

proptest! {
    #[test]
    fn rank_and_unrank_are_inverse(h in proptest::array::uniform12(0u8..=4)) {
        let n: u32 = h.iter().map(|&x| x as u32).sum();
        let r = rank(&h);
        prop_assert!(r < layer_size(n));
        prop_assert_eq!(unrank(n, r), Some(h));
    }

    #[test]
    fn unrank_and_rank_are_inverse(n in 0u32..=48, frac in 0.0f64..1.0) {
        let idx = ((layer_size(n) as f64 * frac) as u64).min(layer_size(n) - 1);
        let h: Holes = unrank(n, idx).unwrap();
        prop_assert_eq!(h.iter().map(|&x| x as u32).sum::<u32>(), n);
        prop_assert_eq!(rank(&h), idx);
    }
}

/// The layers up to `SMALL` seeds, built once for the tests of this file.
const SMALL: u32 = 8;

fn small() -> &'static Tablebase<DjenonAboure> {
    static TB: OnceLock<Tablebase<DjenonAboure>> = OnceLock::new();
    TB.get_or_init(|| {
        let dir = temp_dir("small");
        let stats =
            build::<DjenonAboure>(&dir, SMALL, &BuildOptions::default(), &mut |_| {}).unwrap();
        assert_eq!(stats.len(), SMALL as usize + 1);
        for s in &stats {
            assert_eq!(s.positions, layer_size(s.seeds));
            assert!(s.passes >= 1 && !s.resumed);
            assert_eq!(s.wins_draws_losses.iter().sum::<u64>(), s.positions);
        }
        let tb = Tablebase::<DjenonAboure>::open(&dir).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        tb
    })
}

#[test]
fn small_layers_build_and_every_value_is_the_best_over_its_successors() {
    let tb = small();
    assert_eq!(tb.max_seeds(), Some(SMALL));
    for n in 0..=SMALL {
        let (checked, bad) = tb.check_layer(n, 1, 0).unwrap();
        assert_eq!(checked, layer_size(n));
        assert!(bad.is_empty(), "layer {n}: ranks {bad:?}");
    }
}

#[test]
fn the_check_finds_a_wrong_value() {
    // The consistency pass can fail: a table with one value changed (and its checksum
    // made to match, at the place the module docs give) fails it there.
    let dir = temp_dir("wrong");
    build::<DjenonAboure>(&dir, 5, &BuildOptions::default(), &mut |_| {}).unwrap();
    let path = layer_file(&dir, 5);
    let mut bytes = std::fs::read(&path).unwrap();
    let at = LAYER_HEADER_BYTES as usize + 1000;
    bytes[at] = bytes[at].wrapping_add(1);
    let crc = crc32fast::hash(&bytes[LAYER_HEADER_BYTES as usize..]);
    bytes[12..16].copy_from_slice(&crc.to_le_bytes());
    std::fs::write(&path, &bytes).unwrap();
    let tb = Tablebase::<DjenonAboure>::open(&dir).unwrap();
    let (_, bad) = tb.check_layer(5, 1, 0).unwrap();
    assert!(bad.contains(&1000), "{bad:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn values_agree_with_an_independent_solver_on_ten_thousand_random_positions() {
    let tb = small();
    let mut rng = sowing::playout::Rng::new(12);
    let mut seen = 0;
    let mut nonzero = 0;
    let mut cyclic_roots = 0;
    let roots: Vec<DjenonAboure> = (0..10_000)
        .map(|_| {
            let n = rng.below(SMALL as usize + 1) as u32;
            let h = random_board(&mut rng, n);
            let mover = if rng.below(2) == 0 {
                Player::South
            } else {
                Player::North
            };
            DjenonAboure::from_parts(h, [(48 - n) as u8, 0], mover).unwrap()
        })
        .collect();
    let values = attractor_values(&roots);
    for (&pos, &expected) in roots.iter().zip(&values) {
        let n = pos.board().total();
        let mover = pos.to_move();
        let sign = if mover == Player::South { 1 } else { -1 };
        let now = pos.captured(Player::South) as i32 - pos.captured(Player::North) as i32;
        let got = tb.exact(&pos).unwrap();
        assert_eq!(now + sign * got, expected, "{pos:?}");
        seen += 1;
        nonzero += (got != 0) as u32;
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        cyclic_roots += moves.iter().any(|&m| {
            let mut c = pos;
            c.play(m).is_ok() && !c.is_over() && c.board().total() == n
        }) as u32;
    }
    assert_eq!(seen, 10_000);
    assert!(
        nonzero > 1000 && cyclic_roots > 1000,
        "{nonzero} {cyclic_roots}"
    );
}

#[test]
fn a_cut_off_build_resumes_with_the_same_bytes() {
    let dir = temp_dir("resume");
    let opts = BuildOptions {
        threads: 2,
        chunk: 977,
    };
    build::<DjenonAboure>(&dir, 7, &opts, &mut |_| {}).unwrap();
    let path = |n| layer_file(&dir, n);
    let before: Vec<Vec<u8>> = (0..=7).map(|n| std::fs::read(path(n)).unwrap()).collect();
    std::fs::remove_file(path(6)).unwrap();
    std::fs::remove_file(path(7)).unwrap();
    let mut passes = Vec::new();
    let stats = build::<DjenonAboure>(
        &dir,
        7,
        &BuildOptions {
            threads: 1,
            chunk: 1 << 16,
        },
        &mut |p| passes.push(p.seeds),
    )
    .unwrap();
    assert!(stats[..6].iter().all(|s| s.resumed));
    assert!(!stats[6].resumed && !stats[7].resumed);
    assert!(
        passes.iter().all(|&n| n >= 6),
        "only layers 6 and 7 are built again"
    );
    for n in 0..=7 {
        assert_eq!(
            std::fs::read(path(n)).unwrap(),
            before[n as usize],
            "layer {n}"
        );
    }
    // A layer of ten zero bytes is not a layer file.
    std::fs::write(path(7), [0u8; 10]).unwrap();
    assert!(matches!(
        Tablebase::<DjenonAboure>::open(&dir),
        Err(SolveError::NotALayerFile { .. })
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn layer_files_carry_the_documented_header() {
    use sowing::HoyitoIii;
    let dir = temp_dir("header");
    build::<DjenonAboure>(&dir, 5, &BuildOptions::default(), &mut |_| {}).unwrap();
    build::<HoyitoIii>(&dir, 5, &BuildOptions::default(), &mut |_| {}).unwrap();
    let padded = |text: &str, width: usize| {
        let mut f = text.as_bytes().to_vec();
        f.resize(width, 0);
        f
    };
    let bytes = std::fs::read(layer_file(&dir, 5)).unwrap();
    let head = LAYER_HEADER_BYTES as usize;
    assert_eq!(head, 64);
    assert_eq!(bytes.len(), head + layer_size(5) as usize);
    assert_eq!(&bytes[0..8], b"SOWINGTB");
    assert_eq!(bytes[0..8], LAYER_MAGIC);
    assert_eq!(u16::from_le_bytes([bytes[8], bytes[9]]), LAYER_FORMAT);
    assert_eq!(LAYER_FORMAT, 1);
    assert_eq!(u16::from_le_bytes([bytes[10], bytes[11]]), 5);
    let crc = u32::from_le_bytes(bytes[12..16].try_into().unwrap());
    assert_eq!(crc, crc32fast::hash(&bytes[head..]));
    let boards = u64::from_le_bytes(bytes[16..24].try_into().unwrap());
    assert_eq!(boards, layer_size(5));
    assert_eq!(bytes[24..40], padded("djenon-aboure", 16)[..]);
    assert_eq!(bytes[40..64], [0u8; 24]);
    // Hoyito III: no position with 5 seeds, so a header alone; the rules it is for.
    let hoyito = std::fs::read(dir.join("hoyito-iii-05.i8")).unwrap();
    assert_eq!(hoyito.len(), head);
    assert_eq!(hoyito[16..24], 0u64.to_le_bytes());
    assert_eq!(hoyito[24..40], padded("hoyito-iii", 16)[..]);
    assert_eq!(hoyito[40..64], padded("last-four-to-capturer", 24)[..]);
    // No temporary file is left.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2 * 2 * 6, "{names:?}");
    assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Opens `dir` with layer 6 replaced by `bytes`; the error, which must name the file.
fn open_with_layer_6(dir: &Path, bytes: &[u8]) -> SolveError {
    std::fs::write(layer_file(dir, 6), bytes).unwrap();
    let err = Tablebase::<DjenonAboure>::open(dir).unwrap_err();
    assert!(
        err.to_string().contains("djenon-aboure-06.i8"),
        "the message names the file: {err}"
    );
    err
}

#[test]
fn damaged_wrong_and_old_layer_files_are_refused_with_what_is_wrong() {
    use sowing::HoyitoIii;
    let dir = temp_dir("damaged");
    build::<DjenonAboure>(&dir, 6, &BuildOptions::default(), &mut |_| {}).unwrap();
    let good = std::fs::read(layer_file(&dir, 6)).unwrap();
    let head = LAYER_HEADER_BYTES as usize;

    // A flipped bit among the boards: the checksum catches it.
    let mut bad = good.clone();
    bad[head + 4321] ^= 0x10;
    let err = open_with_layer_6(&dir, &bad);
    assert!(matches!(err, SolveError::Checksum { .. }), "{err}");
    assert!(err.to_string().contains("damaged"), "{err}");
    // A build does not resume over it either.
    let err = build::<DjenonAboure>(&dir, 7, &BuildOptions::default(), &mut |_| {}).unwrap_err();
    assert!(matches!(err, SolveError::Checksum { .. }), "{err}");
    assert!(!layer_file(&dir, 7).exists());

    // Cut short, in the boards or in the header; or with bytes after the boards.
    for len in [good.len() - 1, good.len() / 2, head + 1, 40] {
        let err = open_with_layer_6(&dir, &good[..len]);
        assert!(
            matches!(err, SolveError::BadLayer { seeds: 6, found, .. } if found == len as u64),
            "{len}: {err}"
        );
        assert!(err.to_string().contains("truncated"), "{err}");
    }
    let mut long = good.clone();
    long.push(0);
    assert!(matches!(
        open_with_layer_6(&dir, &long),
        SolveError::BadLayer { .. }
    ));

    // The layer of 5 seeds under the name of 6.
    let five = std::fs::read(layer_file(&dir, 5)).unwrap();
    let err = open_with_layer_6(&dir, &five);
    assert!(
        matches!(
            err,
            SolveError::WrongLayer {
                found: 5,
                expected: 6,
                ..
            }
        ),
        "{err}"
    );

    // A layer of another game under this game's name.
    build::<HoyitoIii>(&dir, 6, &BuildOptions::default(), &mut |_| {}).unwrap();
    let hoyito = std::fs::read(dir.join("hoyito-iii-06.i8")).unwrap();
    let err = open_with_layer_6(&dir, &hoyito);
    assert!(
        matches!(&err, SolveError::WrongGame { found, expected: "djenon-aboure", .. } if found == "hoyito-iii"),
        "{err}"
    );
    // And a Hoyito III layer built for other rules (the last four to South, say).
    let mut other_rules = hoyito.clone();
    other_rules[40..64].fill(0);
    other_rules[40..58].copy_from_slice(b"last-four-to-south");
    std::fs::write(dir.join("hoyito-iii-06.i8"), &other_rules).unwrap();
    let err = Tablebase::<HoyitoIii>::open(&dir).unwrap_err();
    assert!(
        matches!(&err, SolveError::WrongRules { found, expected, .. } if found == "last-four-to-south" && expected == "last-four-to-capturer"),
        "{err}"
    );
    assert!(err.to_string().contains("hoyito-iii-06.i8"), "{err}");

    // Another format version, another board count.
    let mut v2 = good.clone();
    v2[8] = 2;
    assert!(matches!(
        open_with_layer_6(&dir, &v2),
        SolveError::LayerFormat { found: 2, .. }
    ));
    let mut count = good.clone();
    count[16] ^= 1;
    assert!(matches!(
        open_with_layer_6(&dir, &count),
        SolveError::WrongBoardCount { seeds: 6, .. }
    ));

    // The format before headers (the boards alone): refused, to be built again.
    let err = open_with_layer_6(&dir, &good[head..]);
    assert!(matches!(err, SolveError::HeaderlessLayer { .. }), "{err}");
    assert!(err.to_string().contains("build them again"), "{err}");
    // Anything else.
    let err = open_with_layer_6(&dir, b"{\"not\": \"a layer\"}");
    assert!(matches!(err, SolveError::NotALayerFile { .. }), "{err}");

    // Put back, it opens; a half-written file under the temporary name is neither
    // read nor left behind by the next build.
    std::fs::write(layer_file(&dir, 6), &good).unwrap();
    let tmp = dir.join("djenon-aboure-07.i8.tmp");
    std::fs::write(&tmp, &good[..100]).unwrap();
    assert_eq!(
        Tablebase::<DjenonAboure>::open(&dir).unwrap().max_seeds(),
        Some(6)
    );
    build::<DjenonAboure>(&dir, 7, &BuildOptions::default(), &mut |_| {}).unwrap();
    assert!(!tmp.exists());
    assert_eq!(
        Tablebase::<DjenonAboure>::open(&dir).unwrap().max_seeds(),
        Some(7)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_folder_that_cannot_hold_layers_is_refused_and_missing_ones_are_created() {
    use sowing::solve::prepare_folder;
    let dir = temp_dir("folders");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("a-file");
    std::fs::write(&file, "x").unwrap();
    let opts = BuildOptions::default();
    let err = build::<DjenonAboure>(&file, 2, &opts, &mut |_| {}).unwrap_err();
    assert!(
        matches!(&err, SolveError::NotAFolder { path, file: f } if path == &file && f == &file),
        "{err}"
    );
    assert!(err.to_string().ends_with("a file, not a folder"), "{err}");
    let under = file.join("x").join("y");
    let err = build::<DjenonAboure>(&under, 2, &opts, &mut |_| {}).unwrap_err();
    assert!(
        matches!(&err, SolveError::NotAFolder { path, file: f } if path == &under && f == &file),
        "{err}"
    );
    assert!(
        err.to_string().contains("a-file is a file, not a folder"),
        "{err}"
    );
    // Missing parents are created.
    let deep = dir.join("p").join("q");
    assert!(prepare_folder(&deep).unwrap());
    assert!(!prepare_folder(&deep).unwrap());
    build::<DjenonAboure>(&dir.join("r").join("s"), 2, &opts, &mut |_| {}).unwrap();
    assert!(dir.join("r/s/djenon-aboure-02.i8").is_file());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_estimate_says_what_a_build_does_and_needs() {
    use sowing::solve::{estimate, SkippedLayers, BASE_MEMORY_BYTES};
    use sowing::HoyitoIii;
    let dir = temp_dir("estimate");
    let opts = BuildOptions {
        threads: 1,
        chunk: 1 << 16,
    };
    // Hoyito III: only layers of 8, 12, … hold positions; the others are skipped, and
    // why.
    let e = estimate::<HoyitoIii>(&dir, 13, &opts).unwrap();
    assert!(e.resumed.is_empty());
    assert_eq!(e.build, [8, 12]);
    assert_eq!(e.skipped.len(), 2, "{:?}", e.skipped);
    assert_eq!(e.skipped[0].seeds, (0..8).collect::<Vec<_>>());
    assert!(e.skipped[0].why.contains("at least 8"), "{:?}", e.skipped);
    assert_eq!(e.skipped[1].seeds, [9, 10, 11, 13]);
    assert!(e.skipped[1].why.contains("takes 4"), "{:?}", e.skipped);
    let files = 14 * LAYER_HEADER_BYTES + layer_size(8) + layer_size(12);
    assert!(
        e.disk_bytes >= files && e.disk_bytes <= files + 14 * 256,
        "{e:?}"
    );
    assert_eq!(
        e.memory_bytes,
        layer_size(8) + 2 * layer_size(12) + BASE_MEMORY_BYTES
    );
    assert!(
        e.seconds > 0.0 && e.sampled == 2000 && e.threads == 1,
        "{e:?}"
    );
    assert_eq!(e.passes, 45);
    // Djenon-aboure resuming after 5 seeds: layers 6 and 7 to build, the peak while
    // building layer 7 with every layer below in memory.
    build::<DjenonAboure>(&dir, 5, &opts, &mut |_| {}).unwrap();
    let e = estimate::<DjenonAboure>(&dir, 7, &opts).unwrap();
    assert_eq!(e.resumed, [0, 1, 2, 3, 4, 5]);
    assert_eq!((e.build.clone(), e.skipped.clone()), (vec![6, 7], vec![]));
    let below: u64 = (0..7).map(layer_size).sum();
    assert_eq!(
        e.memory_bytes,
        below + 2 * layer_size(7) + BASE_MEMORY_BYTES
    );
    let _: Vec<SkippedLayers> = e.skipped;
    // Refused: too many seeds, a file for a folder.
    assert!(matches!(
        estimate::<DjenonAboure>(&dir, 49, &opts),
        Err(SolveError::TooManySeeds(49))
    ));
    assert!(matches!(
        estimate::<DjenonAboure>(&layer_file(&dir, 0), 3, &opts),
        Err(SolveError::NotAFolder { .. })
    ));
    // Every layer up to 48 seeds: about 1.4 TB of files, worked out in an instant.
    let began = std::time::Instant::now();
    let e = estimate::<DjenonAboure>(&temp_dir("estimate-48"), 48, &opts).unwrap();
    assert!(e.disk_bytes > 1_000_000_000_000, "{e:?}");
    assert!(e.memory_bytes > e.disk_bytes / 2, "{e:?}");
    assert!(began.elapsed().as_secs() < 10);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A build killed (SIGKILL) in the middle of a layer leaves only complete layer files,
/// and run again it ends with the files of a build never interrupted, byte for byte
/// (the statistics apart from their timings).
#[cfg(unix)]
#[test]
fn a_build_killed_in_the_middle_of_a_layer_resumes_to_the_same_files() {
    use crate::common;
    use std::io::{BufRead, BufReader};
    use std::os::unix::process::ExitStatusExt;
    use std::process::{Command, Stdio};
    // Layer 10 takes about a second in a test build; the kill comes once layer 9 has
    // finished its first pass (of about 6), so layers 9 and 10 are still to come.
    const K: u32 = 10;
    const KILL_IN: u32 = 9;
    let killed = temp_dir("killed");
    let args = [
        "solve",
        "djenon-aboure",
        "--seeds",
        "10",
        "--threads",
        "1",
        "--dir",
        killed.to_str().unwrap(),
    ];
    let mut child = Command::new(common::mancala())
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut seen = Vec::new();
    let cue = format!("layer {KILL_IN:>2} pass  1:");
    for line in BufReader::new(child.stderr.take().unwrap()).lines() {
        let line = line.unwrap();
        let found = line.starts_with(&cue);
        seen.push(line);
        if found {
            break;
        }
    }
    assert!(seen.last().unwrap().starts_with(&cue), "{seen:#?}");
    assert!(layer_file(&killed, KILL_IN - 1).is_file());
    child.kill().unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.signal(), Some(9), "{status:?}");
    assert!(!layer_file(&killed, K).exists(), "the kill came too late");
    // What it left: complete layers only, each accepted with every check.
    let left = Tablebase::<DjenonAboure>::open(&killed).unwrap();
    let max = left.max_seeds().unwrap();
    assert!((KILL_IN - 1..K).contains(&max), "{max}");

    let (code, _, err) = common::run_mancala(&args, "");
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains(&format!("already in the folder (resumed): layers 0-{max}")),
        "{err}"
    );

    let whole = temp_dir("never-killed");
    let opts = BuildOptions {
        threads: 1,
        chunk: 1 << 16,
    };
    build::<DjenonAboure>(&whole, K, &opts, &mut |_| {}).unwrap();
    let names = |d: &Path| {
        let mut v: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    };
    assert_eq!(names(&killed), names(&whole));
    for name in names(&whole) {
        let (a, b) = (
            std::fs::read(killed.join(&name)).unwrap(),
            std::fs::read(whole.join(&name)).unwrap(),
        );
        if name.ends_with(".i8") {
            assert!(a == b, "{name} differs");
        } else {
            let strip = |bytes: &[u8]| {
                let mut v: serde_json::Value = serde_json::from_slice(bytes).unwrap();
                v.as_object_mut().unwrap().remove("seconds");
                v
            };
            assert_eq!(strip(&a), strip(&b), "{name}");
        }
    }
    std::fs::remove_dir_all(&killed).unwrap();
    std::fs::remove_dir_all(&whole).unwrap();
}

#[test]
fn the_layers_match_the_tables_of_a_single_thread() {
    let dir = temp_dir("one-thread");
    build::<DjenonAboure>(
        &dir,
        SMALL,
        &BuildOptions {
            threads: 1,
            chunk: 1 << 20,
        },
        &mut |_| {},
    )
    .unwrap();
    let one = Tablebase::<DjenonAboure>::open(&dir).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    for n in 0..=SMALL {
        for idx in 0..layer_size(n) {
            let h = unrank(n, idx).unwrap();
            assert_eq!(one.value(0, &h), small().value(0, &h));
        }
    }
}

#[test]
fn perfect_lines_keep_the_value_and_end() {
    let tb = small();
    let mut rng = sowing::playout::Rng::new(5);
    for _ in 0..300 {
        let n = 2 + rng.below(SMALL as usize - 1) as u32;
        let h = random_board(&mut rng, n);
        let pos = DjenonAboure::from_parts(h, [(48 - n) as u8, 0], Player::South).unwrap();
        if pos.is_over() {
            continue;
        }
        let v = tb.exact(&pos).unwrap();
        let line = tb.best_line(&pos, 200).unwrap();
        let mut p = pos;
        for &m in &line {
            p.play(m).unwrap();
        }
        let margin =
            p.captured(Player::South) as i32 - p.captured(Player::North) as i32 - (48 - n as i32);
        let rest = tb.exact(&p).unwrap();
        let rest = if p.is_over() || p.to_move() == Player::South {
            rest
        } else {
            -rest
        };
        assert_eq!(margin + rest, v, "{pos:?} {line:?}");
        if v != 0 {
            assert!(p.is_over(), "a line worth {v} ends: {pos:?} {line:?}");
        }
    }
}

#[test]
fn the_search_uses_the_tables_as_exact_leaves() {
    let tb = small();
    let mut rng = sowing::playout::Rng::new(9);
    let mut checked = 0;
    while checked < 40 {
        let n = 9 + rng.below(4) as u32;
        let h = random_board(&mut rng, n);
        let pos = DjenonAboure::from_parts(h, [(48 - n) as u8, 0], Player::South).unwrap();
        if pos.is_over() {
            continue;
        }
        // Deep enough to be proven without the tables.
        let plain = AlphaBeta::new().search(&pos, Limits::depth(40));
        if !matches!(
            plain.score,
            Score::Win { .. } | Score::Loss { .. } | Score::Draw
        ) {
            continue;
        }
        let leaves = Box::new(TableRef(tb));
        let r = AlphaBeta::new()
            .with_leaves(leaves)
            .search(&pos, Limits::depth(40));
        let kind = |s: Score| match s {
            Score::Win { .. } => 1,
            Score::Loss { .. } => -1,
            Score::Draw => 0,
            _ => 9,
        };
        // The position's own margin (0 here: a draw is 24–24) decides the same result.
        assert_eq!(kind(r.score), kind(plain.score), "{pos:?}");
        assert!(
            r.nodes <= plain.nodes,
            "{pos:?}: {} > {}",
            r.nodes,
            plain.nodes
        );
        checked += 1;
    }
}

#[test]
fn proofs_over_fewer_layers_bound_the_value_and_meet_it() {
    let full = small();
    let few = full.up_to(4);
    let mut rng = sowing::playout::Rng::new(31);
    let (mut exact, mut tried) = (0, 0);
    while tried < 150 {
        let n = 6 + rng.below(3) as u32;
        let h = random_board(&mut rng, n);
        let mover = if rng.below(2) == 0 {
            Player::South
        } else {
            Player::North
        };
        let pos = DjenonAboure::from_parts(h, [(48 - n) as u8, 0], mover).unwrap();
        if pos.is_over() {
            continue;
        }
        tried += 1;
        let v = full.exact(&pos).unwrap();
        for depth in [1, 3, 6, 10] {
            let p = prove(&few, &pos, depth).unwrap();
            assert!(
                p.lo <= v && v <= p.hi,
                "{pos:?} depth {depth}: {v} not in [{}, {}]",
                p.lo,
                p.hi
            );
            if depth == 10 && p.lo == p.hi {
                exact += 1;
                let line = principal_variation(&few, &pos, depth).unwrap();
                let mut q = pos;
                for &m in &line {
                    q.play(m).unwrap();
                }
                let sign = |p: Player| if p == mover { 1 } else { -1 };
                let gained = sign(Player::South)
                    * (q.captured(Player::South) as i32
                        - q.captured(Player::North) as i32
                        - (48 - n as i32));
                let rest = if q.is_over() {
                    0
                } else {
                    sign(q.to_move()) * full.exact(&q).unwrap()
                };
                assert_eq!(gained + rest, v, "{pos:?} {line:?}");
            }
        }
    }
    assert!(exact > 30, "only {exact} proofs met");
}

#[test]
fn any_tablebase_answers_like_the_game_s_own_and_refuses_what_it_lacks() {
    use sowing::solve::AnyTablebase;
    use sowing::{AnyGame, GameKind};
    use std::sync::Arc;
    let dir = temp_dir("any");
    build::<DjenonAboure>(&dir, 6, &BuildOptions::default(), &mut |_| {}).unwrap();
    let typed = Tablebase::<DjenonAboure>::open(&dir).unwrap();
    let any = AnyTablebase::open(GameKind::DjenonAboure, &dir).unwrap();
    assert_eq!(any.kind(), GameKind::DjenonAboure);
    assert_eq!(any.max_seeds(), Some(6));
    let leaves: Box<dyn ExactLeaves<AnyGame>> = Box::new(Arc::new(any.clone()));
    let mut rng = sowing::playout::Rng::new(17);
    for _ in 0..300 {
        let n = rng.below(9) as u32;
        let mover = if rng.below(2) == 0 {
            Player::South
        } else {
            Player::North
        };
        let h = random_board(&mut rng, n);
        let pos = DjenonAboure::from_parts(h, [(48 - n) as u8, 0], mover).unwrap();
        let wide = AnyGame::from(pos);
        assert_eq!(any.exact(&wide), typed.exact(&pos), "{pos:?}");
        assert_eq!(leaves.exact(&wide), typed.exact(&pos), "{pos:?}");
        assert_eq!(
            any.best_line(&wide, 40).unwrap(),
            typed.best_line(&pos, 40).unwrap(),
            "{pos:?}"
        );
    }
    // Positions of another game are not in them.
    let other = AnyGame::start(GameKind::HoyitoIii);
    assert_eq!(any.exact(&other), None);
    assert!(any.best_line(&other, 10).unwrap().is_empty());
    // A game without databases is refused with the games that have them.
    let err = AnyTablebase::open(GameKind::Oware, &dir).unwrap_err();
    assert!(matches!(err, SolveError::NoDatabases(GameKind::Oware)));
    assert_eq!(
        err.to_string(),
        "endgame databases exist for djenon-aboure and hoyito-iii, and for described games of two rows of six, not oware"
    );
    // So is a folder without a layer of the game.
    let err = AnyTablebase::open(GameKind::HoyitoIii, &dir).unwrap_err();
    assert!(
        matches!(
            err,
            SolveError::NoLayers {
                game: GameKind::HoyitoIii,
                ..
            }
        ),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    let err = AnyTablebase::open(GameKind::DjenonAboure, &dir).unwrap_err();
    assert!(
        err.to_string().ends_with("no databases of djenon-aboure"),
        "{err}"
    );
}

#[test]
fn the_start_is_proven_the_same_with_the_tables_and_without() {
    // Without tables (the empty board only) the bounds meet at 21 plies: every line
    // that matters ends, so the value holds whatever an endless line is worth.
    use sowing::Ruleset;
    let start = DjenonAboure::start();
    let bare = prove(&small().up_to(0), &start, 21).unwrap();
    let with = (15..=21)
        .map(|d| prove(small(), &start, d).unwrap())
        .find(|p| p.lo == p.hi)
        .unwrap();
    assert_eq!(bare.lo, bare.hi, "{bare:?}");
    assert_eq!((with.lo, with.hi), (bare.lo, bare.hi), "{with:?}");
    assert!(bare.lo > 0, "tests/suite/search.rs: the first player wins");
    assert!(with.depth <= bare.depth);
    let line = principal_variation(small(), &start, with.depth).unwrap();
    let mut p = start;
    for &m in &line {
        p.play(m).unwrap();
    }
    assert!(p.is_over(), "{line:?}");
    assert_eq!(
        p.captured(Player::South) as i32 - p.captured(Player::North) as i32,
        bare.lo,
        "{line:?}"
    );
}

#[test]
fn hoyito_iii_layers_build_and_agree_with_the_independent_solver() {
    use sowing::{HoyitoIii, HoyitoOptions};
    let dir = temp_dir("hoyito");
    let stats = build::<HoyitoIii>(&dir, 8, &BuildOptions::default(), &mut |_| {}).unwrap();
    // Only 8 seeds and more hold games in progress; the smaller layers are empty.
    assert!(stats[..8].iter().all(|s| s.positions == 0));
    assert_eq!(stats[8].positions, layer_size(8));
    let tb = Tablebase::<HoyitoIii>::open(&dir).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let (checked, bad) = tb.check_layer(8, 1, 0).unwrap();
    assert_eq!((checked, bad.len()), (layer_size(8), 0));
    let mut rng = sowing::playout::Rng::new(4);
    let mut nonzero = 0;
    let roots: Vec<HoyitoIii> = (0..2000)
        .map(|_| {
            let h = random_board(&mut rng, 8);
            let mover = if rng.below(2) == 0 {
                Player::South
            } else {
                Player::North
            };
            HoyitoIii::from_parts(h, [40, 0], mover, HoyitoOptions::default()).unwrap()
        })
        .collect();
    let values = attractor_values(&roots);
    for (pos, &expected) in roots.iter().zip(&values) {
        let sign = if pos.to_move() == Player::South {
            1
        } else {
            -1
        };
        let got = tb.exact(pos).unwrap();
        assert_eq!(40 + sign * got, expected, "{pos:?}");
        nonzero += (got != 0) as u32;
    }
    assert!(nonzero > 200);
    // Round 3 after a win gives the last four to the previous winner: not covered.
    let round3 = HoyitoOptions {
        round: 3,
        previous_winner: Some(Player::North),
    };
    let pos = HoyitoIii::from_parts(
        [0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 0, 0],
        [40, 0],
        Player::South,
        round3,
    )
    .unwrap();
    assert_eq!(tb.exact(&pos), None);
}

/// A random Hoyito III position of `n` seeds on the board whose options play under
/// `rules` (the capturer's: a single game, round 2 after a win, round 4 after a draw;
/// the winner's: round 3 or later after a win by either player), either player to
/// move.
fn random_hoyito(
    rng: &mut sowing::playout::Rng,
    n: u32,
    rules: sowing::solve::TableRules,
) -> sowing::HoyitoIii {
    use sowing::solve::LAST_FOUR_TO_WINNER;
    use sowing::{HoyitoIii, HoyitoOptions};
    let player = |rng: &mut sowing::playout::Rng| {
        if rng.below(2) == 0 {
            Player::South
        } else {
            Player::North
        }
    };
    let options = if rules == LAST_FOUR_TO_WINNER {
        HoyitoOptions::new(3 + rng.below(3) as u32, Some(player(rng))).unwrap()
    } else {
        match rng.below(3) {
            0 => HoyitoOptions::default(),
            1 => HoyitoOptions::new(2, Some(player(rng))).unwrap(),
            _ => HoyitoOptions::new(4, None).unwrap(),
        }
    };
    let h = random_board(rng, n);
    let mover = player(rng);
    HoyitoIii::from_parts(h, [(48 - n) as u8, 0], mover, options).unwrap()
}

/// `count` random positions of layer `n` of Hoyito III under `rules`, drawn from `seed`,
/// and the independent solver's graph of what they reach.
fn hoyito_roots(
    n: u32,
    count: usize,
    seed: u64,
    rules: sowing::solve::TableRules,
) -> (Vec<sowing::HoyitoIii>, Graph<sowing::HoyitoIii>) {
    let mut rng = sowing::playout::Rng::new(seed);
    let roots: Vec<_> = (0..count)
        .map(|_| random_hoyito(&mut rng, n, rules))
        .collect();
    let graph = Graph::explore(&roots);
    (roots, graph)
}

/// Checks `roots` (positions of layer `n` of `tb`, of Hoyito III, drawn for its rules
/// by [`hoyito_roots`], with `graph`) against the independent solver, lines that never
/// end counted as the tables count them (to `endless_to` under the extremes); returns
/// how many are not 0.
fn hoyito_agrees_with_the_independent_solver(
    tb: &Tablebase<sowing::HoyitoIii>,
    n: u32,
    (roots, graph): &(Vec<sowing::HoyitoIii>, Graph<sowing::HoyitoIii>),
) -> usize {
    use sowing::solve::Endless;
    let tables = tb.tables();
    let endless_to = (tables.endless == Endless::Extremes).then(|| tb.endless_to());
    let values = graph.values(roots, endless_to);
    let mut nonzero = 0;
    for (pos, &expected) in roots.iter().zip(&values) {
        let sign = if pos.to_move() == Player::South {
            1
        } else {
            -1
        };
        let got = tb.exact(pos).unwrap();
        assert_eq!(
            (48 - n) as i32 + sign * got,
            expected,
            "{tables:?}, endless to {endless_to:?}: {pos:?}"
        );
        nonzero += (got != 0) as usize;
    }
    nonzero
}

#[test]
fn hoyito_iii_tables_of_the_last_four_to_the_capturer_agree_with_the_independent_solver() {
    hoyito_iii_tables_agree_with_the_independent_solver(sowing::solve::LAST_FOUR_TO_CAPTURER);
}

#[test]
fn hoyito_iii_tables_of_the_last_four_to_the_winner_agree_with_the_independent_solver() {
    hoyito_iii_tables_agree_with_the_independent_solver(sowing::solve::LAST_FOUR_TO_WINNER);
}

/// The tables of layers 0 to 8 under `rules`, lines that never end to neither side
/// and to the extremes (read both ways), built, checked, and compared position by
/// position with the independent solver. (Two tests, one for each rule of the last
/// four, so that they run side by side.)
fn hoyito_iii_tables_agree_with_the_independent_solver(rules: sowing::solve::TableRules) {
    use sowing::solve::{build_for, Endless, Tables, LAST_FOUR_TO_CAPTURER, LAST_FOUR_TO_WINNER};
    use sowing::HoyitoIii;
    // The same positions under every reading: their graph explored once.
    let roots = hoyito_roots(8, 300, 8, rules);
    for endless in [Endless::Neither, Endless::Extremes] {
        let tables = Tables { rules, endless };
        let dir = temp_dir(&format!("hoyito-{}", tables.header_rules()));
        let opts = BuildOptions::default();
        let stats = build_for::<HoyitoIii>(&dir, 8, &tables, &opts, &mut |_| {}).unwrap();
        assert_eq!(stats[8].positions, layer_size(8) * tables.sides() as u64);
        // The folder's tables are what its headers say, and other rules are refused.
        let tb = Tablebase::<HoyitoIii>::open(&dir).unwrap();
        assert_eq!(tb.tables(), tables);
        let other = if rules == LAST_FOUR_TO_WINNER {
            LAST_FOUR_TO_CAPTURER
        } else {
            LAST_FOUR_TO_WINNER
        };
        let err = Tablebase::<HoyitoIii>::open_for(&dir, other).unwrap_err();
        assert!(
            matches!(&err, SolveError::WrongRules { path, .. } if path.ends_with("hoyito-iii-00.i8")),
            "{err}"
        );
        // Under the extremes, the same tables read with lines that never end going
        // to North as well as to South.
        let mut readings = vec![tb];
        if endless == Endless::Extremes {
            let north = Tablebase::<HoyitoIii>::open(&dir).unwrap();
            readings.push(north.with_endless_to(Player::North));
        }
        std::fs::remove_dir_all(&dir).unwrap();
        let (checked, bad) = readings[0].check_layer(8, 1, 0).unwrap();
        assert_eq!((checked, bad.len()), (stats[8].positions, 0));
        for tb in readings {
            let nonzero = hoyito_agrees_with_the_independent_solver(&tb, 8, &roots);
            assert!(nonzero > 30, "{tables:?}: {nonzero}");
        }
    }
}

#[test]
fn the_player_with_the_tables_plays_endgames_perfectly() {
    use sowing::search::{play_out, Engine, Spec};
    use sowing::Game;
    let tb = small();
    let mut rng = sowing::playout::Rng::new(77);
    let mut tested = 0;
    let mut short_sighted_fell_short = 0;
    while tested < 200 {
        let n = 3 + rng.below(SMALL as usize - 2) as u32;
        let h = random_board(&mut rng, n);
        let pos = DjenonAboure::from_parts(h, [(48 - n) as u8, 0], Player::South).unwrap();
        if pos.is_over() {
            continue;
        }
        tested += 1;
        let v = tb.exact(&pos).unwrap();
        let spec: Spec = "alphabeta:depth=1".parse().unwrap();
        // South perfect, North random: South ends with at least the value.
        let mut south = Engine::new(spec, 1).with_leaves(Box::new(TableRef(tb)));
        let mut north = Engine::new(Spec::Random, tested);
        let mut game = Game::new(pos).with_ply_limit(Some(400));
        play_out(&mut game, &mut south, &mut north);
        let p = game.position();
        let got =
            p.captured(Player::South) as i32 - p.captured(Player::North) as i32 - (48 - n as i32);
        if v > 0 {
            assert!(game.is_finished(), "a won endgame is converted: {pos:?}");
        }
        if game.is_finished() {
            assert!(got >= v, "{pos:?}: value {v}, got {got}");
        }
        // The same search without the tables does not always get there.
        let mut plain = Engine::new(spec, 1);
        let mut north = Engine::new(Spec::Random, tested);
        let mut game = Game::new(pos).with_ply_limit(Some(400));
        play_out(&mut game, &mut plain, &mut north);
        let p = game.position();
        let plain_got =
            p.captured(Player::South) as i32 - p.captured(Player::North) as i32 - (48 - n as i32);
        short_sighted_fell_short += (game.is_finished() && plain_got < v) as u32;
    }
    assert!(
        short_sighted_fell_short > 0,
        "the test tells perfect play from depth 1"
    );
}

/// Issue: once every move lost, the player ranked moves by how long the loss took,
/// not by the final margin. Positions whose own layer is left out of the leaves (so
/// the search proves the value through lower layers), lost for South, with moves of
/// different values: the move chosen keeps the best margin the full tables allow.
#[test]
fn in_a_proven_loss_the_player_keeps_the_best_margin() {
    use sowing::search::{Engine, Spec};
    use sowing::Game;
    let tb = small();
    let mut rng = sowing::playout::Rng::new(2027);
    let (mut tested, mut tried) = (0, 0);
    // Most small boards give a single move or moves of one value: sample many.
    while tested < 12 {
        tried += 1;
        assert!(
            tried < 200_000,
            "only {tested} lost positions with a choice found"
        );
        let n = 5 + rng.below(SMALL as usize - 4) as u32;
        let h = random_board(&mut rng, n);
        // Captures split evenly: nothing is decided before the end.
        let taken = 48 - n;
        let pos = DjenonAboure::from_parts(
            h,
            [(taken / 2) as u8, (taken - taken / 2) as u8],
            Player::South,
        )
        .unwrap();
        if pos.is_over() || pos.decided().is_some() {
            continue;
        }
        let Some(values) = tb.move_values(&pos).unwrap() else {
            continue;
        };
        let best = values.iter().map(|&(_, v)| v).max().unwrap();
        let worst = values.iter().map(|&(_, v)| v).min().unwrap();
        if best >= 0 || best == worst {
            continue;
        }
        // The leaves stop below the position's own layer.
        let leaves = tb.up_to(n - 1);
        let spec: Spec = "alphabeta:depth=40".parse().unwrap();
        let mut south = Engine::new(spec, 1).with_leaves(leaves);
        let game = Game::new(pos);
        let r = south.think(&game).unwrap();
        if !matches!(r.score, Score::Loss { .. }) {
            continue; // not proven within the search
        }
        let chosen = south.choose(&game).unwrap();
        let got = values.iter().find(|&&(m, _)| m == chosen).unwrap().1;
        assert_eq!(
            got, best,
            "{pos:?}: chose {chosen} worth {got}, best {best}: {values:?}"
        );
        // The score says the margin it keeps (the captures so far count too).
        let Score::Loss { margin, .. } = r.score else {
            unreachable!()
        };
        let so_far = pos.captured(Player::South) as i32 - pos.captured(Player::North) as i32;
        assert_eq!(margin, so_far + best, "{pos:?}");
        tested += 1;
    }
}

/// The shared tables as leaves.
struct TableRef(&'static Tablebase<DjenonAboure>);

impl ExactLeaves<DjenonAboure> for TableRef {
    fn exact(&self, pos: &DjenonAboure) -> Option<i32> {
        self.0.exact(pos)
    }
}

// ---------------------------------------------------------------------------------
// An independent solver: the explicit graph of positions (captures included) reachable
// from a root, through `legal_moves` and `play` only, solved threshold by threshold
// with attractors (no value iteration, no ranking, no board normalisation).

use sowing::{MoveList, Player, Position};
use std::collections::HashMap;

/// South's final capture margin under perfect play from each of `roots`, a line that
/// never ends counting the seeds left on the board for neither side. One graph for all
/// the roots: they share most of what they reach.
fn attractor_values<P: Position>(roots: &[P]) -> Vec<i32> {
    Graph::explore(roots).values(roots, None)
}

/// The explicit graph of the positions reachable from some roots: each position once,
/// with the positions its legal moves lead to.
struct Graph<P> {
    index: HashMap<P, usize>,
    nodes: Vec<P>,
    succ: Vec<Vec<usize>>,
}

impl<P: Position> Graph<P> {
    /// Every position reachable from `roots`, through `legal_moves` and `play` only.
    fn explore(roots: &[P]) -> Graph<P> {
        let mut index: HashMap<P, usize> = HashMap::new();
        let mut nodes = Vec::new();
        let mut succ: Vec<Vec<usize>> = Vec::new();
        for &r in roots {
            index.entry(r).or_insert_with(|| {
                nodes.push(r);
                nodes.len() - 1
            });
        }
        let mut moves = MoveList::new();
        let mut i = 0;
        while i < nodes.len() {
            let p = nodes[i];
            p.legal_moves(&mut moves);
            let mut out = Vec::new();
            for &mv in moves.iter() {
                let mut c = p;
                c.play(mv).unwrap();
                let next = *index.entry(c).or_insert_with(|| {
                    nodes.push(c);
                    nodes.len() - 1
                });
                out.push(next);
            }
            succ.push(out);
            i += 1;
        }
        Graph { index, nodes, succ }
    }

    /// [`attractor_values`] of `roots` (explored here) with a line that never ends
    /// giving every seed left on the board to `endless_to` (`None`: to neither side).
    fn values(&self, roots: &[P], endless_to: Option<Player>) -> Vec<i32> {
        let Graph { index, nodes, succ } = self;
        let margin = |p: &P| p.captured(Player::South) as i32 - p.captured(Player::North) as i32;
        let mut value: Vec<Option<i32>> = nodes
            .iter()
            .map(|p| p.is_over().then(|| margin(p)))
            .collect();
        // Groups of unfinished positions with the same captures, most captured first: a
        // move leaves its group only by capturing or by ending the game.
        let mut groups: HashMap<(u32, u32), Vec<usize>> = HashMap::new();
        for (k, p) in nodes.iter().enumerate() {
            if !p.is_over() {
                groups
                    .entry((p.captured(Player::South), p.captured(Player::North)))
                    .or_default()
                    .push(k);
            }
        }
        let mut order: Vec<_> = groups.into_iter().collect();
        order.sort_by_key(|((s, n), _)| std::cmp::Reverse(s + n));
        // A node's place in its group while the group is solved (`usize::MAX`: outside).
        let mut local = vec![usize::MAX; nodes.len()];
        for ((s, n), members) in order {
            // What staying in the group for ever is worth to South.
            let board = nodes[members[0]].total_seeds() as i32 - s as i32 - n as i32;
            let c = s as i32 - n as i32
                + match endless_to {
                    None => 0,
                    Some(Player::South) => board,
                    Some(Player::North) => -board,
                };
            for (j, &k) in members.iter().enumerate() {
                local[k] = j;
            }
            // Each member's moves within the group (as predecessors of their targets) and
            // the values of its exits, which are solved first.
            let mut preds: Vec<Vec<usize>> = vec![Vec::new(); members.len()];
            let mut inner = vec![0usize; members.len()];
            let mut exits: Vec<Vec<i32>> = vec![Vec::new(); members.len()];
            for (j, &k) in members.iter().enumerate() {
                for &t in &succ[k] {
                    match local[t] {
                        usize::MAX => exits[j].push(value[t].expect("exits are solved first")),
                        tj => {
                            preds[tj].push(j);
                            inner[j] += 1;
                        }
                    }
                }
            }
            let mut candidates: Vec<i32> = exits.iter().flatten().copied().collect();
            candidates.push(c);
            candidates.sort_unstable();
            candidates.dedup();
            let mut best = vec![i32::MIN; members.len()];
            for &t in &candidates {
                // Who wins "South ends with at least t": if staying for ever is good
                // enough for South (c ≥ t), South wins unless North can force an exit
                // below t; otherwise South must force an exit at t or above.
                let south_needs_exit = c < t;
                let (attractor_player, good_exit): (Player, fn(i32, i32) -> bool) =
                    if south_needs_exit {
                        (Player::South, |v, t| v >= t)
                    } else {
                        (Player::North, |v, t| v < t)
                    };
                let mut inside = vec![false; members.len()];
                let mut pending: Vec<usize> = vec![0; members.len()];
                let mut queue = Vec::new();
                for (j, &k) in members.iter().enumerate() {
                    let attracts = nodes[k].to_move() == attractor_player;
                    let mut count = inner[j];
                    let mut hit = false;
                    for &v in &exits[j] {
                        if good_exit(v, t) {
                            hit = true;
                        } else if !attracts {
                            // A bad exit: the attractor player avoids it; for the other
                            // player it is an escape.
                            count += 1_000_000;
                        }
                    }
                    pending[j] = count;
                    if (attracts && hit) || (!attracts && count == 0 && !succ[k].is_empty()) {
                        inside[j] = true;
                        queue.push(j);
                    }
                }
                while let Some(j) = queue.pop() {
                    for &pj in &preds[j] {
                        if inside[pj] {
                            continue;
                        }
                        if nodes[members[pj]].to_move() == attractor_player {
                            inside[pj] = true;
                            queue.push(pj);
                        } else {
                            pending[pj] -= 1;
                            if pending[pj] == 0 {
                                inside[pj] = true;
                                queue.push(pj);
                            }
                        }
                    }
                }
                for j in 0..members.len() {
                    let south_wins = if south_needs_exit {
                        inside[j]
                    } else {
                        !inside[j]
                    };
                    if south_wins {
                        best[j] = best[j].max(t);
                    }
                }
            }
            for (j, &k) in members.iter().enumerate() {
                value[k] = Some(best[j]);
                local[k] = usize::MAX;
            }
        }
        roots.iter().map(|r| value[index[r]].unwrap()).collect()
    }
}

/// A random board of `n` seeds.
fn random_board(rng: &mut sowing::playout::Rng, n: u32) -> [u8; 12] {
    let mut h = [0u8; 12];
    for _ in 0..n {
        h[rng.below(12)] += 1;
    }
    h
}

/// Checks `count` positions of `n` seeds drawn by `draw` (those not over) against
/// proofs over the layers below `n`: each stored value must lie within the proven
/// bounds. Returns the positions tried and those whose bounds met.
fn within_proven_bounds<G: sowing::solve::Solvable>(
    tb: &Tablebase<G>,
    n: u32,
    count: u32,
    mut draw: impl FnMut() -> G,
) -> (u32, u32) {
    let below = tb.up_to(n - 1);
    let (mut met, mut tried) = (0, 0);
    while tried < count {
        let pos = draw();
        if pos.is_over() {
            continue;
        }
        tried += 1;
        let v = tb.exact(&pos).unwrap();
        let p = prove(&below, &pos, 8).unwrap();
        assert!(
            p.lo <= v && v <= p.hi,
            "layer {n}: {pos:?}: {v} not in [{}, {}]",
            p.lo,
            p.hi
        );
        met += u32::from(p.lo == p.hi);
    }
    (tried, met)
}

/// The big layers of a finished build (folder in `SOWING_TB_DIR`) against proofs over
/// the layers below them: for sampled boards of each layer from 10 seeds up, a search
/// over the tables of at most `n - 1` seeds must bound the stored value, and meets it
/// on most. `SOWING_TB_DIR=target/tablebases/djenon-aboure cargo test --release --test
/// suite solve::built_layers -- --ignored`.
#[test]
#[ignore = "needs a built folder of layers in SOWING_TB_DIR"]
fn built_layers_agree_with_proofs_over_the_layers_below() {
    let dir = std::env::var("SOWING_TB_DIR").expect("SOWING_TB_DIR: a folder of built layers");
    let tb = Tablebase::<DjenonAboure>::open(std::path::Path::new(&dir)).unwrap();
    let max = tb.max_seeds().expect("some layers");
    assert!(max >= 10, "layers up to {max} seeds only");
    let mut rng = sowing::playout::Rng::new(2026);
    for n in 10..=max {
        let (tried, met) = within_proven_bounds(&tb, n, 200, || {
            let h = unrank(n, rng.next_u64() % layer_size(n)).unwrap();
            DjenonAboure::from_parts(h, [(48 - n) as u8, 0], Player::South).unwrap()
        });
        eprintln!("layer {n}: {tried} boards within their proven bounds, {met} exact");
    }
}

/// Every layer of a finished Hoyito III build (folder in `SOWING_TB_DIR`, of any rules,
/// either count of endless lines), under the tables' rules, either player to move
/// (under the extremes, read with lines that never end going to South and to North):
/// `SOWING_SAMPLES` random positions (default 2) of each layer up to 12 seeds against
/// the independent solver (a root of 12 seeds reaches so much that 2 take about a
/// minute; one of 16 too much to explore), and 100 of each layer from 12 seeds up
/// against proofs over the layers below it only (alpha-beta to 8 plies: the stored
/// value must lie within the bounds). `SOWING_TB_DIR=<folder> cargo test --release
/// --test suite solve::hoyito_iii_built -- --ignored --nocapture`.
#[test]
#[ignore = "needs a built folder of Hoyito III layers in SOWING_TB_DIR"]
fn hoyito_iii_built_layers_agree_with_the_independent_solver() {
    use sowing::solve::Endless;
    use sowing::HoyitoIii;
    let dir = std::env::var("SOWING_TB_DIR").expect("SOWING_TB_DIR: a folder of built layers");
    let count: usize = std::env::var("SOWING_SAMPLES").map_or(2, |s| s.parse().unwrap());
    let open = || Tablebase::<HoyitoIii>::open(Path::new(&dir)).unwrap();
    let tb = open();
    let max = tb.max_seeds().expect("some layers");
    let mut readings = vec![tb];
    if readings[0].tables().endless == Endless::Extremes {
        readings.push(open().with_endless_to(Player::North));
    }
    for tb in &readings {
        let name = match tb.tables().endless {
            Endless::Extremes => format!(
                "{}, endless to {:?}",
                tb.tables().header_rules(),
                tb.endless_to()
            ),
            _ => tb.tables().header_rules().to_string(),
        };
        for n in (8..=max.min(12)).step_by(4) {
            let t0 = std::time::Instant::now();
            let roots = hoyito_roots(n, count, n as u64, tb.tables().rules);
            let nonzero = hoyito_agrees_with_the_independent_solver(tb, n, &roots);
            eprintln!(
                "{name}: layer {n}: {count} positions agree with the independent solver \
                 ({nonzero} not 0), {:.1} s",
                t0.elapsed().as_secs_f64()
            );
        }
        let mut rng = sowing::playout::Rng::new(2026);
        for n in (12..=max).step_by(4) {
            let (tried, met) =
                within_proven_bounds(tb, n, 100, || random_hoyito(&mut rng, n, tb.tables().rules));
            eprintln!("{name}: layer {n}: {tried} values within their proven bounds, {met} exact");
        }
    }
}

/// Proves `pos` over `tb` deepening until the bounds meet (at most `max_depth` plies):
/// the exact value, or the last bounds.
fn prove_until_exact<G: sowing::solve::Solvable>(
    tb: &Tablebase<G>,
    pos: &G,
    max_depth: u32,
) -> Result<i32, (i32, i32)> {
    let mut last = (i32::MIN, i32::MAX);
    for depth in 1..=max_depth {
        let p = prove(tb, pos, depth).unwrap();
        if p.lo == p.hi {
            return Ok(p.lo);
        }
        last = (p.lo, p.hi);
    }
    Err(last)
}

/// Hoyito III's start values (South's final capture margin, `docs/SOLVING.md`) over the
/// tables up to 16 seeds, for each rule of the last four and both extremes of a line
/// that never ends. `SOWING_HOYITO_DIR` holds the four folders `mancala solve
/// hoyito-iii --seeds 16 --threads 1` builds with `--dir $D/capturer`, `--dir
/// $D/winner --options '{"round":3,"previous_winner":"south"}'`, and the same two with
/// `--endless extremes` into `$D/capturer-x` and `$D/winner-x` (about 5, 10, 10 and 20
/// minutes on one core); a folder missing is left out. Then `SOWING_HOYITO_DIR=$D cargo
/// test --release --test suite solve::hoyito_iii_start -- --ignored --nocapture`
/// (about 5 minutes).
#[test]
#[ignore = "needs the Hoyito III tables up to 16 seeds in SOWING_HOYITO_DIR"]
fn hoyito_iii_start_values_over_the_tables_up_to_16_seeds() {
    use sowing::{HoyitoIii, HoyitoOptions, Ruleset};
    let root = std::env::var("SOWING_HOYITO_DIR").expect("SOWING_HOYITO_DIR: the folders");
    let south = HoyitoOptions::new(3, Some(Player::South)).unwrap();
    let north = HoyitoOptions::new(3, Some(Player::North)).unwrap();
    // (folder, options, lines that never end to, South's value from the start).
    let cases = [
        (
            "capturer",
            HoyitoOptions::default(),
            Player::South,
            EXPECTED[0],
        ),
        (
            "capturer-x",
            HoyitoOptions::default(),
            Player::South,
            EXPECTED[1],
        ),
        (
            "capturer-x",
            HoyitoOptions::default(),
            Player::North,
            EXPECTED[2],
        ),
        ("winner", south, Player::South, EXPECTED[3]),
        ("winner-x", south, Player::South, EXPECTED[4]),
        ("winner-x", south, Player::North, EXPECTED[5]),
        ("winner", north, Player::South, EXPECTED[6]),
        ("winner-x", north, Player::South, EXPECTED[7]),
        ("winner-x", north, Player::North, EXPECTED[8]),
    ];
    for (folder, options, endless_to, expected) in cases {
        let dir = Path::new(&root).join(folder);
        if !dir.is_dir() {
            eprintln!("{folder}: missing, left out");
            continue;
        }
        let tb = Tablebase::<HoyitoIii>::open(&dir)
            .unwrap()
            .with_endless_to(endless_to);
        assert_eq!(tb.max_seeds(), Some(16), "{folder}");
        let t0 = std::time::Instant::now();
        let start = HoyitoIii::new(options).unwrap();
        let v = prove_until_exact(&tb, &start, 30);
        eprintln!(
            "{folder} {options:?}, endless to {endless_to:?}: {v:?} ({:.1} s)",
            t0.elapsed().as_secs_f64()
        );
        assert_eq!(
            v,
            Ok(expected),
            "{folder} {options:?} endless to {endless_to:?}"
        );
    }
}

/// South's start values of [`hoyito_iii_start_values_over_the_tables_up_to_16_seeds`].
const EXPECTED: [i32; 9] = [-36, -32, -40, -32, -32, -32, -40, -40, -40];

// ---------------------------------------------------------------------------------
// Described games (`sowing::described`): the same builder, the game a value.

use sowing::described::{library, Described, Description, Rules};
use sowing::solve::{build_game, Solvable, Tables};

/// Builds the layers `0..=max` of `game`'s default tables in `dir`.
fn build_described(game: &Described, dir: &Path, max: u32) {
    let tables = Tables::of::<Described>();
    build_game(
        game,
        dir,
        max,
        &tables,
        &BuildOptions::default(),
        &mut |_| {},
    )
    .unwrap();
}

/// The library's Djenon-aboure under another name (its registry name,
/// `described:djenon-aboure`, does not fit a layer file's header).
fn described_djenon_aboure() -> Described {
    let text = std::fs::read_to_string("variants/djenon-aboure.json").unwrap();
    let mut d = Description::from_json(&text).unwrap();
    d.name = "dj-described".to_string();
    Rules::compile(&d).unwrap().start()
}

#[test]
fn described_djenon_aboure_tables_equal_the_hand_written_ones() {
    let (hand, desc) = (temp_dir("dj-hand"), temp_dir("dj-desc"));
    build::<DjenonAboure>(&hand, 7, &BuildOptions::default(), &mut |_| {}).unwrap();
    let game = described_djenon_aboure();
    build_described(&game, &desc, 7);
    for n in 0..=7u32 {
        let a = std::fs::read(hand.join(format!("djenon-aboure-{n:02}.i8"))).unwrap();
        let b = std::fs::read(desc.join(format!("dj-described-{n:02}.i8"))).unwrap();
        // The headers differ in the game's name; the boards' values are the same.
        assert_eq!(
            a[LAYER_HEADER_BYTES as usize..],
            b[LAYER_HEADER_BYTES as usize..],
            "layer {n}"
        );
    }
    let tb = Tablebase::open_game(&game, &desc).unwrap();
    assert_eq!(tb.max_seeds(), Some(7));
    // A position of the hand-written game and the same board described: one value.
    let hand_tb = Tablebase::<DjenonAboure>::open(&hand).unwrap();
    let holes = [0, 0, 1, 0, 0, 0, 2, 2, 0, 1, 0, 0];
    let h = DjenonAboure::from_parts(holes, [20, 22], Player::North).unwrap();
    let d = Described::from_parts(game.rules(), &holes, [20, 22], Player::North).unwrap();
    assert_eq!(tb.exact(&d), hand_tb.exact(&h));
    assert!(tb.exact(&d).is_some());
    std::fs::remove_dir_all(&hand).unwrap();
    std::fs::remove_dir_all(&desc).unwrap();
}

#[test]
fn described_kalah_tables_agree_with_the_independent_solver() {
    let kalah = library().get("kalah").unwrap().start();
    let dir = temp_dir("kalah");
    build_described(&kalah, &dir, 5);
    let tb = Tablebase::open_game(&kalah, &dir).unwrap();
    let mut rng = sowing::playout::Rng::new(5);
    let roots: Vec<Described> = (0..2_000)
        .map(|_| {
            let n = rng.below(6) as u32;
            let h = random_board(&mut rng, n);
            let mover = if rng.below(2) == 0 {
                Player::South
            } else {
                Player::North
            };
            Described::from_parts(kalah.rules(), &h, [48 - n, 0], mover).unwrap()
        })
        .collect();
    let values = attractor_values(&roots);
    let mut nonzero = 0;
    for (pos, &expected) in roots.iter().zip(&values) {
        let sign = if pos.to_move() == Player::South {
            1
        } else {
            -1
        };
        let now = pos.captured(Player::South) as i32 - pos.captured(Player::North) as i32;
        let got = tb.exact(pos).unwrap();
        assert_eq!(now + sign * got, expected, "{pos:?}");
        nonzero += (got != 0) as u32;
    }
    assert!(nonzero > 500, "{nonzero}");
    // Every board of the top layer holds the best over its moves.
    let (checked, bad) = tb.check_layer(5, 1, 0).unwrap();
    assert_eq!((checked, bad.len()), (layer_size(5), 0));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn described_games_the_tables_cannot_hold_are_refused_with_the_reason() {
    let dir = temp_dir("refused");
    let tables = Tables::of::<Described>();
    let opts = BuildOptions::default();
    for (name, why) in [
        ("oware", "repetition"),
        ("endodoi", "majority"),
        ("kalah-4x4", "two rows of six"),
        ("hoyito-iii-after-north", "a seat the rules name"),
    ] {
        let game = library().get(name).unwrap().start();
        assert!(game.check_solvable().is_err(), "{name}");
        match build_game(&game, &dir, 2, &tables, &opts, &mut |_| {}) {
            Err(e @ SolveError::NotSolvable { .. }) => {
                assert!(e.to_string().contains(why), "{name}: {e}")
            }
            other => panic!("{name}: {other:?}"),
        }
        assert!(matches!(
            Tablebase::open_game(&game, &dir),
            Err(SolveError::NotSolvable { .. })
        ));
    }
    // Kalah played as a match of rounds with blocked holes.
    let text = std::fs::read_to_string("variants/kalah.json").unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["name"] = "kalah-rounds".into();
    v["rounds"] = serde_json::json!({"blocks": true});
    let rounds = Rules::from_json(&v.to_string()).unwrap().start();
    let e = build_game(&rounds, &dir, 2, &tables, &opts, &mut |_| {}).unwrap_err();
    assert!(e.to_string().contains("rounds"), "{e}");
    // Ayoayo whose last seeds go to the starter (always South outside rounds).
    let text = std::fs::read_to_string("variants/ayoayo.json").unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["name"] = "ayoayo-last-seeds".into();
    v["end"]["last_seeds"] = serde_json::json!({"at_most": 3, "to": "starter"});
    let starter = Rules::from_json(&v.to_string()).unwrap().start();
    let e = build_game(&starter, &dir, 2, &tables, &opts, &mut |_| {}).unwrap_err();
    assert!(e.to_string().contains("the starter"), "{e}");
    assert!(!dir.exists());
}

#[test]
fn a_described_game_s_tables_refuse_another_described_game_s_positions() {
    let kalah = library().get("kalah").unwrap().start();
    let ayoayo = library().get("ayoayo").unwrap().start();
    let dir = temp_dir("kalah-other");
    build_described(&kalah, &dir, 3);
    let tb = Tablebase::open_game(&kalah, &dir).unwrap();
    let holes = [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0];
    let k = Described::from_parts(kalah.rules(), &holes, [46, 0], Player::South).unwrap();
    let a = Described::from_parts(ayoayo.rules(), &holes, [46, 0], Player::South).unwrap();
    assert!(tb.exact(&k).is_some());
    assert_eq!(tb.exact(&a), None);
    assert!(matches!(
        prove(&tb, &a, 2),
        Err(SolveError::OtherGame { .. })
    ));
    // The other game's name is in the files: its folder is not this game's.
    assert!(matches!(
        Tablebase::open_game(&ayoayo, &dir),
        Ok(tb) if tb.max_seeds().is_none()
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}
