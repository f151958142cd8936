//! Endgame databases by retrograde analysis, and proofs from them.
//!
//! For games whose seeds leave the board only by capture (Djenon-aboure first; the
//! trait [`Solvable`] says what a game must provide), a **layer** holds the value of
//! every board with `n` seeds on it, for the player to move.
//!
//! **The value** of a position is the best final capture margin the player to move can
//! force from it, counting only the seeds still on the board: seeds that player will
//! still capture (the end-of-game sweep included) minus seeds the opponent will. It
//! depends on the holes and the player to move only, not on the captures so far, and
//! lies in `-n..=n`. **Decision** (docs/RULES.md, Djenon-aboure): a line of play that
//! never ends (the game has no repetition rule) counts the seeds left on the board for
//! neither side, so it is worth 0.
//!
//! **The index.** Djenon-aboure looks the same to both players after a half turn of the
//! board (South's row and North's swap along the counter-clockwise ring
//! 6 → 11 → 5 → 0), so a layer is indexed by the board as the player to move sees it
//! ([`Solvable::mover_board`]: their own row in holes 6–11). The tables are for boards
//! of two rows of six, [`HOLES`] = 12 holes: the boards with `n` seeds are the
//! compositions of `n` into 12 parts, ranked lexicographically with hole 0 the most
//! significant ([`rank`], [`unrank`]): `C(n + 11, 11)` of them ([`layer_size`]);
//! 417,225,900 for 24 seeds, 1,251,677,700 for all layers up to 24.
//!
//! **The method.** Within a layer, a move that captures nothing keeps the seed count,
//! so play can cycle; a capture drops to a lower layer, solved before. Each layer is
//! solved by value iteration from 0: every position's value becomes the best, over its
//! moves ([`Position::for_each_successor`], the game's own move generator), of the
//! move's value ([`crate::search::move_value`], the one every search shares): what the
//! move captures (and the sweep if it ends the game) minus the child's value for the
//! opponent (plus it when the same player moves again), children in lower layers read
//! from their finished tables, children in the layer from the values being computed (in
//! place, Gauss–Seidel). Passes repeat until one changes nothing. Why this is exact,
//! cycles included: after `k` passes each value is the value of the game cut off (at 0)
//! somewhere at least `k` plies deep on every line. With `N` the number of positions of
//! the layer, once every cut is `N` or more plies deep the cut-off game has the true
//! value `V` (infinite play counted 0): a player who can force `V > 0` does so with a
//! positional strategy whose every line ends within `N` plies (a longer line repeats a
//! position, and the opponent could then repeat the cycle for ever and get 0), so the
//! cut never touches it, while the opponent's optimal strategy keeps every ended line
//! `≤ V` and the cut lines give 0 `≤ V`; the same holds with the roles swapped for
//! `V < 0`, and for `V = 0` both bounds are 0. A pass that changes nothing reaches a
//! fixed point that every later pass keeps, so it is already that limit. Values are
//! integers in `-n..=n`, so the passes stop.
//!
//! **Hoyito III** uses the same builder: every capture takes 4 seeds and a game in
//! progress has at least 8 on the board, so only the layers of 8, 12, 16, … seeds
//! hold positions ([`Solvable::has_layer`]); a capture gives an extra turn, so the
//! child's value is added instead of subtracted. Its tables cover games whose last
//! four seeds go to the capturer ([`Solvable::covered`]). Oware does not fit: its
//! repetition rule makes a value depend on the game's history.
//!
//! **Proofs above the tables** ([`prove`]): alpha-beta over values of the seeds on the
//! board, positions the tables hold as exact leaves, run twice with the horizon
//! counted as badly and as well as it could be for the root's player. The results are
//! proven bounds; where they meet, the value is exact, whatever a line that never ends
//! would be worth above the tables (inside them the Decision above holds).
//!
//! **Files.** A folder holds, per layer, `<game>-NN.i8` (one signed byte per board, in
//! rank order) and `<game>-NN.json` (the layer's statistics). Both are written to a
//! temporary name and renamed, so an interrupted build restarts at the first layer
//! missing ([`build`]).
//!
//! **At run time**, when the game is a value rather than a type (a command line, a
//! server), [`AnyTablebase`] holds the databases of whichever game has them and
//! answers for an [`crate::AnyGame`].
//!
//! ```
//! use sowing::solve::{build, layer_size, BuildOptions, Tablebase};
//! use sowing::{DjenonAboure, Player};
//! let dir = std::env::temp_dir().join(format!("sowing-doc-{}", std::process::id()));
//! let stats = build::<DjenonAboure>(&dir, 4, &BuildOptions::default(), &mut |_| {}).unwrap();
//! assert_eq!(stats.len(), 5);
//! assert_eq!(stats[4].positions, layer_size(4));
//! let tb = Tablebase::<DjenonAboure>::open(&dir).unwrap();
//! // South to move with 2 + 2 in front of an empty row: the value is exact.
//! let pos = DjenonAboure::from_parts([0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0], [20, 24], Player::South).unwrap();
//! assert!(tb.exact(&pos).is_some());
//! std::fs::remove_dir_all(&dir).unwrap();
//! ```

mod any_tablebase;
mod build;
mod prove;
mod rank;
mod tablebase;

pub use any_tablebase::AnyTablebase;
pub use build::{build, BuildOptions, LayerStats, Progress};
pub use prove::{principal_variation, prove, Proof};
pub use rank::{layer_size, rank, unrank, Holes, HOLES, MAX_SEEDS};
pub use tablebase::{stored_size, Tablebase};

use crate::games::djenon_aboure::DjenonAboure;
use crate::games::hoyito_iii::HoyitoIii;
use crate::rules::{Position, Ruleset};
use crate::types::{GameKind, HoyitoOptions, Player};
use crate::SetupError;
use std::path::{Path, PathBuf};

/// Why building, opening or reading databases failed.
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A layer file has the wrong length for its seed count.
    #[error("{path}: {found} bytes, a layer of {seeds} seeds has {expected}")]
    BadLayer {
        /// The file.
        path: PathBuf,
        /// Its seed count.
        seeds: u32,
        /// Its length.
        found: u64,
        /// The length it should have.
        expected: u64,
    },
    /// More seeds than [`MAX_SEEDS`] were asked for.
    #[error("at most {MAX_SEEDS} seeds, not {0}")]
    TooManySeeds(u32),
    /// A board could not be made into a position.
    #[error("a board of the databases is not a position: {0}")]
    Setup(#[from] SetupError),
    /// A move put seeds on the board: the game is not one whose seeds leave the board
    /// only by capture.
    #[error("a move from a board of {from} seeds led to one of {to}")]
    SeedsIncreased {
        /// Seeds before the move.
        from: u32,
        /// Seeds after.
        to: u32,
    },
    /// Databases were asked for a game that has none.
    #[error(
        "endgame databases exist for {games} only, not {0}",
        games = any_tablebase::games_with_databases()
    )]
    NoDatabases(GameKind),
    /// A folder holds no layer of the game.
    #[error("{dir}: no databases of {game}")]
    NoLayers {
        /// The folder.
        dir: PathBuf,
        /// The game.
        game: GameKind,
    },
    /// A position of another game than the databases'.
    #[error("a position of {position} is not in the databases of {tables}")]
    OtherGame {
        /// The databases' game.
        tables: GameKind,
        /// The position's game.
        position: GameKind,
    },
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> SolveError + '_ {
    move |source| SolveError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// A game the databases can solve: a board of two rows of six ([`HOLES`] holes), seeds
/// that leave the board only by capture, and the value of a position that depends on
/// its board and player to move only. The builder and the proofs walk its moves
/// through [`Position::for_each_successor`] and value them with
/// [`crate::search::move_value`].
pub trait Solvable: Position + Send + Sync + 'static {
    /// The game's name in file names.
    const NAME: &'static str;

    /// The position with this board as its player to move sees it (their row where
    /// South's is: holes 6–11 of the 2×6 board), and that player's capture margin in it
    /// before any move. A final board has the game's end already applied.
    fn from_mover_board(holes: &Holes) -> Result<(Self, i32), SetupError>;

    /// The board as the player to move sees it, the index's view: as it is for the
    /// player who owns the bottom row (South, [`crate::Board::row_owner`]); turned half
    /// a turn for the other (row-major reversed, which swaps the rows and keeps the
    /// direction of the ring).
    ///
    /// # Panics
    /// If the board does not have [`HOLES`] holes.
    #[inline]
    fn mover_board(&self) -> Holes {
        let b = self.board();
        let mut h = [0u8; HOLES];
        h.copy_from_slice(b.holes());
        if self.to_move() != b.row_owner(b.rows() - 1) {
            h.reverse();
        }
        h
    }

    /// Whether positions with `n` seeds on the board exist (a layer with none is
    /// empty). All of them by default.
    fn has_layer(n: u32) -> bool {
        n <= MAX_SEEDS
    }

    /// Whether the tables hold this position's value: its options (if any) must play
    /// like those of [`Solvable::from_mover_board`]. All positions by default.
    fn covered(&self) -> bool {
        true
    }
}

/// Hoyito III as a single game (and rounds 1 and 2 of a match, or any round after a
/// draw): the last four seeds go to the capturer, the same for both players. Every
/// capture takes 4 and a game in progress has at least 8 seeds on the board, so only
/// the layers of 8, 12, 16, … seeds hold positions; a capture gives an extra turn.
impl Solvable for HoyitoIii {
    const NAME: &'static str = "hoyito-iii";

    fn from_mover_board(holes: &Holes) -> Result<(Self, i32), SetupError> {
        let on_board: u32 = holes.iter().map(|&x| x as u32).sum();
        let taken = Self::TOTAL_SEEDS.saturating_sub(on_board);
        let pos = HoyitoIii::from_parts(
            *holes,
            [taken as u8, 0],
            Player::South,
            HoyitoOptions::default(),
        )?;
        Ok((pos, taken as i32))
    }

    fn has_layer(n: u32) -> bool {
        (8..=MAX_SEEDS).contains(&n) && n % 4 == 0
    }

    fn covered(&self) -> bool {
        self.last_four_to(Player::South) == Player::South
            && self.last_four_to(Player::North) == Player::North
    }
}

impl Solvable for DjenonAboure {
    const NAME: &'static str = "djenon-aboure";

    fn from_mover_board(holes: &Holes) -> Result<(Self, i32), SetupError> {
        let on_board: u32 = holes.iter().map(|&x| x as u32).sum();
        let taken = Self::TOTAL_SEEDS.saturating_sub(on_board);
        let pos = DjenonAboure::from_parts(*holes, [taken as u8, 0], Player::South)?;
        Ok((pos, taken as i32))
    }
}
