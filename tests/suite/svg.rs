//! Boards as pictures (`sowing::svg`): the documents are deterministic and complete, the
//! animation frames end on the position the engine reports, and the pictures in
//! docs/images/ are those of the start positions.

use sowing::playout::Rng;
use sowing::svg::{frames, render, Highlights, View};
use sowing::trace::Event;
use sowing::{AnyGame, FromSetup, GameKind, Gore, MoveList, Player, Position, Ruleset};
use std::path::Path;

/// The `<g class="hole …" data-hole="i">` opening tag of hole `i` in `svg`, if any.
fn hole_tag(svg: &str, i: usize) -> Option<&str> {
    let key = format!(r#" data-hole="{i}">"#);
    let end = svg.find(&key)? + key.len();
    let start = svg[..end].rfind("<g ")?;
    Some(&svg[start..end])
}

/// What follows hole `i`'s opening tag, up to its closing tag.
fn hole_body(svg: &str, i: usize) -> &str {
    let tag = hole_tag(svg, i).unwrap();
    let start = svg.find(tag).unwrap() + tag.len();
    let len = svg[start..].find("</g>").unwrap();
    &svg[start..start + len]
}

#[test]
fn render_is_deterministic() {
    for game in GameKind::ALL {
        let view = View::start(game);
        let h = Highlights {
            last_move: vec![1],
            captures: vec![2, 3],
            legal: vec![4],
            selected: vec![5],
            active: Some(6),
        };
        assert_eq!(
            render(&view, &h),
            render(&view.clone(), &h.clone()),
            "{game}"
        );
    }
}

#[test]
fn every_hole_appears_with_its_number_count_and_owner() {
    let mut rng = Rng::new(20);
    for game in GameKind::ALL {
        let mut pos = AnyGame::start(game);
        for _ in 0..30 {
            if pos.play_random(&mut rng).is_none() {
                break;
            }
        }
        let view = View::of(&pos);
        let svg = render(&view, &Highlights::default());
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>\n"));
        assert!(
            !svg.contains("\n\n"),
            "no blank line (Markdown would end the HTML)"
        );
        let b = pos.board();
        assert_eq!(svg.matches("<g class=\"hole ").count(), b.len(), "{game}");
        for i in 0..b.len() {
            let owner = b.owner(i);
            let tag = hole_tag(&svg, i).unwrap_or_else(|| panic!("{game}: hole {i}"));
            assert!(tag.starts_with(&format!("<g class=\"hole {}", owner.name())));
            let body = hole_body(&svg, i);
            let n = b.seeds(i);
            let seeds = if n == 1 { "seed" } else { "seeds" };
            let owner_title = if owner == Player::South {
                "South"
            } else {
                "North"
            };
            assert!(
                body.contains(&format!("<title>hole {i}: {n} {seeds}, {owner_title}'s")),
                "{game} hole {i}: {body}"
            );
            assert!(body.contains(&format!(">{i}</text>")), "the hole's number");
            assert!(body.contains(&format!(">{n}</text>")), "the hole's count");
            let dots = body.matches("class=\"seed\"").count();
            assert_eq!(dots, usize::from(n.min(12)), "{game} hole {i}");
        }
        for p in Player::BOTH {
            let store = format!("<g class=\"store {}", p.name());
            assert!(svg.contains(&store), "{game}");
            let captured = view.captured[p.index()];
            assert!(svg.contains(&format!("captured <tspan font-weight=\"bold\">{captured}<")));
        }
        assert!(svg.contains("<g class=\"status\">"));
    }
}

#[test]
fn status_shows_the_player_to_move_or_the_result() {
    let svg = render(&View::start(GameKind::Oware), &Highlights::default());
    assert!(svg.contains(">South to move</text></g>"));
    assert!(svg.contains("<g class=\"store south to-move\""));
    let mut pos = AnyGame::start(GameKind::DjenonAboure);
    let mut rng = Rng::new(3);
    while pos.play_random(&mut rng).is_some() {}
    let view = View::of(&pos);
    assert_eq!(view.to_move, None);
    let svg = render(&view, &Highlights::default());
    let result = pos.result().unwrap();
    let words = match result.winner() {
        Some(Player::South) => "South wins",
        Some(Player::North) => "North wins",
        None => "Draw",
    };
    assert!(svg.contains(&format!(">{words}</text></g>")), "{result}");
    assert!(!svg.contains("to-move"));
}

#[test]
fn gore_traded_holes_are_drawn_with_their_new_owner() {
    let mut setup = Gore::start().to_setup();
    setup.board.set_owner(1, Player::South); // a trade gave South hole 1
    setup.board.set_owner(6, Player::North);
    let pos = Gore::from_setup(&setup).unwrap();
    let svg = render(&View::of(&pos), &Highlights::default());
    assert_eq!(
        hole_tag(&svg, 1),
        Some(r#"<g class="hole south traded" data-hole="1">"#)
    );
    assert_eq!(
        hole_tag(&svg, 6),
        Some(r#"<g class="hole north traded" data-hole="6">"#)
    );
    assert_eq!(
        hole_tag(&svg, 0),
        Some(r#"<g class="hole north" data-hole="0">"#)
    );
    assert!(hole_body(&svg, 1).contains("South's (traded)"));
    assert!(
        hole_body(&svg, 1).contains(">S</text>"),
        "a badge with the initial"
    );
    assert!(hole_body(&svg, 6).contains(">N</text>"));
    // Still in their rows.
    let row0 = svg.find(r#"<g class="row north" data-row="0">"#).unwrap();
    let row1 = svg.find(r#"<g class="row south" data-row="1">"#).unwrap();
    let one = svg.find(r#"data-hole="1""#).unwrap();
    let six = svg.find(r#"data-hole="6""#).unwrap();
    assert!(row0 < one && one < row1 && row1 < six);
}

#[test]
fn bao_kigogo_has_four_rows() {
    let svg = render(&View::start(GameKind::BaoKigogo), &Highlights::default());
    for (r, owner) in ["north", "north", "south", "south"].into_iter().enumerate() {
        assert!(svg.contains(&format!(r#"<g class="row {owner}" data-row="{r}">"#)));
    }
    assert_eq!(svg.matches(r#"<g class="row "#).count(), 4);
    assert_eq!(svg.matches(r#"<g class="hole "#).count(), 48);
}

#[test]
fn highlights_appear() {
    // Random moves until one captures.
    let mut pos = AnyGame::start(GameKind::Oware);
    let mut rng = Rng::new(9);
    let mut trace = Vec::new();
    let mut moves = MoveList::new();
    let mut captured = false;
    while !captured {
        pos.legal_moves(&mut moves);
        trace.clear();
        pos.play_traced(moves[rng.below(moves.len())], &mut trace)
            .unwrap();
        captured = trace.iter().any(|e| matches!(e, Event::Capture { .. }));
    }
    let mut legal = MoveList::new();
    pos.legal_moves(&mut legal);
    let mut h = Highlights::of_trace(&trace).with_legal_moves(&legal);
    assert_eq!(h.last_move.len(), 1);
    assert!(!h.captures.is_empty());
    h.selected = vec![3];
    h.active = Some(4);
    let svg = render(&View::of(&pos), &h);
    let lifted = usize::from(h.last_move[0]);
    assert!(hole_tag(&svg, lifted).unwrap().contains(" last"));
    assert!(hole_body(&svg, lifted).contains(", the last move"));
    for &c in &h.captures {
        assert!(hole_tag(&svg, usize::from(c)).unwrap().contains(" capture"));
        assert!(hole_body(&svg, usize::from(c)).contains(", captured"));
    }
    for &l in &h.legal {
        assert!(hole_tag(&svg, usize::from(l)).unwrap().contains(" legal"));
    }
    assert!(hole_tag(&svg, 3).unwrap().contains(" selected"));
    assert!(hole_tag(&svg, 4).unwrap().contains(" active"));
    let plain = render(&View::of(&pos), &Highlights::default());
    for class in [" last", " capture", " legal", " selected", " active"] {
        assert!(!plain.contains(&format!("{class}\" data-hole")), "{class}");
    }
}

#[test]
fn highlights_of_offers_and_payments() {
    let mut pos = Gore::start();
    let mut trace = Vec::new();
    pos.play_traced("offer 4,7".parse().unwrap(), &mut trace)
        .unwrap();
    assert_eq!(Highlights::of_trace(&trace).last_move, vec![4, 7]);
}

/// The frames of every move of random games end on the view of the position the move
/// led to, and no frame makes seeds.
#[test]
fn frames_end_on_the_position_after_the_move() {
    let mut seen_pay = false;
    let mut seen_sweep = [false; 5];
    let mut seen_extra = false;
    for game in GameKind::ALL {
        for seed in 0..6 {
            let mut rng = Rng::new(1000 + seed);
            let mut pos = AnyGame::start(game);
            let total = pos.total_seeds();
            let mut moves = MoveList::new();
            for _ in 0..3000 {
                pos.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                let before = View::of(&pos);
                let mover = pos.to_move();
                let mut trace = Vec::new();
                pos.play_traced(mv, &mut trace).unwrap();
                let steps = frames(&before, &trace, mover);
                assert_eq!(steps.len(), trace.len());
                for v in &steps {
                    // Seeds in hand during a lap are on neither.
                    assert!(v.board.total() + v.captured[0] + v.captured[1] <= total);
                }
                assert_eq!(
                    steps.last(),
                    Some(&View::of(&pos)),
                    "{game} seed {seed}: {mv} from {before:?}, trace {trace:?}"
                );
                for e in &trace {
                    match e {
                        Event::Pay { .. } => seen_pay = true,
                        Event::Sweep { .. } => seen_sweep[game.index()] = true,
                        Event::ExtraTurn => seen_extra = true,
                        _ => {}
                    }
                }
            }
        }
    }
    assert!(seen_pay, "a Goré offer was accepted");
    assert!(seen_extra, "a Hoyito III extra turn");
    assert!(
        seen_sweep[GameKind::HoyitoIii.index()],
        "Hoyito III's sweep of the last four: {seen_sweep:?}"
    );
}

#[test]
fn view_json_round_trips() {
    let mut rng = Rng::new(5);
    for game in GameKind::ALL {
        let mut pos = AnyGame::start(game);
        for ply in 0..200 {
            let view = View::of(&pos);
            let json = serde_json::to_string(&view).unwrap();
            assert_eq!(serde_json::from_str::<View>(&json).unwrap(), view, "{json}");
            if ply == 0 {
                let v: serde_json::Value = serde_json::from_str(&json).unwrap();
                assert_eq!(v["game"], game.name());
                assert_eq!(v["captured"], serde_json::json!({"south": 0, "north": 0}));
                assert_eq!(v["to_move"], "south");
                assert_eq!(v["result"], serde_json::Value::Null);
            }
            if pos.play_random(&mut rng).is_none() {
                break;
            }
        }
    }
    let bad = r#"{"game":"gore","rows":2,"cols":6,"holes":[],"owners":[],"captured":{"south":0,"north":0},"to_move":null,"result":null}"#;
    assert!(serde_json::from_str::<View>(bad).is_err());
}

/// The pictures of docs/images/ are the start positions as `render` draws them (no
/// highlight but the legal holes, as `mancala show <game> --svg` writes them).
#[test]
fn docs_images_are_up_to_date() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut stale = Vec::new();
    for game in GameKind::ALL {
        let pos = AnyGame::start(game);
        let mut legal = MoveList::new();
        pos.legal_moves(&mut legal);
        let want = render(
            &View::of(&pos),
            &Highlights::default().with_legal_moves(&legal),
        );
        let path = root.join(format!("docs/images/{}.svg", game.name()));
        if std::fs::read_to_string(&path).ok().as_deref() != Some(want.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale pictures (regenerate them with scripts/images): {}",
        stale.join(", ")
    );
}

/// `mancala show --svg`: the picture alone on stdout, the board text on stderr, the
/// last move, its captures and the legal holes highlighted.
#[test]
fn cli_show_writes_the_picture() {
    let moves = "offer 4,7,decline,2";
    let played = ["offer 4,7", "decline", "2"];
    let (code, out, err) =
        crate::common::run_mancala(&["show", "gore", "--moves", moves, "--svg"], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("ply 3: north plays 2"), "{err}");
    let mut game = sowing::Game::new(Gore::start());
    let mut trace = Vec::new();
    for mv in played {
        trace.clear();
        game.play_traced(mv.parse().unwrap(), &mut trace).unwrap();
    }
    let mut legal = MoveList::new();
    game.legal_moves(&mut legal);
    let want = render(
        &View::of_game(&game),
        &Highlights::of_trace(&trace).with_legal_moves(&legal),
    );
    assert_eq!(out, want);
    assert!(hole_tag(&out, 2).unwrap().contains(" last"));
}
