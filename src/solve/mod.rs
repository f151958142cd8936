//! Endgame databases by retrograde analysis, and proofs from them.
//!
//! For games whose seeds leave the board only by capture (Djenon-aboure first; the
//! trait [`Solvable`] says what a game must provide; described games of two rows of
//! six too, [`build_game`], [`Solvable::check_solvable`]), a **layer** holds the value
//! of every board with `n` seeds on it, for the player to move.
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
//! significant ([`rank()`], [`unrank`]): `C(n + 11, 11)` of them ([`layer_size`]);
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
//! hold positions ([`Solvable::has_layer`], [`Solvable::empty_layer`] says why the
//! others hold none); a capture gives an extra turn, so the child's value is added
//! instead of subtracted. Rule 5 decides who receives the last four seeds, so its
//! tables are built for one of two sets of rules ([`Solvable::RULES`],
//! [`Solvable::table_rules`]): [`LAST_FOUR_TO_CAPTURER`] (a single game, rounds 1 and
//! 2, later rounds after a draw), the same for both players, indexed as above; and
//! [`LAST_FOUR_TO_WINNER`] (round 3 and later after a won game), where a fixed player
//! receives them, so a board's value for its player to move depends on whether that
//! player is the one: each layer holds every board twice ([`TableRules::sides`],
//! [`Solvable::side`]), the player to move receiving the last four first, then the
//! opponent. Swapping the colours swaps the previous winner too, so one set of tables
//! serves both previous winners. Oware does not fit: its repetition rule makes a
//! value depend on the game's history.
//!
//! **Lines that never end** ([`Endless`]). Besides the Decision, tables can be built
//! with such a line at both extremes at once ([`Endless::Extremes`]: every board twice
//! more, the seeds left going all to the player to move, or all to the opponent), value
//! iteration starting from the extreme ([`build_for`] says why it converges to that
//! value). A value is monotone in what such a line is worth, so a position whose value
//! is the same at both extremes has that value whatever the line is counted as; where
//! the extremes differ, the value depends on the Decision.
//!
//! **Proofs above the tables** ([`prove()`]): alpha-beta over values of the seeds on the
//! board, positions the tables hold as exact leaves, run twice with the horizon
//! counted as badly and as well as it could be for the root's player. The results are
//! proven bounds; where they meet, the value is exact, whatever a line that never ends
//! would be worth above the tables (inside them the Decision above holds).
//!
//! **Files.** A folder holds, per layer, `<game>-NN.i8` (`NN` the seed count, two
//! digits) and `<game>-NN.json` (the layer's statistics, [`LayerStats`]). A layer file
//! is a header of [`LAYER_HEADER_BYTES`] = 64 bytes, then one signed byte per board
//! (its value), in rank order. The header, integers little-endian:
//!
//! | bytes | field | value |
//! | --- | --- | --- |
//! | 0–7 | magic | the ASCII `SOWINGTB` ([`LAYER_MAGIC`]) |
//! | 8–9 | format | `u16`, [`LAYER_FORMAT`] = 1: this layout, 12 holes, the index above, one signed byte per board |
//! | 10–11 | seeds | `u16`, the layer: seeds on the board, the `NN` of the name |
//! | 12–15 | checksum | `u32`, the CRC-32 (IEEE 802.3, as zlib's `crc32`) of the boards' bytes, bytes 64 to the end |
//! | 16–23 | boards | `u64`, how many boards follow: [`stored_size`] (the layer's boards times [`Tables::sides`], side by side), 0 for a layer that holds no position |
//! | 24–39 | game | the game's docs/FORMAT.md name ([`Solvable::table_name`]; a described game's registry name), ASCII, NUL-padded |
//! | 40–63 | rules | the rules the tables are built for ([`Tables::header_rules`]): `last-four-to-capturer` or `last-four-to-winner` for Hoyito III, empty for Djenon-aboure, followed by `+x` for tables of the endless-line extremes; ASCII, NUL-padded |
//!
//! [`Tablebase::open`] takes the tables the first layer's header names and checks
//! every field of every layer against them, the file's name and the game
//! ([`Tablebase::open_for`]: against the rules asked for), then
//! the length (64 + boards), then the checksum, computed as the boards are read; each
//! mismatch is its own [`SolveError`] naming the file. A file without the magic whose
//! length is the layer's board count is a layer of the format before headers
//! ([`SolveError::HeaderlessLayer`]): its bytes cannot be checked, so it is refused,
//! to be built again, not converted. Both files are written to a temporary name
//! (`….tmp`), flushed to the disk and renamed, the statistics first: a file of a
//! layer's name is complete, so an interrupted build (even killed) restarts at the
//! first layer missing ([`build()`]). [`estimate()`] says beforehand which layers a build
//! makes, skips (empty) and resumes, and the disk, memory and time it needs.
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
mod estimate;
mod file;
mod prove;
mod rank;
mod tablebase;
mod value;

pub use any_tablebase::AnyTablebase;
pub use build::{build, BuildOptions, LayerStats, Progress};
pub use build::{build_for, build_game};
pub use estimate::{estimate, Estimate, SkippedLayers, BASE_MEMORY_BYTES};
pub use estimate::{estimate_for, estimate_game};
pub use file::{prepare_folder, LAYER_FORMAT, LAYER_HEADER_BYTES, LAYER_MAGIC};
pub use prove::{principal_variation, prove, Proof};
pub use rank::{layer_size, rank, unrank, Holes, HOLES, MAX_SEEDS};
pub use tablebase::Tablebase;
pub use value::stored_size;

use crate::described::{
    Described, Goal, LastSeedsTaker, NoMove, PartsError, Remaining, Repetition,
};
use crate::games::djenon_aboure::DjenonAboure;
use crate::games::hoyito_iii::HoyitoIii;
use crate::rules::{FromSetup, Position, Ruleset};
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
    /// A layer file has the wrong length for its seed count (header included): it was
    /// cut short or has bytes after its boards.
    #[error(
        "{path}: {found} bytes, a layer file of {seeds} seeds has {expected} \
         (truncated or overlong): delete it and build it again"
    )]
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
    /// A file of a layer's name that does not start with [`LAYER_MAGIC`] and is not
    /// an older header-less layer either.
    #[error("{path}: not a layer file (it does not start with SOWINGTB)")]
    NotALayerFile {
        /// The file.
        path: PathBuf,
    },
    /// A layer file of the format before headers (the boards alone, as many bytes as
    /// the layer has boards). Its bytes cannot be checked, so it is not converted.
    #[error(
        "{path}: a layer file without a header (an older format, whose bytes cannot be \
         checked): delete the folder's layer files from this one up and build them again"
    )]
    HeaderlessLayer {
        /// The file.
        path: PathBuf,
    },
    /// A layer file of another version of the format than [`LAYER_FORMAT`].
    #[error(
        "{path}: layer file format {found}; this version of sowing reads format {LAYER_FORMAT}"
    )]
    LayerFormat {
        /// The file.
        path: PathBuf,
        /// The version its header gives.
        found: u16,
    },
    /// A layer file of another game.
    #[error("{path}: a layer of {found}, not of {expected}")]
    WrongGame {
        /// The file.
        path: PathBuf,
        /// The game its header names.
        found: String,
        /// The game of the databases ([`Solvable::table_name`]).
        expected: &'static str,
    },
    /// A layer file built for other rules of the game (other options).
    #[error(
        "{path}: a layer for the rules \"{found}\", not \"{expected}\" \
         (tables for other rules of the game)"
    )]
    WrongRules {
        /// The file.
        path: PathBuf,
        /// The rules its header names.
        found: String,
        /// The rules expected ([`Tables::header_rules`]; the folder's first layer
        /// decides them when no rules are asked for, and a header no rules of the game
        /// write lists the game's).
        expected: String,
    },
    /// A layer file whose header gives another seed count than its name.
    #[error("{path}: the header says a layer of {found} seeds, the file's name {expected}")]
    WrongLayer {
        /// The file.
        path: PathBuf,
        /// The seed count its header gives.
        found: u32,
        /// The seed count of its name.
        expected: u32,
    },
    /// A layer file whose header gives another number of boards than its layer has.
    #[error("{path}: the header says {found} boards, a layer of {seeds} seeds has {expected}")]
    WrongBoardCount {
        /// The file.
        path: PathBuf,
        /// Its seed count.
        seeds: u32,
        /// The number its header gives.
        found: u64,
        /// The number the layer has ([`stored_size`]).
        expected: u64,
    },
    /// A layer file whose boards do not match the checksum in its header: damaged.
    #[error(
        "{path}: damaged: its boards' CRC-32 is {computed:08x}, the header says {stored:08x}; \
         delete it and build it again"
    )]
    Checksum {
        /// The file.
        path: PathBuf,
        /// The checksum in the header.
        stored: u32,
        /// The checksum of the bytes read.
        computed: u32,
    },
    /// The databases' folder is a file, or a file stands where one of its parent
    /// folders should be.
    #[error("{}", not_a_folder(path, file))]
    NotAFolder {
        /// The folder asked for.
        path: PathBuf,
        /// The file in the way (`path` itself or one of its ancestors).
        file: PathBuf,
    },
    /// The databases' folder could not be created, or a file could not be written in
    /// it.
    #[error("{path}: cannot create the folder or write in it: {source}")]
    FolderNotWritable {
        /// The folder.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
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
        "endgame databases exist for {games}, and for described games of two rows of six, not {0}",
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
    /// A game's name or rules do not fit a layer file's header (ASCII, at most 16
    /// and 24 bytes: [`Solvable::table_name`], [`Solvable::RULES`]).
    #[error(
        "the name {game:?} or the rules {rules:?} do not fit a layer file's header \
         (ASCII, at most 16 and 24 bytes)"
    )]
    NamesDoNotFit {
        /// The game's name.
        game: &'static str,
        /// The rules ([`Tables::header_rules`]).
        rules: String,
    },
    /// A position of another game than the databases'.
    #[error("a position of {position} is not in the databases of {tables}")]
    OtherGame {
        /// The databases' game.
        tables: GameKind,
        /// The position's game.
        position: GameKind,
    },
    /// A described game the tables cannot solve ([`Solvable::check_solvable`]): its
    /// board is not two rows of six, or a position's value would depend on more than
    /// its board and its player to move.
    #[error("{game} cannot be solved by the endgame databases: {why}")]
    NotSolvable {
        /// The game's name.
        game: String,
        /// Why, in words.
        why: &'static str,
    },
    /// A position of the databases' game whose options play under other rules than
    /// the ones the tables were built for ([`Solvable::table_rules`]).
    #[error(
        "a {game} position with the options {options} is not in these databases: \
         they are built for the rules \"{rules}\""
    )]
    OtherRules {
        /// The game.
        game: GameKind,
        /// The position's options, as docs/FORMAT.md writes them.
        options: String,
        /// The rules of the databases ([`TableRules::name`]).
        rules: &'static str,
    },
    /// A proof asked of a position whose options play under other rules than the
    /// tables' ([`Solvable::table_rules`]): their values would be another game's.
    #[error("the position's options play under other rules than these tables' \"{rules}\"")]
    PositionRules {
        /// The rules of the tables ([`TableRules::name`]).
        rules: &'static str,
    },
}

fn not_a_folder(path: &Path, file: &Path) -> String {
    if path == file {
        format!("{}: a file, not a folder", path.display())
    } else {
        format!(
            "{}: {} is a file, not a folder",
            path.display(),
            file.display()
        )
    }
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> SolveError + '_ {
    move |source| SolveError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// One set of rules a game's tables can be built for ([`Solvable::RULES`]): what the
/// layer files' header records, and whether a board's value depends on the colour of
/// its player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableRules {
    /// The tag in every layer file's header (ASCII, at most 22 bytes, so that the
    /// endless-line extremes' `+x` fits the 24-byte field, [`Tables::header_rules`]);
    /// empty for a game with a single set of rules.
    pub name: &'static str,
    /// How many times a layer holds each board: 1 when the value of a board for its
    /// player to move is the same whichever colour that player is (the index is the
    /// board as they see it); 2 when it is not: the layer then holds every board once
    /// for each [`Solvable::side`], side 0 first.
    pub sides: u32,
    /// The games these rules decide, in words.
    pub about: &'static str,
}

/// How tables count a line of play that never ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Endless {
    /// The **Decision** (docs/RULES.md): the seeds left on the board count for neither
    /// side, so such a line is worth 0.
    #[default]
    Neither,
    /// Both extremes, to show that a value does not depend on the Decision: every board
    /// is held twice more, once with such lines giving all the seeds on the board to
    /// the player to move (the upper half of the layer) and once to the opponent (the
    /// lower half). A value of the Decision lies between the two, and a value that is
    /// the same at both extremes is the same whatever such a line is worth.
    /// [`Tablebase::with_endless_to`] says which player such lines go to when the
    /// tables are read.
    Extremes,
}

/// What a folder of tables holds: the game's rules they are built for and how they
/// count a line that never ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tables {
    /// The rules ([`Solvable::RULES`]).
    pub rules: TableRules,
    /// How a line that never ends counts.
    pub endless: Endless,
}

impl Tables {
    /// The default tables of `G`: its first set of rules, the Decision.
    pub fn of<G: Solvable>() -> Tables {
        Tables {
            rules: G::RULES[0],
            endless: Endless::Neither,
        }
    }

    /// The tables of `G` for the rules of `pos`, the Decision; `None` if no tables
    /// hold its options ([`Solvable::table_rules`]).
    pub fn for_position<G: Solvable>(pos: &G) -> Option<Tables> {
        pos.table_rules().map(|rules| Tables {
            rules,
            endless: Endless::Neither,
        })
    }

    /// How many times a layer holds each board: the rules' sides, times 2 for
    /// [`Endless::Extremes`]. A board's place is `side * layer_size(n) + rank`, with
    /// `side = extreme * rules.sides + rules side` (extreme 1: such lines go to the
    /// player to move).
    pub fn sides(&self) -> u32 {
        match self.endless {
            Endless::Neither => self.rules.sides,
            Endless::Extremes => 2 * self.rules.sides,
        }
    }

    /// The rules field of the layer files' header: the rules' name, followed by `+x`
    /// for [`Endless::Extremes`].
    pub fn header_rules(&self) -> String {
        match self.endless {
            Endless::Neither => self.rules.name.to_string(),
            Endless::Extremes => format!("{}+x", self.rules.name),
        }
    }
}

/// A game the databases can solve: a board of two rows of six ([`HOLES`] holes), seeds
/// that leave the board only by capture, and the value of a position that depends on
/// its board, its player to move and the rules of its options only. The builder and
/// the proofs walk its moves through [`Position::for_each_successor`] and value them
/// with [`crate::search::move_value`].
///
/// The methods that say what the game is take a position of it (`self`): a described
/// game's rules are known only at run time, and travel with its positions.
pub trait Solvable: FromSetup + Send + Sync + 'static {
    /// The sets of rules tables can be built for, the default first: the options
    /// whose positions [`Solvable::table_rules`] puts under each. A layer file's header
    /// records the rules it is built for; tables for other rules are refused
    /// ([`SolveError::WrongRules`]).
    const RULES: &'static [TableRules];

    /// Passes of value iteration a layer of the game takes (the last one changing
    /// nothing), as measured on the layers built so far: [`estimate()`] counts that many
    /// for each layer to build. 8 by default.
    const PASSES: u32 = 8;

    /// The game's name in file names and in the layer files' header (ASCII, at most
    /// 16 bytes, [`SolveError::NamesDoNotFit`] otherwise): its docs/FORMAT.md name.
    fn table_name(&self) -> &'static str;

    /// Whether the tables can solve this game: `Ok` for a built-in game; for a
    /// described game, the reason they cannot ([`SolveError::NotSolvable`]).
    fn check_solvable(&self) -> Result<(), SolveError> {
        Ok(())
    }

    /// Whether `other` is a position of the same game (always, for a built-in game:
    /// its type is its game).
    fn same_game(&self, other: &Self) -> bool {
        let _ = other;
        true
    }

    /// The position of this game with this board as its player to move sees it (their
    /// row where South's is: holes 6–11 of the 2×6 board), of side `side` (below
    /// [`TableRules::sides`], [`Solvable::side`]) under `rules`, and that player's
    /// capture margin in it before any move. A final board has the game's end
    /// already applied.
    fn with_mover_board(
        &self,
        holes: &Holes,
        side: u32,
        rules: TableRules,
    ) -> Result<(Self, i32), SetupError>;

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
    /// empty): `n` at most [`MAX_SEEDS`] and no [`Solvable::empty_layer`] reason.
    fn has_layer(&self, n: u32) -> bool {
        n <= MAX_SEEDS && self.empty_layer(n).is_none()
    }

    /// Why no position of the game has `n` seeds on the board, if none has (in words,
    /// for people); `None` when some position has. `None` for every `n` by default.
    fn empty_layer(&self, n: u32) -> Option<&'static str> {
        let _ = n;
        None
    }

    /// The rules of [`Solvable::RULES`] this position plays under (its options), whose
    /// tables hold its value; `None` if none do. The first by default.
    fn table_rules(&self) -> Option<TableRules> {
        Some(Self::RULES[0])
    }

    /// Which copy of its board the tables of its rules hold this position's value in,
    /// below [`TableRules::sides`]: 0 by default (rules whose values do not depend on
    /// the colour of the player to move).
    fn side(&self) -> u32 {
        0
    }
}

/// Hoyito III's tables whose last four seeds go to the capturer (rule 5): a single
/// game, rounds 1 and 2 of a match, and any later round after a draw.
pub const LAST_FOUR_TO_CAPTURER: TableRules = TableRules {
    name: "last-four-to-capturer",
    sides: 1,
    about: "a single game, rounds 1 and 2 of a match, and later rounds after a draw: \
            the last four seeds go to the player who captured last",
};

/// Hoyito III's tables whose last four seeds go to the previous game's winner (rule 5,
/// round 3 and later after a won game), a fixed player whatever happens in the game: a
/// board's value depends on whether its player to move is that player, so each board
/// is held twice, side 0 for the player to move receiving the last four, side 1 for
/// the opponent. One set of tables serves both previous winners (the rules do not
/// change when the colours swap).
pub const LAST_FOUR_TO_WINNER: TableRules = TableRules {
    name: "last-four-to-winner",
    sides: 2,
    about: "round 3 and later of a match after a won game: the last four seeds go to \
            the previous game's winner",
};

/// Hoyito III: the last four seeds go to the capturer ([`LAST_FOUR_TO_CAPTURER`], the
/// default, the same for both players) or to the previous game's winner
/// ([`LAST_FOUR_TO_WINNER`], each board twice). Every capture takes 4 and a game in
/// progress has at least 8 seeds on the board, so only the layers of 8, 12, 16, …
/// seeds hold positions; a capture gives an extra turn.
impl Solvable for HoyitoIii {
    const RULES: &'static [TableRules] = &[LAST_FOUR_TO_CAPTURER, LAST_FOUR_TO_WINNER];
    /// Layer 8 took 43 to 45 passes, layer 12 took 25 (relay sowings and extra turns
    /// make long cycles in the layer).
    const PASSES: u32 = 45;

    fn table_name(&self) -> &'static str {
        "hoyito-iii"
    }

    fn with_mover_board(
        &self,
        holes: &Holes,
        side: u32,
        rules: TableRules,
    ) -> Result<(Self, i32), SetupError> {
        let taken = taken_with(Self::TOTAL_SEEDS, holes);
        // South moves; under the winner's rules, South (side 0) or North (side 1)
        // won the previous game.
        let options = if rules == LAST_FOUR_TO_WINNER {
            let winner = if side == 0 {
                Player::South
            } else {
                Player::North
            };
            HoyitoOptions::new(3, Some(winner))?
        } else {
            HoyitoOptions::default()
        };
        let pos = HoyitoIii::from_parts(*holes, [taken as u8, 0], Player::South, options)?;
        Ok((pos, taken as i32))
    }

    fn empty_layer(&self, n: u32) -> Option<&'static str> {
        if n < 8 {
            Some(
                "a game in progress has at least 8 seeds on the board \
                 (hoyito-iii rule 4: a capture that leaves 4 ends the game)",
            )
        } else if n % 4 != 0 {
            Some(
                "every capture takes 4 of the 48 seeds, so a position from the start \
                 has a multiple of 4 on the board (hoyito-iii rule 2)",
            )
        } else {
            None
        }
    }

    /// Rule 5: the capturer's tables when each player would receive the four they leave,
    /// the winner's when a fixed player receives them.
    fn table_rules(&self) -> Option<TableRules> {
        let to_capturer = Player::BOTH.iter().all(|&p| self.last_four_to(p) == p);
        let to_one = self.last_four_to(Player::South) == self.last_four_to(Player::North);
        if to_capturer {
            Some(LAST_FOUR_TO_CAPTURER)
        } else if to_one {
            Some(LAST_FOUR_TO_WINNER)
        } else {
            None
        }
    }

    /// Under the winner's rules: 0 if the player to move receives the last four, 1 if
    /// the opponent does.
    fn side(&self) -> u32 {
        let receiver = self.last_four_to(self.to_move());
        (self.table_rules() == Some(LAST_FOUR_TO_WINNER) && receiver != self.to_move()) as u32
    }
}

impl Solvable for DjenonAboure {
    const RULES: &'static [TableRules] = &[TableRules {
        name: "",
        sides: 1,
        about: "the game's only rules",
    }];
    /// Layers of 12 to 26 seeds took 7 or 8 passes (README, *The build*), smaller ones
    /// fewer.
    const PASSES: u32 = 8;

    fn table_name(&self) -> &'static str {
        "djenon-aboure"
    }

    #[inline]
    fn with_mover_board(
        &self,
        holes: &Holes,
        _side: u32,
        _rules: TableRules,
    ) -> Result<(Self, i32), SetupError> {
        let taken = taken_with(Self::TOTAL_SEEDS, holes);
        let pos = DjenonAboure::from_parts(*holes, [taken as u8, 0], Player::South)?;
        Ok((pos, taken as i32))
    }
}

/// A described game ([`crate::described`]) whose seeds leave the board only by capture
/// (stores count as captures) and whose positions' values depend on the board and the
/// player to move alone ([`Solvable::check_solvable`] says which). Its name (as the
/// registry gives it) names its files and must fit the header's 16 bytes.
impl Solvable for Described {
    const RULES: &'static [TableRules] = &[TableRules {
        name: "",
        sides: 1,
        about: "the description's rules",
    }];

    fn table_name(&self) -> &'static str {
        self.kind().name()
    }

    /// Two rows of six holes, no repetition rule (a value would depend on the game's
    /// history), no trades (owners and a negotiation), no end by a majority of captures (on the captures, not the board),
    /// the most seeds as the goal, and no loss for a player without a move (a result
    /// that is not a count of seeds).
    fn check_solvable(&self) -> Result<(), SolveError> {
        let d = self.rules().description();
        let why = if self.rules().shape() != (2, HOLES / 2) {
            Some("the tables hold boards of two rows of six holes")
        } else if d.repetition != Repetition::None {
            Some("its repetition rule makes a position's value depend on the game's history")
        } else if d.rounds.is_some() {
            Some("a match of rounds carries blocked holes and a score the tables do not hold")
        } else if d.trades.is_some() {
            Some("its trades make a value depend on who controls each hole and on the negotiation, which the tables do not hold")
        } else if d.end.majority || d.end.captured_above.is_some() {
            Some("its end on a count of captures (a majority) makes a value depend on the captures, not the board alone")
        } else if d.end.goal != Goal::MostSeeds {
            Some("the tables count seeds, and its goal is another")
        } else if d.moves.no_move == NoMove::Lose {
            Some("a player without a move loses whatever the seeds, which the tables do not count")
        } else if matches!(d.end.remaining, Remaining::South | Remaining::North) {
            Some("the seeds left go to a seat the rules name (South or North), which a board seen by the player to move does not say")
        } else if d
            .end
            .last_seeds
            .is_some_and(|l| l.to == LastSeedsTaker::Starter)
        {
            // Outside a match of rounds (refused above) the starter is always South.
            Some("the last seeds go to the starter, a seat (South), which a board seen by the player to move does not say")
        } else {
            None
        };
        match why {
            Some(why) => Err(SolveError::NotSolvable {
                game: self.kind().name().to_string(),
                why,
            }),
            None => Ok(()),
        }
    }

    fn same_game(&self, other: &Self) -> bool {
        std::ptr::eq(self.rules(), other.rules())
    }

    fn with_mover_board(
        &self,
        holes: &Holes,
        _side: u32,
        _rules: TableRules,
    ) -> Result<(Self, i32), SetupError> {
        let taken = taken_with(self.rules().total_seeds(), holes);
        let pos =
            Described::from_parts(self.rules(), holes, [taken, 0], Player::South).map_err(|e| {
                match e {
                    PartsError::WrongLength { found, .. } => SetupError::WrongSize {
                        game: self.kind(),
                        rows: 2,
                        cols: HOLES / 2,
                        found_rows: 1,
                        found_cols: found,
                    },
                    PartsError::SeedTotal { found, expected } => {
                        SetupError::SeedTotal { found, expected }
                    }
                }
            })?;
        Ok((pos, taken as i32))
    }
}

/// The seeds off a board of `holes` in a game of `total` seeds (captured, as the
/// tables' positions give them all to South).
fn taken_with(total: u32, holes: &Holes) -> u32 {
    total.saturating_sub(holes.iter().map(|&x| x as u32).sum())
}
