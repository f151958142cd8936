//! A game of your own on the crate's sowing kernel, outside the crate.
//!
//! "Little Oware" (invented for this example): 2×3 holes, 3 seeds each, 18 in all.
//!
//! 1. Sow a non-empty hole of your row counter-clockwise, one lap.
//! 2. If the last seed lands in the opponent's row and makes 2 or 3 there, capture that
//!    hole and, going backward, every hole of the opponent's row holding 2 or 3.
//! 3. The game ends when the player to move has no seeds: each player takes the seeds
//!    of their own row, and more seeds wins.
//!
//! The game is a circuit, sowing options, a lap rule and a capture rule handed to the
//! kernel; implementing [`Position`] makes the crate's driver, perft and playouts work
//! on it, and with an [`Observer`] its moves can be traced.
//!
//! ```text
//! cargo run --example custom_game
//! ```

use sowing::perft::perft;
use sowing::playout::{random_playout, Rng};
use sowing::sow::{sow_and_capture_observed, CaptureRule, Chain, LapVerdict, SowOptions};
use sowing::trace::{Event, Observer};
use sowing::{
    Board, Circuit, Game, KeyHasher, Move, MoveError, MoveList, MoveReport, Outcome, Player,
    Position,
};

const COLS: usize = 3;
const RING: Circuit = Circuit::two_row_ring(COLS);

/// A Little Oware position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct LittleOware {
    board: Board,
    captured: [u32; 2],
    to_move: Player,
    result: Option<Outcome>,
}

impl LittleOware {
    fn start() -> LittleOware {
        LittleOware {
            board: Board::two_rows(COLS, 3),
            captured: [0, 0],
            to_move: Player::South,
            result: None,
        }
    }

    /// Rules 1–3, reporting every step to `obs`.
    fn play_with<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<MoveReport, MoveError> {
        if self.result.is_some() {
            return Err(MoveError::GameOver);
        }
        let Move::Sow(hole) = mv else {
            let what = if mv == Move::Pass { "pass" } else { "trade" };
            return Err(MoveError::NotInThisGame {
                game: "little-oware",
                what,
            });
        };
        let (hole, me) = (hole as usize, self.to_move);
        if hole >= self.board.len() {
            return Err(MoveError::NoSuchHole { hole });
        }
        if self.board.owner(hole) != me {
            return Err(MoveError::NotYourHole { hole, player: me });
        }
        if self.board.seeds(hole) == 0 {
            return Err(MoveError::EmptyHole { hole });
        }
        let theirs = |b: &Board, h: usize| b.owner(h) != me && matches!(b.seeds(h), 2 | 3);
        let (sowing, captured) = sow_and_capture_observed(
            &mut self.board,
            &RING,
            hole,
            SowOptions::default(),
            |b, h| {
                if theirs(b, h) {
                    LapVerdict::Capture
                } else {
                    LapVerdict::End
                }
            },
            CaptureRule {
                chain: Chain::Backward,
                takes: theirs,
            },
            obs,
        )
        .map_err(MoveError::from)?;
        self.captured[me.index()] += captured.seeds;
        self.to_move = me.opponent();
        if self.board.seeds_of(self.to_move) == 0 {
            for h in 0..self.board.len() {
                let owner = self.board.owner(h);
                self.captured[owner.index()] += self.board.take(h) as u32;
            }
            self.result = Some(Outcome::by_seeds(self.captured[0], self.captured[1]));
        }
        Ok(MoveReport {
            sowing: Some(sowing),
            captured,
            moves_again: false,
            round_ended: None,
        })
    }
}

impl Position for LittleOware {
    fn total_seeds(&self) -> u32 {
        18
    }

    fn board(&self) -> &Board {
        &self.board
    }

    fn captured(&self, p: Player) -> u32 {
        self.captured[p.index()]
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn result(&self) -> Option<Outcome> {
        self.result
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if self.result.is_none() {
            for h in self.board.holes_of(self.to_move).iter() {
                if self.board.seeds(h) > 0 {
                    moves.push(Move::Sow(h as u8));
                }
            }
        }
    }

    fn play(&mut self, mv: Move) -> Result<MoveReport, MoveError> {
        // A refused move leaves the position as it was: play on a copy.
        let mut next = *self;
        let report = next.play_with(mv, &mut ())?;
        *self = next;
        Ok(report)
    }

    fn play_traced(&mut self, mv: Move, trace: &mut Vec<Event>) -> Result<MoveReport, MoveError> {
        let mut next = *self;
        let mut steps = Vec::new();
        let report = next.play_with(mv, &mut steps)?;
        trace.extend(steps);
        *self = next;
        Ok(report)
    }

    fn key(&self) -> u64 {
        let state = self.captured[0] as u64
            | (self.captured[1] as u64) << 8
            | (self.to_move.index() as u64) << 16;
        KeyHasher::new(0x4c4f)
            .board(&self.board)
            .word(state)
            .finish()
    }
}

fn main() {
    let start = LittleOware::start();
    let mut moves = MoveList::new();
    start.legal_moves(&mut moves);
    println!("Little Oware, a game defined outside the crate");
    println!("{}\n", start.board());
    println!("legal moves at the start: {moves:?}");

    // The crate's perft works on it …
    for depth in 1..=6 {
        println!("perft {depth}: {}", perft(&start, depth));
    }

    // … and so do move traces, the driver and random playouts.
    let mut pos = start;
    let mut trace = Vec::new();
    pos.play_traced(Move::Sow(4), &mut trace).unwrap();
    println!("\nsouth sows 4: {}", serde_json::to_string(&trace).unwrap());
    println!("{}\n", pos.board());

    let mut game = Game::new(start).with_ply_limit(Some(200));
    let mut rng = Rng::new(1);
    while !game.is_finished() && !game.is_stopped() {
        game.legal_moves(&mut moves);
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    println!(
        "a random game: {} plies, result {:?}",
        game.ply(),
        game.result()
    );
    let ends = (0..1000)
        .map(|seed| random_playout(start, &mut Rng::new(seed), 500))
        .filter(|end| end.result.is_some())
        .count();
    println!("1000 random playouts: {ends} finished within 500 plies");
}
