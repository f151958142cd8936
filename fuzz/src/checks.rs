//! What the fuzz targets check, one function per target, each taking the raw input
//! bytes. The fuzz crate (`fuzz/`, cargo-fuzz) runs them under libFuzzer; the stable
//! test `tests/fuzz_regressions.rs` includes this file and runs them over the seed
//! corpus (`fuzz/seeds/<target>/`) and the saved findings (`fuzz/regressions/<target>/`).
//!
//! A check panics when the crate misbehaves: a panic inside the crate on any input, a
//! position that does not come back the same through JSON, the text form or its
//! `Setup`, a key that changes, a refused move that changed the position, a replay
//! line that is not JSON. Rejecting input with an error is always fine.
//!
//! Text targets read the bytes as UTF-8, lossily (the parsers take `&str`, so invalid
//! UTF-8 cannot reach them; every input still exercises them). No list of games here:
//! the games come from `GameKind::ALL` and `with_game!`.

use serde::de::DeserializeOwned;
use serde_json::Value;
use sowing::actions::{action_of, move_of};
use sowing::format::{describe_trace, options_to_json, parse_options, PositionJson};
use sowing::replay::{replay as run_replay, Status};
use sowing::{
    with_game, AnyGame, BaoKigogoOptions, Board, Direction, FromSetup, Game, GameKind, GameOptions,
    HoyitoOptions, Move, MoveList, OfferHoles, Outcome, PendingOffer, Player, Position, Rng, Setup,
};
use std::borrow::Cow;
use std::fmt::Debug;
use std::str::FromStr;

/// A target's check: it panics when the crate misbehaves on the input.
pub type Check = fn(&[u8]);

/// Every target: its name (the folder under `fuzz/seeds/` and `fuzz/regressions/`, and
/// the cargo-fuzz target) and its check.
pub const TARGETS: &[(&str, Check)] = &[
    ("replay", replay),
    ("position_json", position_json),
    ("position_text", position_text),
    ("move_text", move_text),
    ("options", options),
    ("setup", setup),
    ("play", play),
];

fn text(data: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// `replay`: the replay contract on any request. It never panics, writes only JSON
/// lines (objects), ends as its status says, and every position it writes reads back.
pub fn replay(data: &[u8]) {
    let input = text(data);
    let mut out = Vec::new();
    let status = run_replay(&input, &mut out).expect("writing to a Vec does not fail");
    let out = String::from_utf8(out).expect("replay writes UTF-8");
    assert!(out.ends_with('\n'), "replay ends its last line: {out:?}");
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l:?}")))
        .collect();
    assert!(lines.iter().all(Value::is_object), "{out}");
    let errors = lines.iter().filter(|l| l.get("error").is_some()).count();
    match status {
        Status::BadInput => {
            assert_eq!(lines.len(), 1, "bad input gets one line: {out}");
            assert_eq!(lines[0]["error"]["kind"], "bad-input", "{out}");
        }
        Status::Rejected => {
            assert_eq!(errors, 1, "{out}");
            assert!(lines.last().unwrap().get("error").is_some(), "{out}");
            assert!(lines.len() >= 2, "{out}");
        }
        Status::Played => assert_eq!(errors, 0, "{out}"),
    }
    for (ply, line) in lines
        .iter()
        .filter(|l| l.get("error").is_none())
        .enumerate()
    {
        assert_eq!(line["ply"], ply, "{out}");
        let pos: AnyGame = serde_json::from_value(line["position"].clone())
            .unwrap_or_else(|e| panic!("a position replay wrote does not read back ({e}): {line}"));
        let legal = line["legal"].as_array().expect("a list of legal moves");
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        if pos.result().is_none() {
            assert_eq!(legal.len(), moves.len(), "{line}");
        } else {
            assert!(legal.is_empty(), "{line}");
        }
    }
}

/// `position_json`: docs/FORMAT.md position objects. Whatever parses round-trips.
pub fn position_json(data: &[u8]) {
    let input = text(data);
    let any = serde_json::from_str::<AnyGame>(&input);
    if let Ok(pos) = &any {
        check_position(pos);
    }
    for kind in GameKind::ALL {
        with_game!(AnyGame::start(kind), p => typed_agrees(&p, any.as_ref().ok(), |_| {
            serde_json::from_str(&input).ok()
        }));
    }
    if let Ok(raw) = serde_json::from_str::<PositionJson>(&input) {
        check_raw(&raw);
    }
}

/// `position_text`: the text form of positions. Whatever parses round-trips.
pub fn position_text(data: &[u8]) {
    let input = text(data);
    let any = input.parse::<AnyGame>();
    if let Ok(pos) = &any {
        check_position(pos);
    }
    for kind in GameKind::ALL {
        with_game!(AnyGame::start(kind), p => typed_agrees(&p, any.as_ref().ok(), |_| {
            input.parse().ok()
        }));
    }
    if let Ok(raw) = input.parse::<PositionJson>() {
        check_raw(&raw);
    }
}

/// `move_text`: moves in the text notation and in JSON. A move that parses prints
/// and parses back to itself, and its action number (where the game has one) gives it
/// back.
pub fn move_text(data: &[u8]) {
    let input = text(data);
    let parsed = [
        input.parse::<Move>().ok(),
        serde_json::from_str::<Move>(&input).ok(),
    ];
    for mv in parsed.into_iter().flatten() {
        check_move(mv);
    }
}

/// `options`: `parse_options` for every game over any JSON value. Accepted options
/// write back to JSON that reads as the same options and start a position.
pub fn options(data: &[u8]) {
    let Ok(v) = serde_json::from_str::<Value>(&text(data)) else {
        return;
    };
    for game in GameKind::ALL {
        let parsed = parse_options(game, Some(&v));
        let started = AnyGame::with_json_options(game, Some(&v));
        match parsed {
            Ok(o) => {
                let back = options_to_json(o);
                assert_eq!(parse_options(game, back.as_ref()), Ok(o), "{game}: {v}");
                let pos = started.unwrap_or_else(|e| panic!("{game}: {v} parses but ({e})"));
                assert_eq!(pos.kind(), game);
                assert_eq!(AnyGame::new(game, o), Ok(pos));
                check_position(&pos);
            }
            Err(_) => assert!(started.is_err(), "{game}: {v}"),
        }
    }
}

/// `setup`: a `Setup` decoded from the bytes ([`decode_setup`]), validated by every
/// game. What a game accepts round-trips, and its legal moves play for a few plies.
pub fn setup(data: &[u8]) {
    let mut bytes = Bytes(data);
    let setup = decode_setup(&mut bytes);
    let any = AnyGame::from_setup(&setup);
    if let Ok(pos) = &any {
        assert_eq!(pos.kind(), setup.game);
        check_position(pos);
        let mut pos = *pos;
        for _ in 0..4 {
            let mut moves = MoveList::new();
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let mv = moves[usize::from(bytes.byte()) % moves.len()];
            play_checked(&mut pos, mv).expect("a legal move plays");
        }
    }
    for kind in GameKind::ALL {
        with_game!(AnyGame::start(kind), p => typed_agrees(&p, any.as_ref().ok(), |_| {
            FromSetup::from_setup(&setup).ok()
        }));
    }
}

/// `play`: from an accepted position (a [`decode_setup`] one, or the unedited one it
/// started from when the game refuses it), moves decoded from the bytes through
/// `sowing::actions::move_of`: play never panics, a refused move changes nothing,
/// and the game driver agrees with the position.
pub fn play(data: &[u8]) {
    let (&split, rest) = data.split_first().unwrap_or((&0, &[]));
    let (head, tail) = rest.split_at(usize::from(split).min(rest.len()));
    let mut head = Bytes(head);
    let base = decode_base(&mut head);
    let edited = edit_setup(base.to_setup(), &mut head);
    let start = AnyGame::from_setup(&edited).unwrap_or(base);
    let kind = start.kind();
    let mut pos = start;
    let mut game = Game::new(start);
    let mut tail = Bytes(tail);
    while !tail.0.is_empty() {
        // One action in every number the game has, and one more: a raw hole, which
        // may be off the board.
        let action = usize::from(tail.byte()) % (kind.num_actions() + 1);
        let mv = move_of(kind, action).unwrap_or_else(|| Move::Sow(tail.byte()));
        let driven = game.play(mv);
        let played = play_checked(&mut pos, mv);
        assert_eq!(
            driven.is_ok(),
            played.is_ok(),
            "the driver and the position on {mv}"
        );
        if driven.is_ok() {
            if game.is_finished() && pos.result().is_none() {
                // The driver ended the game on a repetition: go on from its position
                // (Oware's ending applied, or Bao Kigogo's position as it was).
                pos = *game.position();
                check_position(&pos);
                game = Game::new(pos);
            } else {
                assert_eq!(game.position(), &pos, "the driver and the position on {mv}");
            }
        }
    }
}

/// A cursor over the input; past the end it reads zeros.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }

    fn player(&mut self) -> Player {
        Player::BOTH[usize::from(self.byte() & 1)]
    }

    fn game(&mut self) -> GameKind {
        GameKind::ALL[usize::from(self.byte()) % GameKind::ALL.len()]
    }
}

/// A position the rules reach: a game's start (with options from the bytes), then a
/// number of random plies from the bytes.
fn decode_base(b: &mut Bytes) -> AnyGame {
    let game = b.game();
    let options = decode_options(b);
    let mut pos = AnyGame::new(game, options).unwrap_or(AnyGame::start(game));
    let plies = b.byte();
    let mut rng = Rng::new(u64::from(b.u32()));
    for _ in 0..plies {
        if pos.play_random(&mut rng).is_none() {
            break;
        }
    }
    pos
}

fn decode_options(b: &mut Bytes) -> GameOptions {
    match b.byte() % 4 {
        0 | 1 => GameOptions::None,
        2 => GameOptions::HoyitoIii(HoyitoOptions {
            round: match b.byte() {
                0..=127 => u32::from(b.byte() % 8),
                _ => b.u32(),
            },
            previous_winner: [None, Some(Player::South), Some(Player::North)]
                [usize::from(b.byte()) % 3],
        }),
        _ => GameOptions::BaoKigogo(BaoKigogoOptions {
            direction: if b.byte() & 1 == 0 {
                Direction::CounterClockwise
            } else {
                Direction::Clockwise
            },
        }),
    }
}

/// A `Setup` from the bytes: a position the rules reach ([`decode_base`]), then edits
/// that may break any rule ([`edit_setup`]).
fn decode_setup(b: &mut Bytes) -> Setup {
    let base = decode_base(b).to_setup();
    edit_setup(base, b)
}

/// Edits to a setup, one opcode byte and its arguments each, until the bytes run
/// out (or a zero opcode, so that the rest may drive moves): moving a seed keeps the
/// total, the others change anything a setup holds, the board's shape included.
fn edit_setup(mut s: Setup, b: &mut Bytes) -> Setup {
    while !b.0.is_empty() {
        let len = s.board.len();
        match b.byte() % 16 {
            0 => break,
            1 => {
                let (from, to) = (usize::from(b.byte()) % len, usize::from(b.byte()) % len);
                if s.board.seeds(from) > 0 && s.board.seeds(to) < u8::MAX {
                    s.board.set_seeds(from, s.board.seeds(from) - 1);
                    s.board.set_seeds(to, s.board.seeds(to) + 1);
                }
            }
            2 => {
                let hole = usize::from(b.byte()) % len;
                s.board.set_seeds(hole, b.byte());
            }
            3 => {
                let hole = usize::from(b.byte()) % len;
                let owner = s.board.owner(hole).opponent();
                s.board.set_owner(hole, owner);
            }
            4 => {
                let p = b.player();
                s.captured[p.index()] = match b.byte() {
                    0..=191 => u32::from(b.byte()),
                    _ => b.u32(),
                };
            }
            5 => {
                // A seed between a hole and a player's captures, either way.
                let (hole, p, into_captures) = (usize::from(b.byte()) % len, b.player(), b.byte());
                let c = &mut s.captured[p.index()];
                if into_captures & 1 == 1 && s.board.seeds(hole) > 0 {
                    s.board.set_seeds(hole, s.board.seeds(hole) - 1);
                    *c = c.wrapping_add(1);
                } else if *c > 0 && s.board.seeds(hole) < u8::MAX {
                    s.board.set_seeds(hole, s.board.seeds(hole) + 1);
                    *c -= 1;
                }
            }
            6 => s.to_move = s.to_move.opponent(),
            7 => {
                s.result = match b.byte() % 4 {
                    0 => None,
                    1 => Some(Outcome::Draw),
                    _ => Some(Outcome::Win {
                        winner: b.player(),
                        without_glory: b.byte() & 1 == 1,
                    }),
                }
            }
            8 => {
                s.pending_offer = match b.byte() % 4 {
                    0 => None,
                    n => {
                        let holes: Vec<usize> =
                            (0..n).map(|_| usize::from(b.byte() % 64)).collect();
                        OfferHoles::new(&holes).map(|holes| PendingOffer {
                            by: b.player(),
                            holes,
                        })
                    }
                }
            }
            9 => s.answered = !s.answered,
            10 => {
                let p = b.player();
                s.declined[p.index()] = !s.declined[p.index()];
            }
            11 => s.options = decode_options(b),
            12 => s.game = b.game(),
            13 => {
                // Another shape: the seeds and owners that fit are kept.
                let (rows, cols) = (usize::from(b.byte() % 9), usize::from(b.byte() % 49));
                if let Some(mut board) = Board::empty(rows, cols) {
                    for i in 0..board.len().min(len) {
                        board.set_seeds(i, s.board.seeds(i));
                        board.set_owner(i, s.board.owner(i));
                    }
                    s.board = board;
                }
            }
            14 => {
                // Every hole's seeds from the bytes.
                for i in 0..len {
                    s.board.set_seeds(i, b.byte());
                }
            }
            _ => {
                // All the seeds moved to one side of the board, or all captured.
                let p = b.player();
                let total = s.board.total();
                for i in 0..len {
                    s.board.set_seeds(i, 0);
                }
                s.captured[p.index()] = s.captured[p.index()].wrapping_add(total);
            }
        }
    }
    s
}

/// Whether a position of one game's type, read some way (`read`), agrees with the
/// same input read as an [`AnyGame`] (`any`): the same position when the game is the
/// one named, refused otherwise.
fn typed_agrees<P>(start: &P, any: Option<&AnyGame>, read: impl FnOnce(&P) -> Option<P>)
where
    P: FromSetup + DeserializeOwned + FromStr,
    AnyGame: From<P>,
{
    let typed = read(start);
    let kind = start.kind();
    match (typed, any) {
        (Some(p), Some(a)) => assert_eq!(&AnyGame::from(p), a),
        (Some(p), None) => panic!("read as {kind} but not as any game: {p:?}"),
        (None, Some(a)) => assert_ne!(a.kind(), kind, "read as any game only: {a:?}"),
        (None, None) => {}
    }
}

/// A position that was accepted: the same through JSON, the text form and its
/// `Setup`, with the same key; its legal moves have action numbers.
fn check_position(pos: &AnyGame) {
    let json = serde_json::to_string(pos).expect("positions serialise");
    let back: AnyGame = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("its own JSON is refused ({e}): {json}"));
    same(pos, &back, &json);
    let text = pos.to_string();
    let back: AnyGame = text
        .parse()
        .unwrap_or_else(|e| panic!("its own text is refused ({e}):\n{text}"));
    same(pos, &back, &text);
    let setup = pos.to_setup();
    let back = AnyGame::from_setup(&setup)
        .unwrap_or_else(|e| panic!("its own setup is refused ({e}): {setup:?}"));
    same(pos, &back, &setup);
    assert_eq!(back.to_setup(), setup);
    assert_eq!(
        pos.board().total() + pos.captured(Player::South) + pos.captured(Player::North),
        pos.total_seeds(),
        "{pos:?}"
    );
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    if pos.result().is_some() {
        assert!(moves.is_empty(), "a finished game has no moves: {pos:?}");
    }
    for &mv in moves.iter() {
        let a = action_of(pos.kind(), mv).unwrap_or_else(|| panic!("{mv} has no number"));
        assert_eq!(move_of(pos.kind(), a), Some(mv));
    }
}

/// Two positions that must be the same, with the same key.
fn same(pos: &AnyGame, back: &AnyGame, how: &dyn Debug) {
    assert_eq!(pos, back, "not the same through {how:?}");
    assert_eq!(pos.key(), back.key(), "the key changed through {how:?}");
}

/// A raw position object: it prints, and converts to a setup, without panicking.
fn check_raw(raw: &PositionJson) {
    let _ = raw.to_string();
    let _ = raw.to_setup();
    let _ = serde_json::to_string(raw).expect("position objects serialise");
}

/// A move: it prints and parses back, in the text notation and in JSON, and has an
/// action number where a game has it, which gives the move back.
fn check_move(mv: Move) {
    let text = mv.to_string();
    assert_eq!(text.parse::<Move>(), Ok(mv), "{text:?}");
    let json = serde_json::to_string(&mv).expect("moves serialise");
    assert_eq!(serde_json::from_str::<Move>(&json).ok(), Some(mv), "{json}");
    for game in GameKind::ALL {
        if let Some(a) = action_of(game, mv) {
            assert!(a < game.num_actions(), "{game}: {mv} is {a}");
            assert_eq!(move_of(game, a), Some(mv), "{game}: {a}");
        }
    }
}

/// Plays `mv` on `pos` (traced, and checked against the untraced play and
/// `is_legal`): a refused move changes nothing; a played one keeps the seeds, was
/// legal, and leaves a position that round-trips.
fn play_checked(pos: &mut AnyGame, mv: Move) -> Result<(), ()> {
    let before = *pos;
    let mut moves = MoveList::new();
    before.legal_moves(&mut moves);
    let mut trace = Vec::new();
    let traced = pos.play_traced(mv, &mut trace);
    let mut plain = before;
    let untraced = plain.play(mv);
    assert_eq!(traced.is_ok(), untraced.is_ok(), "{mv} on {before:?}");
    assert_eq!(before.is_legal(mv), traced.is_ok(), "{mv} on {before:?}");
    assert_eq!(moves.contains(&mv), traced.is_ok(), "{mv} on {before:?}");
    match traced {
        Err(_) => {
            assert_eq!(pos, &before, "a refused {mv} changed the position");
            assert!(trace.is_empty(), "a refused {mv} traced {trace:?}");
            Err(())
        }
        Ok(report) => {
            assert_eq!(untraced, Ok(report), "{mv} on {before:?}");
            assert_eq!(&plain, pos, "{mv} on {before:?}");
            let _ = describe_trace(&trace, before.to_move());
            check_position(pos);
            Ok(())
        }
    }
}
