//! A description compiled once into [`Rules`] (interned for the program's life): the
//! circuits, hole sets and capture masks a [`super::Described`] position plays by.

use super::description::{
    CaptureSpec, ChainSpec, Description, DescriptionError, EndSpec, Feed, GrandSlam, Laps, NoMove,
    Origin, Remaining, Repetition, RoundFill, RoundStarter, Rows, SingleSeedMoveSpec, SowCircuit,
    SowDirection, StoreSowing, Take,
};
use crate::board::{Board, MAX_HOLES};
use crate::circuit::Circuit;
use crate::rules::KeyHasher;
use crate::sow::{Chain, LapTable, SowOptions};
use crate::types::{DescribedId, Direction, GameKind, HoleSet, Player};
use std::fmt;

pub(super) mod across;
mod bear_off;
mod check;
mod children;
mod directions;
pub(super) mod next_capture;
mod next_hole;
mod opening;
mod origin;
pub(super) mod passing;
mod play;
pub(super) mod reached;
mod sides;
pub(super) mod single_seed;
pub(super) mod singletons;
mod territory;
pub(super) mod trades;

pub(super) use children::children_of;
use children::CompiledChildren;
pub(super) use territory::{CompiledTerritory, Owned};

/// No hole (in the tables of holes across and behind).
const NONE: u8 = u8::MAX;

/// The compiled paths of the hot functions (sowing, capture, end of move): each
/// takes a const parameter `F`, a set of the features below it handles. A path
/// without a feature assumes the rules do not use it, so its checks fold away at
/// compile time; [`Rules::build`] picks, once, the narrowest path that covers the
/// description ([`Path`]), and [`path::ALL`] covers every one. One body of code for
/// every path: a feature left out is only a condition known to be false.
pub(super) mod path {
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
    /// a single seed only into an empty hole or as a last resort, a short first lap's landing, limited
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
    /// Every feature: the path for any description.
    pub(crate) const ALL: u32 = u32::MAX;
    /// A two-row single-lap game whose every sowing ends, sown plainly.
    pub(crate) const PLAIN: u32 = ALL
        & !(ENDLESS
            | EVEN_ODD
            | ORIGIN_FIRST
            | MIN_SEEDS
            | EMPTY_GOAL
            | RARE_ENDS
            | FOUR_ROWS
            | ROUNDS
            | EXTRAS
            | CHILDREN
            | DIRECTIONS
            | PASSING
            | NEXT_HOLE
            | MINOR
            | TERRITORY
            | DIR_MEMORY
            | SIDES
            | RARE_CAPTURES
            | TRADES);
    /// [`PLAIN`] without stores, capturing by counts or not at all (Oware's shape).
    pub(crate) const PLAIN_COUNTS: u32 = PLAIN & !(STORES | EMPTY_OWN);
    /// [`PLAIN`] with stores, capturing on an empty own hole or not at all (Kalah's).
    pub(crate) const PLAIN_STORES: u32 = PLAIN & !COUNTS;
    /// [`PLAIN`] with relay laps (sowings that may be endless), a first seed back
    /// into each lap's origin, a least count to lift and the rarer ends by counts
    /// (Djenon-aboure's and Hoyito III's shape).
    pub(crate) const RELAY: u32 = PLAIN | ENDLESS | ORIGIN_FIRST | MIN_SEEDS | RARE_ENDS;

    /// Whether the path `f` handles `feature`.
    #[inline(always)]
    pub(crate) const fn has(f: u32, feature: u32) -> bool {
        f & feature != 0
    }
}

/// Which compiled path a description's positions take ([`path`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Path {
    /// [`path::PLAIN_COUNTS`].
    PlainCounts,
    /// [`path::PLAIN_STORES`].
    PlainStores,
    /// [`path::RELAY`].
    Relay,
    /// [`path::ALL`].
    General,
}

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
    /// Each player's sowing circuit (indexed by [`Player::index`]); with stores, over
    /// `len + 2` slots.
    pub(super) sow: [Circuit; 2],
    /// The circuit capture chains walk (the holes only, in sowing order).
    pub(super) chain_circuit: Circuit,
    /// Sowing by the seeds lifted (`odd-counter-clockwise`): the circuits of a hole
    /// holding an even number (clockwise), as `sow` and `chain_circuit` are for an
    /// odd one. `sow_even` and `chain_even` are `sow` and `chain_circuit` reversed,
    /// which the sowings against the game's direction also follow.
    pub(super) even_odd: bool,
    pub(super) sow_even: [Circuit; 2],
    pub(super) chain_even: Circuit,
    /// `capture.chain_ignores_choice`: a sowing turned by the mover's choice keeps
    /// the game's chain circuit.
    pub(super) chain_ignores_choice: bool,
    /// The holes whose direction the player chooses (bit `h` for hole `h`).
    pub(super) dir_chosen: u64,
    /// The holes, not chosen, that sow against `sow` (`split`).
    pub(super) dir_turned: u64,
    /// The absolute direction of `sow`: a chosen direction other than it sows along
    /// the reversed circuits.
    pub(super) dir_base: Direction,
    /// `moves.no_single_seed_back`: a single seed sown across a row's end bars its
    /// hole on the next move.
    pub(super) no_single_back: bool,
    /// `sowing.first_choice_holds`: the first move's direction holds for its mover,
    /// the other for the opponent.
    pub(super) first_choice: bool,
    /// `sowing.origin: leave-one`: a lap of a single seed sows it on ([`origin`]).
    pub(super) leave_one: bool,
    pub(super) opts: SowOptions,
    pub(super) relay: bool,
    /// Relay laps go on from the hole after the landing hole (`relay-next`).
    pub(super) relay_next: bool,
    /// Relay laps: the count a landing hole must hold to relay (0: any), and the
    /// least it must hold.
    pub(super) relay_on: u8,
    pub(super) relay_from: u8,
    /// A single seed is sown only into an empty hole.
    pub(super) single_into_empty: bool,
    /// A single seed is sown only when no hole of the mover's holds two or more
    /// (`moves.singletons: last-resort`, [`singletons`]).
    pub(super) singletons_last_resort: bool,
    /// A short first lap must end across, in a store, or in an empty own hole.
    pub(super) short_lap_rule: bool,
    /// Every sowing ends and is legal: single laps, and no forbidden grand slam.
    pub(super) sowings_end: bool,
    pub(super) min_seeds: u8,
    /// The holes each player owns.
    pub(super) own: [HoleSet; 2],
    /// A board without sides: either player may sow any hole ([`sides`]).
    pub(super) any_hole: bool,
    /// Each player sows round their own row ([`sides`]).
    pub(super) own_row: bool,
    /// Sowings bear off once no hole holds more than one seed ([`bear_off`]).
    pub(super) bear_off: bool,
    pub(super) capture: CompiledCapture,
    pub(super) extra_store: bool,
    pub(super) extra_capture: bool,
    /// A capture earns an extra turn on the turn's first move only.
    pub(super) extra_capture_once: bool,
    /// An extra turn when the last seed falls into either store.
    pub(super) extra_any_store: bool,
    pub(super) must_feed: bool,
    /// With `must_feed`: any move is legal when none feeds.
    pub(super) any_if_none_feeds: bool,
    /// With `must_feed`: a chosen hole feeds when either direction does
    /// (`moves.feed_either_direction`).
    pub(super) feed_either_direction: bool,
    /// Feeding looks at the whole move, not its first lap.
    pub(super) feed_by_move: bool,
    pub(super) no_move: NoMove,
    pub(super) end: EndSpec,
    pub(super) repetition: Repetition,
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
    /// A prescribed opening (`moves.opening`, [`opening`]).
    pub(super) opening: bool,
    /// What a move lifting a single seed does differently ([`single_seed`]).
    pub(super) single_seed: SingleSeedMoveSpec,
    /// The opening sows one prescribed hole (`moves.opening: rightmost-hole`).
    pub(super) opening_hole: bool,
    /// Each player's first turn sows in the game's direction
    /// (`sowing.first_turn_unchosen`).
    pub(super) first_turn_unchosen: bool,
    /// The turns a position counts ([`Described::turns`](super::Described)): those
    /// with captures off, or the first turn of each player where that is unchosen.
    pub(super) turns_counted: u8,
    pub(super) total: u32,
    pub(super) start: Board,
    /// The key's tag word ([`crate::KeyHasher`]): a fingerprint of the description.
    pub(super) tag: u64,
    /// The compiled path the hot functions take ([`path`]).
    pub(super) path: Path,
    /// Each player's single laps along `sow` sown a word at a time (the kernel's
    /// [`LapTable`]), for the plain paths: `None` where a circuit has more than 16
    /// slots or a lap's first seed goes back or aside.
    pub(super) laps: Option<Box<[LapTable; 2]>>,
    /// Words of seed counts in a key: `len / 8` rounded up.
    pub(super) key_words: usize,
    /// The key hasher's state after the tag ([`crate::KeyHasher`]), found once.
    pub(super) key_start: u64,
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

/// [`CaptureSpec`] as the moves read it.
#[derive(Clone, Copy)]
pub(super) struct CompiledCapture {
    pub(super) kind: CaptureKind,
    /// Bit `n` of word `n / 64`: count `n` captures.
    pub(super) counts: [u64; 4],
    /// Per mover: where the landing hole must be.
    pub(super) rows: [HoleSet; 2],
    /// Whether `rows` is read from the board's owners instead (territory).
    pub(super) rows_by: Owned,
    pub(super) take: Take,
    pub(super) chain: Chain,
    /// Per mover: where a chain may run.
    pub(super) chain_rows: [HoleSet; 2],
    /// Whether `chain_rows` is read from the board's owners instead (territory).
    pub(super) chain_rows_by: Owned,
    /// The most holes a capture takes (`u32::MAX`: no limit).
    pub(super) chain_limit: u32,
    pub(super) must_hold: bool,
    pub(super) behind: bool,
    /// Past an empty hole: also take the hole across from the first hole taken.
    pub(super) also_across: bool,
    pub(super) grand_slam: GrandSlam,
    /// The game's first turns during which nothing is captured.
    pub(super) off_turns: u8,
    /// The hole across from each hole, or [`NONE`].
    pub(super) across: [u8; MAX_HOLES],
    /// The back-row hole behind each front-row hole (four rows), or [`NONE`].
    pub(super) behind_of: [u8; MAX_HOLES],
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum CaptureKind {
    None,
    Counts,
    EmptyOwnHole,
    /// The hole past an empty next hole ([`next_hole`]).
    PastEmptyHole,
    /// The opponent's row reached: their holes on counts taken ([`reached`]).
    OpponentRowReached,
    /// The hole after the landing hole ([`next_capture`]).
    NextHole,
}

impl Rules {
    pub(super) fn build(d: &Description, id: DescribedId) -> Result<Rules, DescriptionError> {
        d.check()?;
        let rows = d.board.rows as usize;
        let cols = d.board.holes_per_row as usize;
        let len = rows * cols;
        let stores = d.board.stores;
        let circuits = |clockwise: bool| {
            let orient = |c: Circuit| if clockwise { c.reversed() } else { c };
            let chain_circuit = orient(if rows == 2 {
                Circuit::two_row_ring(cols)
            } else {
                Circuit::four_row_loops(cols)
            });
            let sow = if stores {
                let into = d.sowing.stores.unwrap_or_default();
                [Player::South, Player::North].map(|p| store_circuit(cols, clockwise, into, p))
            } else {
                [chain_circuit; 2]
            };
            (sow, chain_circuit)
        };
        let (mut sow, chain_circuit) = circuits(d.sowing.direction == SowDirection::Clockwise);
        let own_row = d.sowing.circuit == SowCircuit::OwnRow;
        if own_row {
            // Checked: two rows, the own store only.
            sow = sides::own_row_circuits(
                cols,
                stores,
                d.sowing.direction == SowDirection::Clockwise,
            );
        }
        // A hole holding an even number sows clockwise, the stores staying where
        // the counter-clockwise circuits have them.
        let even_odd = d.sowing.direction == SowDirection::OddCounterClockwise;
        let (sow_even, chain_even) = (sow.map(Circuit::reversed), chain_circuit.reversed());
        let mut start = Board::empty(rows, cols).ok_or(DescriptionError::NoHoles)?;
        // Checked: the seeds in play fit a byte.
        for (h, n) in d.start_counts().into_iter().enumerate() {
            start.set_seeds(h, n as u8);
            start.set_owner(h, start.default_owner(h));
        }
        let own = [start.holes_of(Player::South), start.holes_of(Player::North)];
        let rows_of = |r: Rows| match r {
            Rows::Any => [HoleSet::first(len); 2],
            Rows::Own | Rows::OwnTerritory => own,
            Rows::Opponent | Rows::OpponentTerritory => [own[1], own[0]],
        };
        let territory = d.rounds.and_then(|r| r.territory);
        let owners_move = territory.is_some() || d.trades.is_some();
        let owned = |r: Rows| Owned::of(r, owners_move);
        let mut across = [NONE; MAX_HOLES];
        let mut behind_of = [NONE; MAX_HOLES];
        for c in 0..cols {
            if rows == 2 {
                across[c] = (cols + c) as u8;
                across[cols + c] = c as u8;
            } else {
                across[cols + c] = (2 * cols + c) as u8;
                across[2 * cols + c] = (cols + c) as u8;
                behind_of[cols + c] = c as u8;
                behind_of[2 * cols + c] = (3 * cols + c) as u8;
            }
        }
        let mut capture = CompiledCapture {
            kind: CaptureKind::None,
            counts: [0; 4],
            rows: rows_of(Rows::Any),
            rows_by: Owned::Rows,
            take: Take::Landing,
            chain: Chain::None,
            chain_rows: rows_of(Rows::Any),
            chain_rows_by: Owned::Rows,
            chain_limit: u32::MAX,
            must_hold: true,
            behind: false,
            also_across: false,
            grand_slam: GrandSlam::Allowed,
            off_turns: 0,
            across,
            behind_of,
        };
        match &d.capture {
            CaptureSpec::None {} => {}
            CaptureSpec::Counts {
                counts,
                rows,
                take,
                chain,
                chain_rows,
                chain_limit,
                grand_slam,
                off_first_turns,
                chain_ignores_choice: _,
            } => {
                capture.kind = CaptureKind::Counts;
                capture.chain_limit = chain_limit.map_or(u32::MAX, u32::from);
                capture.off_turns = *off_first_turns;
                for &n in counts {
                    capture.counts[n as usize / 64] |= 1 << (n % 64);
                }
                capture.rows = rows_of(*rows);
                capture.rows_by = owned(*rows);
                capture.take = *take;
                capture.chain = match chain {
                    ChainSpec::None => Chain::None,
                    ChainSpec::Backward => Chain::Backward,
                    ChainSpec::Forward => Chain::Forward,
                    ChainSpec::Both => Chain::Both,
                };
                capture.chain_rows = rows_of(chain_rows.unwrap_or(*rows));
                capture.chain_rows_by = owned(chain_rows.unwrap_or(*rows));
                capture.grand_slam = *grand_slam;
            }
            CaptureSpec::EmptyOwnHole {
                take,
                opposite_must_hold_seeds,
                rows,
                behind,
                across_counts,
                across_rows,
                chain,
                grand_slam,
                off_first_turns,
            } => {
                across::compile(&mut capture, across_counts, *chain);
                capture.chain_rows = rows_of(*across_rows);
                capture.chain_rows_by = owned(*across_rows);
                capture.kind = CaptureKind::EmptyOwnHole;
                capture.off_turns = *off_first_turns;
                capture.rows = rows_of(*rows);
                capture.take = *take;
                capture.must_hold = *opposite_must_hold_seeds;
                capture.behind = *behind;
                capture.grand_slam = *grand_slam;
            }
            CaptureSpec::PastEmptyHole {
                rows,
                chain,
                also_across,
                grand_slam,
                off_first_turns,
            } => {
                capture.kind = CaptureKind::PastEmptyHole;
                capture.off_turns = *off_first_turns;
                capture.rows = rows_of(*rows);
                capture.chain_rows = capture.rows;
                capture.chain = match chain {
                    ChainSpec::Forward => Chain::Forward,
                    _ => Chain::None,
                };
                capture.also_across = *also_across;
                capture.grand_slam = *grand_slam;
            }
            CaptureSpec::NextHole {
                rows,
                also_landing,
                grand_slam,
                off_first_turns,
            } => {
                capture.kind = CaptureKind::NextHole;
                capture.off_turns = *off_first_turns;
                capture.rows = rows_of(*rows);
                capture.rows_by = owned(*rows);
                capture.take = if *also_landing {
                    Take::LandingAndOpposite
                } else {
                    Take::Opposite
                };
                capture.grand_slam = *grand_slam;
            }
            CaptureSpec::OpponentRowReached {
                counts,
                grand_slam,
                off_first_turns,
            } => {
                capture.kind = CaptureKind::OpponentRowReached;
                capture.off_turns = *off_first_turns;
                for &n in counts {
                    capture.counts[n as usize / 64] |= 1 << (n % 64);
                }
                capture.rows = reached::landings(cols, own);
                capture.grand_slam = *grand_slam;
            }
        }
        let rounds = d.rounds.map(|spec| {
            let mut fill = [[0u8; MAX_HOLES / 2]; 2];
            for (k, col) in fill_columns(cols, spec.fill).enumerate() {
                // South's row is row 1, seen from South; North's left is South's right.
                let (south, north) = match spec.fill {
                    RoundFill::Outside => (col, col),
                    _ => (col, cols - 1 - col),
                };
                fill[0][k] = (cols + south) as u8;
                fill[1][k] = north as u8;
            }
            CompiledRounds {
                fill,
                blocks: spec.blocks,
                starter: spec.starter,
                min_seeds: spec.min_holes * d.board.seeds_per_hole,
                wins: spec.wins.unwrap_or(0),
            }
        });
        let fingerprint = serde_json::to_string(d)
            .unwrap_or_default()
            .bytes()
            .fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
                (h ^ b as u64).wrapping_mul(0x0100_0000_01B3)
            });
        let rules = Rules {
            kind: GameKind::Described(id),
            description: d.clone(),
            rows,
            cols,
            len,
            stores,
            sow,
            chain_circuit,
            even_odd,
            sow_even,
            chain_even,
            chain_ignores_choice: matches!(
                d.capture,
                CaptureSpec::Counts {
                    chain_ignores_choice: true,
                    ..
                }
            ),
            dir_chosen: super::directions::chosen_holes(d),
            dir_turned: super::directions::turned_holes(d) & !super::directions::chosen_holes(d),
            dir_base: if d.sowing.direction == SowDirection::Clockwise {
                Direction::Clockwise
            } else {
                Direction::CounterClockwise
            },
            no_single_back: d.moves.no_single_seed_back,
            first_choice: d.sowing.first_choice_holds,
            leave_one: d.sowing.origin == Origin::LeaveOne,
            opts: SowOptions {
                origin_first: matches!(d.sowing.origin, Origin::FirstSeedBack | Origin::LeaveOne),
                skip_origin: d.sowing.origin == Origin::Skip,
                // The first slot past the holes (0: none); each mover's own at play.
                first_seed_to: if d.sowing.origin == Origin::FirstSeedCaptured {
                    len as u8
                } else {
                    0
                },
            },
            relay: d.sowing.laps != Laps::Single,
            relay_next: d.sowing.laps == Laps::RelayNext,
            relay_on: d.sowing.relay_on.unwrap_or(0),
            relay_from: d.sowing.relay_from.unwrap_or(2),
            single_into_empty: d.moves.single_seed_into_empty,
            singletons_last_resort: d.moves.singletons
                == super::description::Singletons::LastResort,
            short_lap_rule: d.moves.short_lap_ends_across_or_empty,
            sowings_end: d.sowing.laps == Laps::Single
                && capture.grand_slam != GrandSlam::Forbidden,
            min_seeds: d.sowing.min_seeds as u8,
            own,
            any_hole: d.moves.any_hole,
            own_row,
            bear_off: d.sowing.bear_off,
            capture,
            extra_store: d.extra_turn.store,
            extra_capture: d.extra_turn.capture,
            extra_capture_once: d.extra_turn.capture_once,
            extra_any_store: d.extra_turn.any_store,
            must_feed: d.moves.must_feed,
            any_if_none_feeds: d.moves.any_move_if_none_feeds,
            feed_either_direction: d.moves.feed_either_direction,
            feed_by_move: d.moves.feed == Feed::Move,
            no_move: d.moves.no_move,
            end: d.end,
            repetition: d.repetition,
            rounds,
            children: d
                .children
                .as_ref()
                .map(|c| CompiledChildren::new(c, &d.board, rows_of, owned)),
            passing: passing::CompiledPassing::new(d, rows_of),
            territory: territory.map(|t| CompiledTerritory::new(&t, d)),
            trades: trades::CompiledTrades::new(d),
            owners_move,
            opening: d.moves.opening.is_some(),
            single_seed: d.single_seed_move,
            opening_hole: d.moves.opening == Some(super::description::Opening::RightmostHole),
            first_turn_unchosen: d.sowing.first_turn_unchosen,
            turns_counted: capture
                .off_turns
                .max(if d.sowing.first_turn_unchosen { 2 } else { 0 }),
            total: d.total_seeds() as u32,
            start,
            // The top bit keeps the tag apart from the built-in games' tags.
            tag: fingerprint | 1 << 63,
            key_words: len.div_ceil(8),
            key_start: KeyHasher::start(fingerprint | 1 << 63),
            path: Path::General,
            laps: None,
        };
        let used = rules.features();
        let path = if used & !path::PLAIN_COUNTS == 0 {
            Path::PlainCounts
        } else if used & !path::PLAIN_STORES == 0 {
            Path::PlainStores
        } else if used & !path::RELAY == 0 {
            Path::Relay
        } else {
            Path::General
        };
        let laps = match (
            LapTable::new(&rules.sow[0], rules.opts),
            LapTable::new(&rules.sow[1], rules.opts),
        ) {
            (Some(south), Some(north)) => Some(Box::new([south, north])),
            _ => None,
        };
        Ok(Rules {
            path,
            laps,
            ..rules
        })
    }

    /// The [`path`] features these rules use.
    ///
    /// Every field of [`Rules`], of its [`CompiledCapture`] and of its [`EndSpec`] is
    /// named below, none skipped by `..`: a field added to any of them does not compile
    /// here until it is classified, either as a rule some feature stands for (the plain
    /// paths then leave it to the general path) or as data every path reads as it is.
    pub(in crate::described) fn features(&self) -> u32 {
        use path::*;
        let Rules {
            // Data every path reads as it is: names, sizes, circuits and tables.
            kind: _,
            description: _,
            rows,
            cols,
            len,
            stores,
            sow: _,
            chain_circuit: _,
            even_odd,
            // Read only for a sowing turned or sown by its parity, which the features
            // below stand for.
            sow_even: _,
            chain_even: _,
            chain_ignores_choice: _,
            dir_chosen,
            dir_turned,
            dir_base: _,
            no_single_back,
            first_choice,
            singletons_last_resort,
            // A lap of one seed sown on: with `opts.origin_first`, which stands for it.
            leave_one: _,
            opts:
                SowOptions {
                    origin_first,
                    // Every path reads it (Oware's origin is skipped).
                    skip_origin: _,
                    first_seed_to,
                },
            // Relay laps: not every sowing ends (`sowings_end`).
            relay: _,
            relay_next,
            relay_on,
            relay_from,
            single_into_empty,
            short_lap_rule,
            sowings_end,
            min_seeds,
            own,
            any_hole,
            own_row,
            bear_off,
            capture:
                CompiledCapture {
                    kind,
                    // Every path reads the counts, the rows and the chain as they are.
                    counts: _,
                    rows: _,
                    rows_by: _,
                    take,
                    chain: _,
                    chain_rows: _,
                    chain_rows_by: _,
                    chain_limit,
                    must_hold: _,
                    // Holes behind: four rows only.
                    behind: _,
                    also_across: _,
                    grand_slam,
                    off_turns: _,
                    across: _,
                    behind_of: _,
                },
            // With stores only.
            extra_store: _,
            // Every path gives the extra turn of a capture.
            extra_capture: _,
            extra_capture_once,
            extra_any_store,
            // Feeding, no move and repetition: every path reads them as they are.
            must_feed: _,
            any_if_none_feeds: _,
            feed_either_direction: _,
            feed_by_move: _,
            no_move: _,
            end:
                EndSpec {
                    one_side_empty: _,
                    mover_side_empty,
                    opponent_side_empty,
                    every_hole_at_most,
                    seeds_on_board_at_most,
                    majority: _,
                    remaining,
                    goal,
                    captured_above,
                    unfed_takes_remaining,
                    // Compiled into `passing`.
                    last_seeds: _,
                },
            repetition: _,
            rounds,
            children,
            passing,
            territory,
            trades,
            owners_move,
            opening,
            single_seed: _,
            // With `opening`.
            opening_hole: _,
            // Counted in `turns_counted`.
            first_turn_unchosen: _,
            turns_counted,
            total: _,
            start: _,
            tag: _,
            path: _,
            laps: _,
            key_words: _,
            key_start: _,
        } = self;
        // North's row and South's, as hole sets.
        let two_rows = [
            HoleSet(HoleSet::first(*len).0 & !HoleSet::first(*cols).0),
            HoleSet::first(*cols),
        ];
        [
            (!sowings_end, ENDLESS),
            (*even_odd, EVEN_ODD),
            (*origin_first, ORIGIN_FIRST),
            (*min_seeds > 1, MIN_SEEDS),
            (*stores, STORES),
            (goal.by_empty_holes(), EMPTY_GOAL),
            (
                *mover_side_empty
                    || *opponent_side_empty
                    || every_hole_at_most.is_some()
                    || seeds_on_board_at_most.is_some()
                    || captured_above.is_some(),
                RARE_ENDS,
            ),
            (rounds.is_some(), ROUNDS),
            (children.is_some(), CHILDREN),
            (
                *relay_on != 0
                    || *relay_from != 2
                    || *single_into_empty
                    || *short_lap_rule
                    || *chain_limit != u32::MAX
                    || *turns_counted > 0
                    || *take == Take::PullAcross
                    || matches!(
                        grand_slam,
                        GrandSlam::LeaveLeftmost
                            | GrandSlam::LeaveRightmost
                            | GrandSlam::OpponentTakesMoversSeeds
                    )
                    || *unfed_takes_remaining
                    || *remaining == Remaining::Divided
                    || *opening,
                EXTRAS,
            ),
            (*kind == CaptureKind::Counts, COUNTS),
            (*kind == CaptureKind::EmptyOwnHole, EMPTY_OWN),
            (*rows != 2 || *own != two_rows, FOUR_ROWS),
            (dir_chosen | dir_turned != 0, DIRECTIONS),
            (
                *relay_next || *kind == CaptureKind::PastEmptyHole || *extra_capture_once,
                NEXT_HOLE,
            ),
            (passing.is_some(), PASSING),
            (*extra_any_store || *first_seed_to != 0, MINOR),
            (territory.is_some() || *owners_move, TERRITORY),
            (trades.is_some(), TRADES),
            (*no_single_back || *first_choice, DIR_MEMORY),
            (*singletons_last_resort, EXTRAS),
            (*any_hole || *own_row || *bear_off, SIDES),
            (
                self.single_seed_rules()
                    || *kind == CaptureKind::OpponentRowReached
                    || *kind == CaptureKind::NextHole
                    || self.across_rules(),
                RARE_CAPTURES,
            ),
        ]
        .into_iter()
        .filter(|&(used, _)| used)
        .fold(0, |f, (_, feature)| f | feature)
    }

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
        let holes = if self.any_hole {
            self.len
        } else {
            self.len / 2
        };
        if self.dir_chosen != 0 {
            2 * holes
        } else {
            holes
        }
    }
}

/// A sowing circuit on a two-row board with stores, for `mover`: South's row, South's
/// store, North's row, North's store (each store right after its owner's row), the
/// store `mover` does not sow into left alone as a cycle of its own.
fn store_circuit(cols: usize, clockwise: bool, into: StoreSowing, mover: Player) -> Circuit {
    let len = 2 * cols;
    let south: Vec<u8> = if clockwise {
        (cols..len).rev().map(|h| h as u8).collect()
    } else {
        (cols..len).map(|h| h as u8).collect()
    };
    let north: Vec<u8> = if clockwise {
        (0..cols).map(|h| h as u8).collect()
    } else {
        (0..cols).rev().map(|h| h as u8).collect()
    };
    let (s_store, n_store) = (len as u8, len as u8 + 1);
    let into_s = into == StoreSowing::Both || mover == Player::South;
    let into_n = into == StoreSowing::Both || mover == Player::North;
    let mut cycle = south;
    if into_s {
        cycle.push(s_store);
    }
    cycle.extend(north);
    if into_n {
        cycle.push(n_store);
    }
    let alone: Vec<u8> = [(into_s, s_store), (into_n, n_store)]
        .into_iter()
        .filter(|&(into, _)| !into)
        .map(|(_, s)| s)
        .collect();
    match alone.as_slice() {
        [] => Circuit::from_cycles(len + 2, &[&cycle]),
        [s] => Circuit::from_cycles(len + 2, &[&cycle, &[*s]]),
        _ => Circuit::from_cycles(len + 2, &[&cycle, &alone[..1], &alone[1..]]),
    }
}

/// The columns of a row in the order a round fills them, as seen from South: from
/// the left, from the right, or from both ends inwards.
fn fill_columns(cols: usize, fill: RoundFill) -> impl Iterator<Item = usize> {
    (0..cols).map(move |k| match fill {
        RoundFill::Left => k,
        RoundFill::Right => cols - 1 - k,
        RoundFill::Outside if k % 2 == 0 => k / 2,
        RoundFill::Outside => cols - 1 - k / 2,
    })
}

impl fmt::Debug for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Rules")
            .field("description", &self.description)
            .finish_non_exhaustive()
    }
}
