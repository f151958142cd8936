//! Bao Kigogo (4×12, 92 seeds), as docs/RULES.md states it: the library's
//! descriptions `variants/bao-kigogo.json` and `variants/bao-kigogo-clockwise.json`
//! (the direction option picks one), played by the described engine
//! ([`crate::described`]), each rule by the mechanism named below.
//!
//! Rows 0 and 1 are North's (0 = North's **back** row, 1 = North's **front** row), rows
//! 2 and 3 are South's (2 = front, 3 = back); ownership never changes. South moves first
//! (*Common conventions*, Decision). Hole indices are row-major: `row * 12 + col`.
//!
//! 1. **Start**: 2 seeds in every hole except (row 1, col 11) = hole 23 and
//!    (row 2, col 0) = hole 24, which are empty: 46 seeds per side, 92 in all. —
//!    `board.start`. (The original description's diagram shows 13 columns; its text says 12
//!    columns, 48 holes, 92 seeds, which is followed.)
//! 2. **Circuits**: each player sows only around their own two rows, a loop of 24
//!    holes. South's loop: row 3 from col 0 to col 11, then row 2 from col 11 to col 0,
//!    then back to row 3 col 0. North's loop: row 1 from col 0 to col 11, then row 0
//!    from col 11 to col 0, then back to row 1 col 0. — [`Circuit::four_row_loops`], one
//!    circuit of two disjoint 24-hole cycles, so a player's sowing can never put a seed
//!    into the opponent's rows.
//!    **Decision**: counter-clockwise by default, as the original's type line says; the
//!    original's overview and its rule sentence both say clockwise, so the ruleset takes a
//!    [`Direction`] option (docs/FORMAT.md: `{"direction": "counter-clockwise"}` or
//!    `"clockwise"`) and supports both: clockwise loops run the same holes in reverse
//!    order ([`Circuit::reversed`]).
//! 3. **Move**: choose one of your holes holding **at least 2** seeds and sow it around
//!    your loop. If the last seed falls into an occupied hole, lift all of that hole's
//!    seeds and sow them onward from the next hole (relay). The move ends when the last
//!    seed falls into an empty hole. — `sowing.laps: relay`, the kernel's relay: a
//!    landing hole that now holds more than 1 seed relays, one that holds exactly 1 (it was
//!    empty) ends the move. The emptied origin is **not** skipped when a lap goes all
//!    the way round (*Common conventions*, Decision): a lap of 24 seeds drops its last
//!    seed into its own, emptied, origin and ends there.
//! 4. **Singletons**: only when a player has no hole with 2 or more seeds may they move
//!    a single seed, and only one step, into the next hole of their loop, and only if
//!    that hole is empty. Such a step is a one-seed sowing and can capture under
//!    rule 5. — `moves.singletons: last-resort`; the step is sown by the same kernel
//!    call (one seed, one lap, landing in an empty hole).
//! 5. **Capture**: if the move's final seed lands in an empty hole of the mover's
//!    **front row**, and the opponent's front-row hole in the same column is occupied,
//!    all its seeds are captured (removed from play). If so, and the opponent's
//!    back-row hole in that column is also occupied, it is captured too. The back-row
//!    hole is never taken when the front-row hole was empty. — `capture.on:
//!    empty-own-hole`, `take: opposite`, `behind: true`: the set comes from the board's
//!    row/column geometry (not a chain along the circuit), front hole first. Only the
//!    end of the whole move counts: a
//!    relay lap that passes over, or ends in, anything earlier captures nothing (every
//!    earlier lap ended in an occupied hole anyway).
//! 6. **End**: after a move, the mover wins if the opponent has no seeds left, or if
//!    the opponent has no legal move. Otherwise the game is a draw as soon as a position
//!    repeats one seen before in that game (the starting position included).
//!    **Decision**: a "position" is all holes plus the player to move; a win on the
//!    same move takes precedence over the draw. — `end.goal: empty-opponent-holes`,
//!    `moves.no_move: lose` (the opponent's sowings simulated to leave out endless
//!    ones, [`BaoKigogo::can_move`]), `repetition: draw`; [`Game`](crate::Game) applies the draw
//!    and looks at the win first. (In a game the two cannot actually meet: whether the
//!    player to move has a legal move depends only on the holes and that player, so a
//!    position that is a win would already have ended the game when first seen.) Once
//!    the game is won, `to_move` is the loser (it carries no meaning then, docs/FORMAT.md).
//!
//! **Endless sowing** (*Common conventions*, Decision): a relay sowing can run for ever
//! (it happens in ordinary play here). Such a sowing is not a legal move: it is left
//! out of the legal moves and refused with [`MoveError::EndlessSowing`](crate::MoveError::EndlessSowing); the kernel
//! detects it exactly. **Decision**: Bao Kigogo has no pass ([`Move::Pass`](crate::Move::Pass) is always
//! refused), so a player whose every sowing is endless has no legal move and loses
//! (rule 6). Singleton steps are never endless (one seed into an empty hole).
//!
//! docs/FORMAT.md: Bao Kigogo has no award at the end; the board stays as the last move
//! left it. Captured seeds are counted per player in the position, but they decide
//! nothing: only rule 6 ends the game.
//!
//! In practice (uniformly random games from the start, 20 000 per direction): games
//! last about 185 plies (median; 56 to about 380), almost all end with a player
//! captured bare, and about 1 in 2 000 ends in a draw by repetition; in about 1 game
//! in 200 the player to move has an endless sowing at some point. Cost: legal-move generation sows every candidate
//! hole on a copy of the board (to leave out endless sowings), and every move checks
//! that the opponent can still move (usually their first candidate settles it).
//!
//! # Which type to use when: plain position or [`Game`](crate::Game)
//!
//! The draw of rule 6 depends on every earlier position of the game, which a position
//! cannot know. So:
//!
//! - [`BaoKigogo`] is a plain position: small, `Copy`, no heap. It knows the win of
//!   rule 6 (its [`Position::result`] is set when the player to move has no seeds or
//!   no legal move) but **never** the draw by repetition. Use it for move generation,
//!   search, analysis, and as the building block of everything else.
//! - [`Game<BaoKigogo>`](crate::Game) (or `Game<AnyGame>`) keeps the history and
//!   applies the repetition draw: [`Position::repetition_ends_game`] returns true, so
//!   the driver records every position in a hash set (the start included) and declares
//!   the draw when a move produces one already seen, unless that move won. Use it to
//!   play a whole game; [`crate::replay`] and [`crate::playout::random_playout`] do.
//!
//! Two positions of one game compare equal exactly when their holes and player to move
//! are equal: the direction is fixed for the game, the result is unset in every
//! position the driver records, and the captures follow from the holes, since a
//! position here always has `seeds in North's rows + South's captures = 46` and the
//! same for South (seeds leave a player's rows only by capture; [`BaoKigogo::from_parts`]
//! and [`crate::FromSetup::from_setup`] enforce it). So the derived `Eq`/`Hash` are rule 6's.
//!
//! ```
//! use sowing::{BaoKigogo, Game, Move, MoveList, Position, Player, Ruleset};
//! let pos = BaoKigogo::start();
//! assert_eq!(pos.board().total(), 92);
//! let mut moves = MoveList::new();
//! pos.legal_moves(&mut moves);
//! assert!(moves.iter().all(|m| matches!(m, Move::Sow(h) if *h >= 24))); // South's holes
//! // A whole game with its history, stopped unfinished after 200 moves at most.
//! let mut game = Game::new(pos).with_ply_limit(Some(200));
//! while !game.is_finished() && !game.is_stopped() {
//!     game.legal_moves(&mut moves);
//!     game.play(moves[0]).unwrap();
//! }
//! let p = game.position();
//! assert_eq!(p.board().total() + p.captured(Player::South) + p.captured(Player::North), 92);
//! ```

use crate::circuit::Circuit;
use crate::described::{Described, Rules, SowDirection};
use crate::error::SetupError;
use crate::games::described_game::{described_game, library_rules};
use crate::rules::{Position, Ruleset, Setup};
use crate::state::{key_tag, State};
use crate::types::{GameKind, GameOptions, Outcome, Player};
use std::sync::OnceLock;

pub use crate::types::{BaoKigogoOptions, Direction};

/// Rows of the board (rule 1: 4; the registry of games states the shape).
const ROWS: usize = GameKind::BaoKigogo.rows();
/// Columns of the board (rule 1: 12, not the 13 of the original description's diagram).
const COLS: usize = GameKind::BaoKigogo.cols();
/// Holes of the board.
const HOLES: usize = GameKind::BaoKigogo.holes();
// The four-row loops below are written for four rows.
const _: () = assert!(ROWS == 4);
/// Seeds each player starts with (rule 1), and so, at every moment, the seeds in a
/// player's rows plus the seeds the opponent has captured.
const SEEDS_PER_SIDE: u32 = 46;

/// Rule 2: both players' counter-clockwise loops, as one circuit of two cycles.
static COUNTER_CLOCKWISE: Circuit = Circuit::four_row_loops(COLS);
/// Rule 2, the clockwise reading: the same loops reversed.
static CLOCKWISE: Circuit = Circuit::four_row_loops(COLS).reversed();

impl Direction {
    /// Both players' loops in this direction.
    ///
    /// ```
    /// use sowing::games::bao_kigogo::Direction;
    /// let ccw = Direction::CounterClockwise.circuit();
    /// assert_eq!(ccw.next(47), 35); // South: row 3 col 11 → row 2 col 11
    /// assert_eq!(Direction::Clockwise.circuit().next(35), 47);
    /// ```
    pub fn circuit(self) -> &'static Circuit {
        match self {
            Direction::CounterClockwise => &COUNTER_CLOCKWISE,
            Direction::Clockwise => &CLOCKWISE,
        }
    }
}

/// A Bao Kigogo position: board, captures, player to move, the result as far as the
/// position can tell (a win; the draw by repetition needs a [`crate::Game`]), and the
/// direction option. Small and `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct BaoKigogo {
    pos: Described,
}

impl BaoKigogo {
    /// A position from its parts: seeds per hole (48, row-major), the player to move
    /// and the direction. Captures follow from the holes: each player has captured what
    /// the opponent's rows are missing (`46 −` their seeds), since seeds leave a player's
    /// rows only by capture, so a side holding more than 46 is refused. If the player
    /// to move has no seeds or no legal move, the game is already over: the other
    /// player won (rule 6).
    ///
    /// ```
    /// use sowing::{BaoKigogo, Player, Position};
    /// use sowing::games::bao_kigogo::Direction;
    /// let mut holes = [0u8; 48];
    /// holes[30] = 5; // South, row 2 col 6
    /// holes[3] = 2; // North, row 0 col 3
    /// let pos = BaoKigogo::from_parts(holes, Player::South, Direction::CounterClockwise).unwrap();
    /// assert_eq!(pos.captured(Player::South), 44);
    /// assert_eq!(pos.captured(Player::North), 41);
    /// assert!(pos.result().is_none());
    /// ```
    pub fn from_parts(
        holes: [u8; HOLES],
        to_move: Player,
        direction: Direction,
    ) -> Result<BaoKigogo, SetupError> {
        let rules = Self::rules(direction);
        // The start's layout, whose owners are fixed, with these seeds.
        let mut board = rules.start().state().board;
        board.set_holes(&holes);
        let mut captured = [0u32; 2];
        for p in Player::BOTH {
            let opponent = p.opponent();
            let theirs = board.seeds_of(opponent);
            if theirs > SEEDS_PER_SIDE {
                return Err(SetupError::SideTotal {
                    player: opponent,
                    opponent: p,
                    found: theirs,
                });
            }
            captured[p.index()] = SEEDS_PER_SIDE - theirs;
        }
        // The seeds add up to 92: the captures make up what the rows lack.
        Ok(BaoKigogo {
            pos: Described::from_board(rules, board, captured, to_move),
        })
    }

    /// The direction of sowing, fixed for the game (rule 2).
    pub fn direction(&self) -> Direction {
        // The description's, which is one of the game's two (its direction option).
        match self.pos.rules().description().sowing.direction {
            SowDirection::Clockwise => Direction::Clockwise,
            _ => Direction::CounterClockwise,
        }
    }

    /// The circuit this game sows around (rule 2, in its direction).
    pub fn circuit(&self) -> &'static Circuit {
        self.direction().circuit()
    }

    /// Whether `p` has a legal move on this board (rule 6: if not, `p` loses): some hole
    /// of 2 or more whose sowing ends, or, with no such hole, a single seed whose next
    /// hole is empty. A player with no seeds has none.
    pub fn can_move(&self, p: Player) -> bool {
        self.pos.can_move(p)
    }

    /// The game's description in `direction`, compiled once.
    fn rules(direction: Direction) -> &'static Rules {
        static RULES: OnceLock<[&'static Rules; 2]> = OnceLock::new();
        let [ccw, cw] = RULES.get_or_init(|| {
            [
                library_rules("bao-kigogo"),
                library_rules("bao-kigogo-clockwise"),
            ]
        });
        match direction {
            Direction::CounterClockwise => ccw,
            Direction::Clockwise => cw,
        }
    }

    /// The direction is the rules'.
    fn wrap(pos: Described, _: BaoKigogoOptions) -> BaoKigogo {
        BaoKigogo { pos }
    }

    fn rules_for(o: BaoKigogoOptions) -> Result<&'static Rules, SetupError> {
        Ok(Self::rules(o.direction))
    }

    /// The options of a setup, once its size, fixed owners and seed total are
    /// checked, with rule 6's accounting: each player's rows plus the opponent's
    /// captures make 46.
    fn options_of(s: &Setup) -> Result<BaoKigogoOptions, SetupError> {
        let options = match s.options {
            GameOptions::None => BaoKigogoOptions::default(),
            GameOptions::BaoKigogo(o) => o,
            // Another game's options.
            _ => return Err(SetupError::WrongOptions { game: Self::KIND }),
        };
        let st = State::from_setup_fixed_owners(s, Self::KIND, ROWS, COLS, Self::TOTAL_SEEDS)?;
        for p in Player::BOTH {
            let found = st.board.seeds_of(p.opponent()) + st.captured(p);
            if found != SEEDS_PER_SIDE {
                return Err(SetupError::SideTotal {
                    player: p.opponent(),
                    opponent: p,
                    found,
                });
            }
        }
        if st.result == Some(Outcome::Draw) {
            // A draw by repetition only where no win applies: a win takes precedence.
            let parts = st.captured.map(u32::from);
            let pos = Described::from_parts(
                Self::rules(options.direction),
                st.board.holes(),
                parts,
                st.to_move,
            )
            .map_err(|e| e.in_game(Self::KIND))?;
            if pos.result().is_some() {
                return Err(SetupError::ResultContradicts {
                    declared: Outcome::Draw,
                    why: "a bao-kigogo game is won by the player not to move exactly when the player to move has no legal move (rule 6), and a win takes precedence over a draw",
                });
            }
        }
        Ok(options)
    }

    /// Keys under the game's own tag, the direction in it (docs/FORMAT.md, *Position
    /// keys*).
    #[inline(always)]
    fn key_here(&self) -> u64 {
        const TAGS: [u64; 2] = [
            key_tag(
                BaoKigogo::KIND,
                GameOptions::BaoKigogo(BaoKigogoOptions {
                    direction: Direction::CounterClockwise,
                }),
            ),
            key_tag(
                BaoKigogo::KIND,
                GameOptions::BaoKigogo(BaoKigogoOptions {
                    direction: Direction::Clockwise,
                }),
            ),
        ];
        const STARTS: [u64; 2] = [
            crate::rules::KeyHasher::start(TAGS[0]),
            crate::rules::KeyHasher::start(TAGS[1]),
        ];
        let d = self.direction() as usize;
        // Six words of seeds, nothing in the last word's top half.
        self.pos.state().key_from::<6>(STARTS[d], 0)
    }

    /// Only a finished game's result: the board alone never settles it sooner.
    fn decided_here(&self) -> Option<Outcome> {
        self.pos.result()
    }
}

described_game!(BaoKigogo on KERNEL_HOLES, direction);

impl Default for BaoKigogo {
    /// Rule 1: 2 seeds everywhere except holes 23 (row 1, col 11) and 24 (row 2,
    /// col 0); South to move; counter-clockwise.
    fn default() -> Self {
        BaoKigogo {
            pos: Self::rules(Direction::CounterClockwise).start(),
        }
    }
}

impl Ruleset for BaoKigogo {
    const KIND: GameKind = GameKind::BaoKigogo;
    const TOTAL_SEEDS: u32 = 2 * SEEDS_PER_SIDE;
    const MAX_LEGAL_MOVES: usize = 2 * COLS;
    type Options = BaoKigogoOptions;

    fn new(options: BaoKigogoOptions) -> Result<Self, SetupError> {
        Ok(BaoKigogo {
            pos: Self::rules(options.direction).start(),
        })
    }

    fn options(&self) -> BaoKigogoOptions {
        BaoKigogoOptions {
            direction: self.direction(),
        }
    }
}

const _: () = assert!(BaoKigogo::MAX_LEGAL_MOVES <= crate::rules::MOVE_LIST_CAPACITY);

#[cfg(test)]
mod tests {
    use super::*;

    /// In both directions (each its own description).
    #[test]
    fn successors_are_found_on_the_path_named() {
        for direction in [Direction::CounterClockwise, Direction::Clockwise] {
            crate::games::described_game::assert_successor_path(
                BaoKigogo::new(BaoKigogoOptions { direction }).unwrap(),
                BaoKigogo::takes_its_successor_path,
            );
        }
    }
}
