//! A description compiled once into [`Rules`] (interned for the program's life): the
//! circuits, hole sets and capture masks a [`super::Described`] position plays by.
//!
//! One module per mechanism of the description language, each holding, in this
//! order: the part of the description it reads (its serde types, re-exported as
//! `sowing::described::*`), its checks (called in turn by [`Description::check`],
//! `check.rs`), what it compiles to, the functions the play loop calls, and its
//! sentences on the rules page (`super::pages` puts the page together). A large
//! mechanism is a folder: `spec.rs` (the types and checks), `mod.rs` (compiled and
//! play), `prose.rs`. The description types never name the compiled layer.

use crate::board::{Board, MAX_HOLES};
use crate::circuit::Circuit;
use crate::described::{Description, DescriptionError};
use crate::sow::{Chain, SowOptions};
use crate::types::{DescribedId, GameKind, HoleSet, Player};
use std::fmt;

pub(super) mod across;
mod bear_off;
pub(super) mod board;
mod build;
pub(super) mod capture;
mod check;
pub(super) mod children;
mod circuits;
pub(super) mod directions;
pub(super) mod end;
pub(super) mod extra_turn;
mod features;
pub(super) mod feeding;
pub(super) mod grand_slam;
mod key;
mod lift;
pub(super) mod moves;
pub(super) mod next_capture;
pub(super) mod next_hole;
pub(super) mod opening;
pub(super) mod origin;
pub(super) mod passing;
pub(super) mod path;
mod play;
pub(super) mod reached;
pub(super) mod relay;
pub(super) mod rounds;
pub(super) mod rows;
pub(super) mod sides;
pub(super) mod single_seed;
pub(super) mod singletons;
pub(super) mod sowing;
pub(super) mod territory;
pub(super) mod trades;

pub use board::{BoardSpec, StoreSowing, MAX_SEEDS};
pub(super) use capture::{CaptureKind, CompiledCapture};
pub use capture::{CaptureSpec, ChainSpec, Take};
pub(super) use children::children_of;
use children::CompiledChildren;
pub use children::{ChildApart, ChildKind, ChildrenSpec};
pub use directions::{Columns, SowDirection};
pub use end::{EndSpec, Goal, LastSeedsSpec, LastSeedsTaker, NoMove, Remaining, Repetition};
pub use extra_turn::ExtraTurnSpec;
pub use feeding::Feed;
pub use grand_slam::GrandSlam;
pub(super) use lift::Lift;
pub use moves::MovesSpec;
pub use opening::Opening;
pub use origin::Origin;
pub use passing::{AfterCapture, PassingSpec, PassingTaker};
pub(super) use path::{on_path, Path};
pub use relay::Laps;
pub use rounds::{RoundFill, RoundStarter, RoundsSpec};
pub use rows::Rows;
pub use sides::SowCircuit;
pub use single_seed::SingleSeedMoveSpec;
pub use singletons::Singletons;
pub use sowing::SowingSpec;
pub(super) use territory::{CompiledTerritory, Owned};
pub use territory::{PartialHole, TerritorySpec};
pub use trades::TradesSpec;

/// No hole (in the tables of holes across and behind).
const NONE: u8 = u8::MAX;

/// A description compiled into the tables a position plays by: circuits, hole sets,
/// the capture rule as masks. Made once per description by [`Rules::compile`] and kept
/// for the program's life, so that positions point at it.
pub struct Rules {
    /// The game's name in the registry ([`super::registry`]).
    pub(super) kind: GameKind,
    pub(super) description: Description,
    pub(super) rows: usize,
    pub(super) cols: usize,
    /// Holes on the board (stores not counted).
    pub(super) len: usize,
    /// Whether the board has stores: South's is slot `len`, North's `len + 1` of the
    /// position's own board, past its holes, filled during a sowing and emptied into
    /// the captures at its end.
    pub(super) stores: bool,
    /// The circuits sowings and capture chains follow ([`circuits`]).
    pub(super) circuits: circuits::CompiledCircuits,
    /// Sowing directions hole by hole, and the rules that remember them
    /// ([`directions`]).
    pub(super) directions: directions::CompiledDirections,
    /// How laps are sown: the kernel's options, the fewest seeds to lift, whether
    /// every sowing ends ([`sowing`]).
    pub(super) sowing: sowing::CompiledSowing,
    /// Relay laps ([`relay`]; `None`: single laps).
    pub(super) relay: Option<relay::CompiledRelay>,
    /// The rules of moves lifting a single seed or sowing a short lap
    /// ([`single_seed`]).
    pub(super) single_seed: single_seed::CompiledSingleSeed,
    /// The holes each player owns.
    pub(super) own: [HoleSet; 2],
    /// Sides other than the usual ones ([`sides`]; `None`: each player sows their own
    /// holes, round the board).
    pub(super) sides: Option<sides::CompiledSides>,
    pub(super) capture: CompiledCapture,
    /// When the mover plays again ([`extra_turn`]).
    pub(super) extra_turn: ExtraTurnSpec,
    /// The mover must feed an opponent without seeds (`moves.must_feed`), as
    /// [`feeding`] says.
    pub(super) feeding: Option<feeding::CompiledFeeding>,
    /// How the game ends: no move, the end conditions, repetition ([`end`]).
    pub(super) end: end::CompiledEnd,
    /// A match of rounds, if the description has one.
    pub(super) rounds: Option<CompiledRounds>,
    /// Children, if the description has them ([`children`]).
    pub(super) children: Option<CompiledChildren>,
    /// Passing and lap captures, the opponent's seeds, the last seeds, if the
    /// description has any of them ([`passing`]).
    pub(super) passing: Option<passing::CompiledPassing>,
    /// A territory match, if the rounds are one ([`territory`]).
    pub(super) territory: Option<CompiledTerritory>,
    /// Hole trades, if the description has them ([`trades`]).
    pub(super) trades: Option<trades::CompiledTrades>,
    /// The holes change hands during the game (a territory match, trades): a
    /// player's holes are the board's owners ([`Rules::holes_of`]), not the rows.
    pub(super) owners_move: bool,
    /// A prescribed opening (`moves.opening`, [`opening`]), or none.
    pub(super) opening: Option<Opening>,
    /// The turns a position counts ([`Described::turns`](super::Described)): those
    /// with captures off, or the first turn of each player where that is unchosen.
    pub(super) turns_counted: u8,
    pub(super) total: u32,
    pub(super) start: Board,
    /// The compiled path the hot functions take ([`path`]).
    pub(super) path: Path,
    /// The key's tag and words ([`key`]).
    pub(super) key: key::CompiledKey,
}

/// [`super::RoundsSpec`] as the end of a round reads it.
#[derive(Clone, Copy)]
pub(super) struct CompiledRounds {
    /// Each player's holes in the order the next round fills them.
    pub(super) fill: [[u8; MAX_HOLES / 2]; 2],
    pub(super) blocks: bool,
    pub(super) starter: RoundStarter,
    /// The fewest seeds a player must hold after a round for the match to go on.
    pub(super) min_seeds: u32,
    /// A match of won rounds: the rounds a player must win (`rounds.wins`), 0 for
    /// none.
    pub(super) wins: u8,
}

impl Rules {
    /// The description these rules were compiled from.
    pub fn description(&self) -> &Description {
        &self.description
    }

    /// The game's name.
    pub fn name(&self) -> &str {
        &self.description.name
    }

    /// Seeds in play (on the board plus captured) at every moment of the game.
    pub fn total_seeds(&self) -> u32 {
        self.total
    }

    /// Rows and columns of the board (stores not counted).
    pub fn shape(&self) -> (usize, usize) {
        (self.rows, self.cols)
    }

    /// The most legal moves a position can have: the holes of one player (every
    /// hole on a board without sides), twice where the player chooses directions;
    /// with trades, the sowings and offers of a player controlling every hole but one.
    pub fn max_legal_moves(&self) -> usize {
        if let Some(n) = self.max_trade_moves() {
            return n;
        }
        let holes = if self.any_hole() {
            self.len
        } else {
            self.len / 2
        };
        if self.directions.chosen != 0 {
            2 * holes
        } else {
            holes
        }
    }
}

impl fmt::Debug for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Rules")
            .field("description", &self.description)
            .finish_non_exhaustive()
    }
}

impl Rules {
    /// The words of seed counts the path `F` reads ([`Board::holding_at_least`],
    /// [`Board::total_in`]): `key.words`, or two on a path without
    /// [`path::LARGE`], a constant that unrolls the loops over the words (a word past
    /// the board's holes reads its empty slots: a store slot holds no seeds between
    /// the sowings, and every caller keeps only the holes it asks about).
    #[inline(always)]
    pub(in crate::described) fn words<const F: u32>(&self) -> usize {
        if path::has(F, path::LARGE) {
            self.key.words
        } else {
            debug_assert!(
                !path::large(self.key.words),
                "a board of {} holes off the large paths",
                self.len
            );
            2
        }
    }
}
