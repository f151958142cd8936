//! A temporary stand-in for `sowing::svg` (being written on another branch), with
//! the same API, so that the app can be built before it lands. Deleted once it does.

use sowing::trace::Event;
use sowing::{Board, FromSetup, GameKind, Outcome, Player};
use std::fmt::Write;

/// What a picture shows: the board, the captures, whose turn or the result.
#[derive(Clone, Debug)]
#[allow(dead_code)] // the game is shown by the real renderer
pub struct View {
    /// The game.
    pub game: GameKind,
    /// Holes, seeds, owners.
    pub board: Board,
    /// Seeds captured by South and North.
    pub captured: [u32; 2],
    /// Whose turn, unless over.
    pub to_move: Option<Player>,
    /// The result.
    pub result: Option<Outcome>,
}

impl View {
    /// The view of a position.
    pub fn of<P: FromSetup>(pos: &P) -> View {
        let s = pos.to_setup();
        View {
            game: s.game,
            board: s.board,
            captured: s.captured,
            to_move: s.result.is_none().then_some(s.to_move),
            result: s.result,
        }
    }

    /// The view after one more event of a move by `mover`.
    pub fn apply(&mut self, event: &Event, mover: Player) {
        match *event {
            Event::Lift { hole, .. } => {
                self.board.take(hole as usize);
            }
            Event::Drop { hole } => {
                self.board.drop_seed(hole as usize);
            }
            Event::Capture { hole, seeds } => {
                self.board.take(hole as usize);
                self.captured[mover.index()] += u32::from(seeds);
            }
            Event::Pay { hole, seeds, to } => {
                self.board.set_owner(hole as usize, to);
                let now = self.board.seeds(hole as usize);
                self.board.set_seeds(hole as usize, now + seeds);
                self.captured[to.index()] -= u32::from(seeds);
            }
            Event::Sweep { hole, seeds, to } => {
                self.board.take(hole as usize);
                self.captured[to.index()] += u32::from(seeds);
            }
            Event::End { result } => {
                self.result = Some(result);
                self.to_move = None;
            }
            _ => {}
        }
    }
}

/// Holes to mark.
#[derive(Clone, Debug, Default)]
pub struct Highlights {
    /// The last move's holes.
    pub last_move: Vec<u8>,
    /// Holes captured.
    pub captures: Vec<u8>,
    /// Holes that can be played.
    pub legal: Vec<u8>,
    /// Holes selected (an offer being made).
    pub selected: Vec<u8>,
    /// The hole a step of an animation touches.
    pub active: Option<u8>,
}

/// The view after each event of a move's trace.
pub fn frames(before: &View, trace: &[Event], mover: Player) -> Vec<View> {
    let mut v = before.clone();
    trace
        .iter()
        .map(|e| {
            v.apply(e, mover);
            v.clone()
        })
        .collect()
}

/// An SVG document of `view`.
pub fn render(view: &View, h: &Highlights) -> String {
    let (rows, cols) = (view.board.rows(), view.board.cols());
    let cell = 60;
    let side = 70;
    let w = side * 2 + cols * cell;
    let hgt = rows * cell + 40;
    let mut s = String::new();
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {hgt}" class="board"><rect width="{w}" height="{hgt}" rx="12" fill="#8b5a2b"/>"##
    );
    for i in 0..view.board.len() {
        let (r, c) = view.board.row_col(i);
        let x = side + c * cell + cell / 2;
        let y = 20 + r * cell + cell / 2;
        let n = view.board.seeds(i);
        let owner = view.board.owner(i);
        let fill = if h.selected.contains(&(i as u8)) {
            "#5fa8d3"
        } else if h.active == Some(i as u8) {
            "#ffd166"
        } else if h.captures.contains(&(i as u8)) {
            "#e76f51"
        } else if h.last_move.contains(&(i as u8)) {
            "#d9b382"
        } else if owner == Player::South {
            "#c49a6c"
        } else {
            "#a9825a"
        };
        let stroke = if h.legal.contains(&(i as u8)) {
            "#fff"
        } else {
            "#5a3a1a"
        };
        let _ = write!(
            s,
            r##"<g class="hole" data-hole="{i}"><title>hole {i} ({owner}): {n} seeds</title><circle cx="{x}" cy="{y}" r="25" fill="{fill}" stroke="{stroke}" stroke-width="3"/><text x="{x}" y="{}" text-anchor="middle" font-size="20" font-family="sans-serif" class="count">{n}</text><text x="{}" y="{}" font-size="10" fill="#f4e4c1" font-family="sans-serif">{i}</text></g>"##,
            y + 7,
            x - 28,
            y - 20
        );
    }
    for p in [Player::North, Player::South] {
        let y = if p == Player::North { 20 } else { hgt - 20 };
        let x = if p == Player::North {
            side / 2
        } else {
            w - side / 2
        };
        let _ = write!(
            s,
            r##"<g class="store" data-player="{p}"><text x="{x}" y="{}" text-anchor="middle" font-size="12" fill="#f4e4c1" font-family="sans-serif">{p}</text><text x="{x}" y="{}" text-anchor="middle" font-size="20" fill="#fff" font-family="sans-serif" class="captured">{}</text></g>"##,
            if p == Player::North { y + 10 } else { y - 25 },
            if p == Player::North { y + 32 } else { y - 3 },
            view.captured[p.index()]
        );
    }
    s.push_str("</svg>");
    s
}
