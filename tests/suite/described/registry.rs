//! Described games in the one registry of games (src/described/registry.rs): the
//! library of `variants/*.json`, their names as [`GameKind`]s, [`AnyGame`] and
//! [`with_game!`], the formats (docs/FORMAT.md), and every tool on them: perft, the
//! driver, random playouts, alpha-beta, MCTS and replays.

use serde_json::json;
use sowing::described::{library, Described, LibraryError, Rules};
use sowing::perft::perft;
use sowing::playout::Playout;
use sowing::search::{AlphaBeta, Engine, Limits, Mcts, Score, Spec};
use sowing::{
    with_game, AnyGame, FromSetup, Game, GameKind, Move, MoveList, Oware, Player, Position, Rng,
    Ruleset, SetupError,
};
use std::path::Path;

#[test]
fn library_holds_every_variants_file_named_by_its_file() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("variants");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| p.file_stem().unwrap().to_str().unwrap().to_string())
        .collect();
    files.sort();
    let names: Vec<&str> = library().names().collect();
    assert_eq!(names, files);
    assert_eq!(library().len(), files.len());
    for name in names {
        let rules = library()
            .get(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            rules.name(),
            name,
            "the file name is the description's name"
        );
        // Compiled once: asking again gives the same rules.
        assert!(std::ptr::eq(rules, library().get(name).unwrap()));
    }
}

#[test]
fn unknown_library_names_are_typed_errors() {
    assert_eq!(
        library().get("chess").unwrap_err(),
        LibraryError::Unknown {
            name: "chess".into()
        }
    );
    assert!("chess".parse::<GameKind>().is_err());
    assert!("described:chess".parse::<GameKind>().is_err());
}

#[test]
fn described_games_are_game_kinds_by_name() {
    let kalah: GameKind = "kalah".parse().unwrap();
    let rules = library().get("kalah").unwrap();
    assert_eq!(kalah, rules.kind());
    assert_eq!(kalah.described(), rules.kind().described());
    assert!(std::ptr::eq(Rules::of(kalah.described().unwrap()), rules));
    assert_eq!((kalah.rows(), kalah.cols(), kalah.holes()), (2, 6, 12));
    assert_eq!(kalah.num_actions(), 13);
    assert!(kalah.index() >= GameKind::ALL.len());
    assert_eq!(serde_json::to_value(kalah).unwrap(), "kalah");
    assert_eq!(
        serde_json::from_value::<GameKind>(json!("kalah")).unwrap(),
        kalah
    );
    // A built-in game's name stays the built-in game's; the described game of that
    // name is `described:NAME`.
    assert_eq!("oware".parse::<GameKind>().unwrap(), GameKind::Oware);
    let described: GameKind = "described:oware".parse().unwrap();
    assert_eq!(described.name(), "described:oware");
    assert_eq!(
        described.to_string().parse::<GameKind>().unwrap(),
        described
    );
    assert_ne!(described, GameKind::Oware);
}

#[test]
fn any_game_starts_and_plays_a_described_game() {
    let kind: GameKind = "kalah".parse().unwrap();
    let mut pos = AnyGame::start(kind);
    assert!(matches!(pos, AnyGame::Described(_)));
    assert_eq!(pos.kind(), kind);
    assert_eq!(pos.board().total(), 48);
    let name = with_game!(pos, p => std::any::type_name_of_val(&p));
    assert!(name.ends_with("Described"), "{name}");
    let report = pos.play(Move::Sow(8)).unwrap();
    assert!(report.moves_again, "kalah: the last seed in the store");
    assert_eq!(AnyGame::from_setup(&pos.to_setup()), Ok(pos));
    assert_eq!(
        AnyGame::new(kind, sowing::GameOptions::None),
        Ok(AnyGame::start(kind))
    );
}

#[test]
fn perft_through_any_game_is_the_described_games() {
    for name in ["kalah", "oware", "djenon-aboure"] {
        let rules = library().get(name).unwrap();
        let any = AnyGame::start(rules.kind());
        for depth in 1..=4 {
            assert_eq!(
                perft(&any, depth),
                perft(&rules.start(), depth),
                "{name} {depth}"
            );
        }
    }
    // The described Oware is the hand-written one's perft.
    let oware = AnyGame::start("described:oware".parse().unwrap());
    assert_eq!(perft(&oware, 5), perft(&Oware::start(), 5));
}

#[test]
fn positions_round_trip_through_json_and_text() {
    for name in library().names() {
        let rules = library().get(name).unwrap();
        // A position of the first turns without captures (`capture.off_first_turns`)
        // does not round-trip yet: the setup has no field for the turns counted
        // (docs/DESCRIPTIONS.md), so it is read back as past them. Those games
        // (Mandoli, Modiar) have no extra turns and no passes: a ply is a turn.
        let off_turns = rules.description().capture.off_first_turns();
        // Nor does a position whose last sowing earned an extra turn in a game where
        // a capture earns one only once (`extra_turn.capture_once`, Ali Guli Mane):
        // the setup has no field for it either (a pass since then changes nothing).
        let once = rules.description().extra_turn.capture_once;
        let mut again = false;
        let mut pos = AnyGame::start(rules.kind());
        let mut rng = Rng::new(3);
        for ply in 0..40 {
            // Nor one with a hole barred to a single seed's way back
            // (`moves.no_single_seed_back`, Alemungula), whose directions the first
            // move fixed (`sowing.first_choice_holds`, Olinda), or in a match of won
            // rounds once a round is won (`rounds.wins`, Huroy), for the same reason.
            let barred = matches!(pos, AnyGame::Described(d)
                if d.barred_hole().is_some() || d.directions_fixed()
                    || d.round_wins(Player::South) + d.round_wins(Player::North) > 0);
            if ply < off_turns || (once && again) || barred {
                match pos.play_random(&mut rng) {
                    Some((_, report)) if report.sowing.is_some() => again = report.moves_again,
                    Some(_) => {}
                    None => break,
                }
                continue;
            }
            let json = serde_json::to_string(&pos).unwrap();
            let value: serde_json::Value = serde_json::from_str(&json).unwrap();
            assert_eq!(value["game"], rules.kind().name(), "{name}");
            assert_eq!(
                serde_json::from_str::<AnyGame>(&json).unwrap(),
                pos,
                "{json}"
            );
            let AnyGame::Described(d) = pos else {
                panic!("{name}: not described")
            };
            assert_eq!(serde_json::from_str::<Described>(&json).unwrap(), d);
            let text = pos.to_string();
            assert_eq!(
                text.parse::<AnyGame>().unwrap(),
                pos,
                "{name} ply {ply}:\n{text}"
            );
            match pos.play_random(&mut rng) {
                Some((_, report)) if report.sowing.is_some() => again = report.moves_again,
                Some(_) => {}
                None => break,
            }
        }
    }
}

#[test]
fn setups_the_rules_refuse_are_typed_errors() {
    let kalah = library().get("kalah").unwrap();
    let start = kalah.start();
    // A built-in game's setup.
    assert!(matches!(
        Described::from_setup(&Oware::start().to_setup()),
        Err(SetupError::NotDescribed { .. })
    ));
    // Seeds missing.
    let mut s = start.to_setup();
    s.board.set_seeds(0, 0);
    assert!(matches!(
        Described::from_setup(&s),
        Err(SetupError::SeedTotal { .. })
    ));
    // A result on a board in play.
    let mut s = start.to_setup();
    s.result = Some(sowing::Outcome::Draw);
    assert!(matches!(
        Described::from_setup(&s),
        Err(SetupError::ResultContradicts { .. })
    ));
    // Options.
    let opts = json!({"round": 2});
    assert!(AnyGame::with_json_options(kalah.kind(), Some(&opts)).is_err());
    assert!(AnyGame::with_json_options(kalah.kind(), Some(&json!({}))).is_ok());
    // A finished game reads back with its result.
    let mut pos = start;
    let mut rng = Rng::new(11);
    while pos.play_random(&mut rng).is_some() {}
    assert!(pos.is_over());
    assert_eq!(Described::from_setup(&pos.to_setup()), Ok(pos));
    // ... and without it is refused.
    let mut s = pos.to_setup();
    s.result = None;
    if s.board.total() > 0 {
        assert!(matches!(
            Described::from_setup(&s),
            Err(SetupError::ResultMissing { .. })
        ));
    }
}

#[test]
fn the_driver_playouts_and_searches_play_described_games() {
    let kalah = library().get("kalah").unwrap();
    let oware = library().get("oware").unwrap();
    for rules in [kalah, oware] {
        let start = rules.start();
        let mut playout = Playout::new();
        let mut plies = 0;
        for seed in 0..20 {
            let end = playout.run(start, &mut Rng::new(seed), 1000);
            plies += end.plies;
        }
        assert!(plies > 20 * 10, "{}: {plies}", rules.name());
        // Alpha-beta and MCTS pick legal moves; a whole game between them ends.
        let mut game = Game::new(start);
        let mut ab = Engine::new("alphabeta:depth=3".parse::<Spec>().unwrap(), 1);
        let mut mcts = Engine::new("mcts:sims=200".parse::<Spec>().unwrap(), 2);
        while !game.is_finished() && game.ply() < 300 {
            let mover = game.position().to_move();
            let engine = if mover == sowing::Player::South {
                &mut ab
            } else {
                &mut mcts
            };
            let mv = engine.choose(&game).expect("a move");
            let mut moves = MoveList::new();
            game.position().legal_moves(&mut moves);
            assert!(moves.contains(&mv));
            game.play(mv).unwrap();
        }
        assert!(game.is_finished(), "{}", rules.name());
    }
    // Alpha-beta to the end of a small game: a proven value.
    let tiny = Rules::from_json(
        r#"{"name": "tiny-kalah", "board": {"holes_per_row": 3, "seeds_per_hole": 1, "stores": true},
            "sowing": {"stores": "own"}, "capture": {"on": "empty-own-hole", "take": "landing-and-opposite"},
            "extra_turn": {"store": true}, "end": {"one_side_empty": true}}"#,
    )
    .unwrap();
    let mut ab = AlphaBeta::new();
    let r = ab.search(&tiny.start(), Limits::depth(40));
    assert!(
        matches!(
            r.score,
            Score::Win { .. } | Score::Loss { .. } | Score::Draw
        ),
        "{r:?}"
    );
    let r = Mcts::new(1).search(&tiny.start(), Limits::nodes(300));
    assert!(r.best.is_some());
}

#[test]
fn replays_name_described_games() {
    let request = json!({"game": "kalah", "moves": [{"sow": 8}, {"sow": 9}]}).to_string();
    let (code, lines) = crate::common::replay_lines(&request);
    assert_eq!(code, 0, "{lines:?}");
    assert_eq!(lines.last().unwrap()["position"]["game"], "kalah");
}

#[test]
fn move_pictures_follow_drops_into_the_stores() {
    use sowing::svg::{frames, render, Highlights, View};
    let kalah = library().get("kalah").unwrap();
    let mut pos = kalah.start();
    let mut rng = Rng::new(9);
    for _ in 0..30 {
        if pos.is_over() {
            break;
        }
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        let mv = moves[rng.below(moves.len())];
        let before = View::of(&pos);
        let mover = pos.to_move();
        let mut trace = Vec::new();
        pos.play_traced(mv, &mut trace).unwrap();
        let last = frames(&before, &trace, mover).pop().unwrap();
        let after = View::of(&pos);
        assert_eq!(last.board, after.board, "{mv}");
        assert_eq!(last.captured, after.captured, "{mv}");
        assert!(render(&last, &Highlights::of_trace(&trace)).starts_with("<svg"));
    }
}
