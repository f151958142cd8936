//! The compiled paths of the hot functions (sowing, capture, end of move): each
//! takes a const parameter `F`, a set of the features below it handles. A path
//! without a feature assumes the rules do not use it, so its checks fold away at
//! compile time; [`super::Rules::build`] picks, once, the narrowest path that covers the
//! description ([`Path`]), and [`ALL`] covers every one. One body of code for
//! every path: a feature left out is only a condition known to be false.

/// Relay laps, or a forbidden grand slam: not every sowing ends.
pub(crate) const ENDLESS: u32 = 1;
/// Sowing direction by the seeds lifted (`odd-counter-clockwise`).
pub(crate) const EVEN_ODD: u32 = 1 << 1;
/// Each lap drops its first seed back into its origin.
pub(crate) const ORIGIN_FIRST: u32 = 1 << 2;
/// A hole must hold more than one seed to be lifted.
pub(crate) const MIN_SEEDS: u32 = 1 << 3;
/// Stores (two slots past the holes).
pub(crate) const STORES: u32 = 1 << 4;
/// A goal of empty holes: emptying one's own, or the opponent's.
pub(crate) const EMPTY_GOAL: u32 = 1 << 5;
/// The end conditions other than `one_side_empty` and `majority`.
pub(crate) const RARE_ENDS: u32 = 1 << 6;
/// Captures by counts (Oware's).
pub(crate) const COUNTS: u32 = 1 << 7;
/// Captures on an empty own hole (Kalah's).
pub(crate) const EMPTY_OWN: u32 = 1 << 8;
/// Four rows (holes behind), or holes not owned row by row (North row 0,
/// South row 1): the plain paths read a player's holes as one row.
pub(crate) const FOUR_ROWS: u32 = 1 << 9;
/// A match of rounds (blocked holes, the next round set up at a round's end).
pub(crate) const ROUNDS: u32 = 1 << 10;
/// The rarer rules of moves, relays, captures and ends: relays on or from a count,
/// a single seed only into an empty hole, a short first lap's landing, limited
/// chains, captures off in the first turns, pulling the seeds across, grand slams
/// that leave a hole, seeds left divided or to the unfed player.
pub(crate) const EXTRAS: u32 = 1 << 11;
/// Children (holes that become a player's store).
pub(crate) const CHILDREN: u32 = 1 << 12;
/// Sowing directions hole by hole: chosen by the player, or split.
pub(crate) const DIRECTIONS: u32 = 1 << 13;
/// Captures while the sowing passes or between its laps, the opponent's seeds
/// given while sowing, the last seeds taken ([`super::passing`]).
pub(crate) const PASSING: u32 = 1 << 14;
/// Relays from the hole after the landing hole, captures past an empty hole, an
/// extra turn once a turn ([`super::next_hole`]).
pub(crate) const NEXT_HOLE: u32 = 1 << 15;
/// The minor rules of a few games: an extra turn in either store, the first seed
/// of every lap captured.
pub(crate) const MINOR: u32 = 1 << 17;
/// Territory: holes owned by the board's owners, which change between rounds.
pub(crate) const TERRITORY: u32 = 1 << 16;
/// Directions that remember earlier moves: a single seed sown across a row's
/// end may not go straight back; the first move's direction holds for the game
/// ([`super::directions`]).
pub(crate) const DIR_MEMORY: u32 = 1 << 18;
/// Other sides: a board without sides (every hole sown by either player),
/// each player sowing round their own row ([`super::sides`]), or bearing off
/// ([`super::bear_off`]).
pub(crate) const SIDES: u32 = 1 << 20;
/// The rarer capture rules: a move lifting a single seed capturing nothing or
/// across first ([`super::single_seed`]), captures on reaching the opponent's
/// row ([`super::reached`]).
pub(crate) const RARE_CAPTURES: u32 = 1 << 21;
/// Hole trades: offers, answers, holes changing hands during the game
/// ([`super::trades`]).
pub(crate) const TRADES: u32 = 1 << 19;
/// The rules the kernel's relay sowing ([`crate::sow::sow_observed`] with a lap rule
/// by the landing hole's count and row, then its chain) does not say alone: feeding
/// the opponent, grand slams other than allowed, captures by counts that take more
/// than the landing hole and its chain.
pub(crate) const BEYOND_KERNEL: u32 = 1 << 22;
/// More than 16 holes: the seed counts take more than two words. Without it a path
/// reads two words of counts, a constant ([`super::Rules::words`]), so that its
/// loops over the words unroll.
pub(crate) const LARGE: u32 = 1 << 23;
/// Single seeds as a last resort (`moves.singletons`, [`super::singletons`]).
pub(crate) const SINGLETONS: u32 = 1 << 24;

/// Whether a board whose seed counts take `key_words` words is [`LARGE`]: the one
/// place that says where the two-word paths end.
#[inline(always)]
pub(crate) const fn large(key_words: usize) -> bool {
    key_words > 2
}
/// Every feature: the path for any description.
pub(crate) const ALL: u32 = u32::MAX;
/// The rarer mechanisms: rounds, children, directions hole by hole or remembered,
/// passing captures, the next hole's rules, the minor rules, territory, other sides,
/// the rarer captures, trades and sowing by parity.
pub(crate) const RARE: u32 = ROUNDS
    | CHILDREN
    | DIRECTIONS
    | PASSING
    | NEXT_HOLE
    | MINOR
    | TERRITORY
    | DIR_MEMORY
    | SIDES
    | RARE_CAPTURES
    | TRADES
    | EVEN_ODD;
/// A two-row single-lap game whose every sowing ends, sown plainly.
pub(crate) const PLAIN: u32 = ALL
    & !(RARE
        | ENDLESS
        | ORIGIN_FIRST
        | MIN_SEEDS
        | EMPTY_GOAL
        | RARE_ENDS
        | FOUR_ROWS
        | EXTRAS
        | SINGLETONS
        | LARGE);
/// [`PLAIN`] without stores, capturing by counts or not at all (Oware's shape).
pub(crate) const PLAIN_COUNTS: u32 = PLAIN & !(STORES | EMPTY_OWN);
/// [`PLAIN`] with stores, capturing on an empty own hole or not at all (Kalah's).
pub(crate) const PLAIN_STORES: u32 = PLAIN & !COUNTS;
/// [`PLAIN`] with relay laps (sowings that may be endless), a first seed back
/// into each lap's origin, a least count to lift and the rarer ends by counts, on
/// a board of any size (Djenon-aboure's and Hoyito III's shape).
pub(crate) const RELAY: u32 = PLAIN | ENDLESS | ORIGIN_FIRST | MIN_SEEDS | RARE_ENDS | LARGE;

/// [`RELAY`] without [`BEYOND_KERNEL`], on two rows or four, with goals of empty
/// holes and single seeds as a last resort: a move is the kernel's relay sowing
/// (a lap ending in a store ends the sowing) and its capture (by counts with its
/// chain, or on an empty own hole, across and behind), and nothing else
/// (Djenon-aboure's, Hoyito III's, Bao Kigogo's and Dakon's shape). Its hot
/// functions are written for it ([`crate::described::position`]'s `kernel`);
/// elsewhere it is one more narrow path.
pub(crate) const KERNEL: u32 = RELAY & !BEYOND_KERNEL | FOUR_ROWS | EMPTY_GOAL | SINGLETONS;
/// [`KERNEL`] on two rows of at most 16 holes without stores, capturing by counts
/// (Djenon-aboure's and Hoyito III's shape), for random playouts alone: their ply
/// is compiled once more for it ([`Path::KernelSmall`]), the rest of the kernel's
/// games' code once.
pub(crate) const KERNEL_SMALL: u32 =
    KERNEL & !(LARGE | STORES | EMPTY_OWN | FOUR_ROWS | EMPTY_GOAL | SINGLETONS);
/// [`KERNEL`] without stores (Bao Kigogo's shape), for random playouts and
/// successors alone: compiled once more for them ([`Path::Kernel`]), so that the
/// games without stores do not test for a store at each lap.
pub(crate) const KERNEL_HOLES: u32 = KERNEL & !STORES;

/// Whether `f` is the kernel's path, [`KERNEL`], [`KERNEL_HOLES`] or
/// [`KERNEL_SMALL`].
#[inline(always)]
pub(crate) const fn is_kernel(f: u32) -> bool {
    f == KERNEL || f == KERNEL_HOLES || f == KERNEL_SMALL
}
const _: () = assert!(KERNEL != RELAY && KERNEL != PLAIN_COUNTS && KERNEL != PLAIN_STORES);

/// The general path without the [`RARE`] mechanisms. Four-row games (Bao Kigogo's
/// shape) and the single-lap games of the rarer end and move rules take it.
pub(crate) const WIDE: u32 = ALL & !RARE;
/// [`PLAIN_COUNTS`] with trades, the holes' owners they move and the rarer ends
/// (Goré's shape).
pub(crate) const TRADING: u32 = PLAIN_COUNTS | TRADES | TERRITORY | RARE_ENDS;
const _: () = assert!(TRADING & !WIDE != 0 && WIDE != ALL);

/// Whether the path `f` handles `feature`.
#[inline(always)]
pub(crate) const fn has(f: u32, feature: u32) -> bool {
    f & feature != 0
}

/// Which compiled path a description's positions take (the constants above).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::described) enum Path {
    /// [`PLAIN_COUNTS`].
    PlainCounts,
    /// [`PLAIN_STORES`].
    PlainStores,
    /// [`KERNEL`], for rules with stores.
    KernelStores,
    /// [`KERNEL`] too, for rules that need no more than [`KERNEL_HOLES`], which their
    /// random playouts and successors take.
    Kernel,
    /// [`KERNEL`] too, for rules that need no more than [`KERNEL_SMALL`], which their
    /// random playouts and successors take.
    KernelSmall,
    /// [`RELAY`].
    Relay,
    /// [`TRADING`].
    Trading,
    /// [`WIDE`].
    Wide,
    /// [`ALL`].
    General,
}

/// `$body` on the compiled path of `$path` (a [`Path`]), with `$f` the constant of
/// its features: the one place that maps each `Path` to its constant, so that a path
/// added is dispatched everywhere at once.
macro_rules! on_path {
    ($path:expr, $f:ident => $body:expr) => {
        match $path {
            $crate::described::rules::Path::PlainCounts => {
                const $f: u32 = $crate::described::rules::path::PLAIN_COUNTS;
                $body
            }
            $crate::described::rules::Path::PlainStores => {
                const $f: u32 = $crate::described::rules::path::PLAIN_STORES;
                $body
            }
            $crate::described::rules::Path::KernelStores
            | $crate::described::rules::Path::Kernel
            | $crate::described::rules::Path::KernelSmall => {
                const $f: u32 = $crate::described::rules::path::KERNEL;
                $body
            }
            $crate::described::rules::Path::Relay => {
                const $f: u32 = $crate::described::rules::path::RELAY;
                $body
            }
            $crate::described::rules::Path::Trading => {
                const $f: u32 = $crate::described::rules::path::TRADING;
                $body
            }
            $crate::described::rules::Path::Wide => {
                const $f: u32 = $crate::described::rules::path::WIDE;
                $body
            }
            $crate::described::rules::Path::General => {
                const $f: u32 = $crate::described::rules::path::ALL;
                $body
            }
        }
    };
}
pub(in crate::described) use on_path;

/// `$body` on the narrowest compiled path a position of `$path` (a [`Path`]) plays
/// its moves on, with `$f` its constant: the one place that maps each `Path` to it,
/// for [`crate::Position::play_random`], its loop and the successors. As [`on_path!`]
/// but for the kernel's games, which there take the narrower paths their rules need
/// no more than: [`KERNEL_SMALL`] ([`Path::KernelSmall`]), [`KERNEL_HOLES`]
/// ([`Path::Kernel`]), [`KERNEL`] ([`Path::KernelStores`]).
macro_rules! on_narrow_path {
    ($path:expr, $f:ident => $body:expr) => {
        match $path {
            $crate::described::rules::Path::KernelSmall => {
                const $f: u32 = $crate::described::rules::path::KERNEL_SMALL;
                $body
            }
            $crate::described::rules::Path::Kernel => {
                const $f: u32 = $crate::described::rules::path::KERNEL_HOLES;
                $body
            }
            path => $crate::described::rules::path::on_path!(path, $f => $body),
        }
    };
}
pub(in crate::described) use on_narrow_path;
