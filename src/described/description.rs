//! The description language: the serde types of a game description and their
//! validation. docs/DESCRIPTIONS.md is the reference page; every field's doc here
//! says the same in short.
//!
//! Every struct refuses unknown fields, and every field but the game's name and the
//! board's size and seeds has a default, so a description states only what differs
//! from the most common rules. [`Description::check`] refuses contradictions and
//! impossible boards with a [`DescriptionError`]; nothing here panics.

use crate::board::MAX_HOLES;
use serde::{Deserialize, Serialize};

/// A game, described: its board, how it sows, captures and ends.
///
/// JSON (docs/DESCRIPTIONS.md):
///
/// ```
/// use sowing::described::Description;
/// let d: Description = serde_json::from_str(r#"{
///     "name": "tiny",
///     "board": {"holes_per_row": 3, "seeds_per_hole": 2},
///     "capture": {"on": "counts", "counts": [2, 3], "rows": "opponent", "chain": "backward"}
/// }"#).unwrap();
/// assert_eq!(d.board.rows, 2);
/// assert!(d.check().is_ok());
/// assert!(serde_json::from_str::<Description>(r#"{"name": "x", "board": {"holes_per_row": 3, "seeds_per_hole": 2}, "colour": "red"}"#).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Description {
    /// The game's name: lowercase ASCII letters, digits and hyphens, e.g. `"kalah"`.
    pub name: String,
    /// A title for people, e.g. `"Kalah (6×4)"`. Default: none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    /// Where the rules come from (a book and page, an engine, an ethnographic source).
    /// Default: none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub source: String,
    /// The board.
    pub board: BoardSpec,
    /// How a move sows.
    #[serde(default)]
    pub sowing: SowingSpec,
    /// What a sowing captures. Default: nothing.
    #[serde(default)]
    pub capture: CaptureSpec,
    /// When the mover plays again. Default: never.
    #[serde(default)]
    pub extra_turn: ExtraTurnSpec,
    /// Which holes may be sown, and what a player without a move does.
    #[serde(default)]
    pub moves: MovesSpec,
    /// When the game ends and where the seeds left on the board go.
    #[serde(default)]
    pub end: EndSpec,
    /// What a repeated position does (only a [`crate::Game`] sees repetitions).
    /// Default: nothing.
    #[serde(default)]
    pub repetition: Repetition,
    /// A match of rounds: how the next round's board is filled from the seeds each
    /// player won, who starts it, whether unfilled holes are blocked, when the match
    /// ends. Default: none (a single game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<RoundsSpec>,
    /// Children: holes that become a player's store during the game (Toguz
    /// Kumalak's tuzdyk, Layli Goobalay's uur, Qelat's walda). Default: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub children: Option<ChildrenSpec>,
    /// Passing captures: holes sown to a capture count taken while the sowing passes
    /// (docs/DESCRIPTIONS.md, *passing*). Default: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passing: Option<PassingSpec>,
}

/// Passing captures: during every lap, a hole of `rows` that a seed makes hold one of
/// `counts` (by default the capture's counts, which then must be on counts) is emptied
/// at once into the captures of `to`, the sowing going on; a lap's last seed is judged
/// by the capture rule, unless `last_seed_too`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PassingSpec {
    /// The counts that take a hole as the sowing passes. Default (empty): the
    /// capture's `counts` (a capture on counts is then needed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counts: Vec<u8>,
    /// Where a hole must be to be taken, as seen by the mover. Default any row.
    #[serde(default)]
    pub rows: Rows,
    /// Who takes it. Default the hole's owner.
    #[serde(default)]
    pub to: PassingTaker,
    /// A lap's last seed takes its hole in the same way (and the lap ends on the
    /// emptied hole), instead of being judged by the capture rule. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub last_seed_too: bool,
}

/// Who takes a hole captured as the sowing passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PassingTaker {
    /// The player whose hole it is. The default.
    #[default]
    Owner,
    /// The player sowing.
    Mover,
}

/// Relay laps: what a lap whose landing captures does after the capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AfterCapture {
    /// The sowing ends with the capture. The default.
    #[default]
    Ends,
    /// The sowing goes on: the landing hole's seeds left after the capture (if any)
    /// are lifted and sown as the next lap.
    LiftsLanding,
    /// The sowing goes on from the hole after the landing hole: its seeds (if any)
    /// are lifted and sown as the next lap.
    LiftsNext,
}

/// After every sowing, when the mover's `rows` hold between 1 and `at_most` seeds,
/// `to` takes every seed on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastSeedsSpec {
    /// The most seeds that count as the last ones, at least 1. Required.
    pub at_most: u8,
    /// Where they are counted, as seen by the mover. Default any row.
    #[serde(default)]
    pub rows: Rows,
    /// Who takes them. Default the mover.
    #[serde(default)]
    pub to: LastSeedsTaker,
}

/// Who takes the last seeds ([`LastSeedsSpec`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LastSeedsTaker {
    /// The player who just sowed. The default.
    #[default]
    Mover,
    /// The player who started the round (South in a single game).
    Starter,
}

/// When a hole becomes a child, and where (docs/DESCRIPTIONS.md, *children*). A child
/// is the mover's for the rest of the game: never sown from, never captured from, the
/// end of every relay lap that lands in it; seeds sown into it are its owner's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChildrenSpec {
    /// How a child is made. Default: `normal`.
    #[serde(default)]
    pub kind: ChildKind,
    /// The count that makes a child (see [`ChildKind`]), at least 1. Required.
    pub convert: u32,
    /// Where the landing hole must be, as seen by the mover. Default: any row.
    #[serde(default)]
    pub rows: Rows,
}

/// How a sowing makes a child, instead of any capture, after its last lap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChildKind {
    /// The last seed makes a hole that is not a child hold `convert` seeds: it becomes
    /// the mover's child. The default.
    #[default]
    Normal,
    /// As `normal`, but a player has at most one child.
    One,
    /// The last seed falls into an empty hole (it now holds 1) across from a hole
    /// holding `convert`: both become the mover's children (two rows only).
    PairAcross,
    /// As `normal`; and a last seed falling into the opponent's child takes two of
    /// its seeds (one if it holds one) into the mover's captures.
    Weg,
}

/// A match of rounds (two-row boards). A round ends where a single game would end
/// ([`EndSpec`], [`NoMove`]); the seeds then each player holds (captured, and left in
/// their own holes) fill the next round's board, or the match ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundsSpec {
    /// Which of a player's holes are filled first. Default: from the player's left.
    #[serde(default)]
    pub fill: RoundFill,
    /// Whether the holes a player cannot fill are blocked for the round: sowing
    /// passes over them, nothing lands or is captured there. Default false (they
    /// stay in play, empty).
    #[serde(default)]
    pub blocks: bool,
    /// Who starts the next round. Default: the players alternate.
    #[serde(default)]
    pub starter: RoundStarter,
    /// The match ends after a round that leaves a player too few seeds to fill this
    /// many holes with `seeds_per_hole` each. Default 1.
    #[serde(default = "one_hole")]
    pub min_holes: u32,
    /// A territory match: every round starts from the game's start layout, and the
    /// holes are divided between the players by the seeds each won in the round
    /// before; the match is won by owning (nearly) all the holes. Default: none
    /// (the holes stay each player's rows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub territory: Option<TerritorySpec>,
}

/// A territory match (docs/DESCRIPTIONS.md, *territory*). After each round the
/// player who won more seeds owns as many holes as their seeds fill
/// (`seeds_per_hole` to a hole; the hole they can only partly fill as
/// `partial_hole` says), counted from their own leftmost hole along the
/// counter-clockwise circle of holes (their row, then the opponent's); the other
/// player owns the rest. Equal seeds: each player owns their row. A player owns
/// and sows the holes of their territory, whatever the row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerritorySpec {
    /// The holes a player must be able to own to win the match: it ends after a
    /// round that leaves the other player too few seeds to own the rest (holes
    /// minus `win_holes`, the last of them filled as `partial_hole` asks).
    /// Required.
    pub win_holes: u32,
    /// Who owns the hole the player with more seeds can only partly fill.
    /// Default: `more-than-half`.
    #[serde(default)]
    pub partial_hole: PartialHole,
}

/// Who owns the hole the player with more seeds can fill only in part, after a
/// territory round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PartialHole {
    /// That player, if the seeds left over are more than half a hole's. The default.
    #[default]
    MoreThanHalf,
    /// The other player, always.
    Loser,
    /// The other player, and it starts the round empty: each player keeps their
    /// seeds beyond whole holes as captured.
    LoserEmpty,
}

fn one_hole() -> u32 {
    1
}

/// Which of a player's holes the next round fills first, `seeds_per_hole` seeds to a
/// hole, as far as the player's seeds go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundFill {
    /// From the player's own left (South: column 0 up; North: the last column
    /// down). The default.
    #[default]
    Left,
    /// From the player's own right.
    Right,
    /// From both ends of the row inwards, column 0 first (as seen from South), then
    /// the last column, then column 1, and so on, for both players.
    Outside,
}

/// Who starts the next round. A drawn round counts the player whose turn it would
/// have been as its winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundStarter {
    /// The player who did not start the round just played. The default.
    #[default]
    Alternate,
    /// The round's loser.
    Loser,
    /// The round's winner.
    Winner,
    /// The player who made the round's last move.
    LastMover,
}

/// The board: rows, holes per row, seeds per hole, stores.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSpec {
    /// Rows: 2 (each player owns one) or 4 (each player owns two). Default 2.
    #[serde(default = "two")]
    pub rows: u32,
    /// Holes in each row, at least 1.
    pub holes_per_row: u32,
    /// Seeds in every hole at the start, at least 1.
    pub seeds_per_hole: u32,
    /// Whether each player has a store (two-row boards only): the store comes right
    /// after its owner's row in sowing order, and what it holds counts as captured.
    /// Default false.
    #[serde(default)]
    pub stores: bool,
    /// A start pattern: the seeds in each hole at the start, row-major (one count per
    /// hole, some of them perhaps 0), in place of `seeds_per_hole` in every hole.
    /// Default: none (`seeds_per_hole` everywhere).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Vec<u32>>,
    /// A random start: the seeds in play (`seeds_per_hole` in every hole) laid out
    /// at random, drawn from this seed ([`super::random_layout`]): 2 in every hole,
    /// then each seed left to a hole drawn at random. The same seed, the same start.
    /// Default: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub random_start: Option<u64>,
}

fn two() -> u32 {
    2
}

fn one() -> u32 {
    1
}

fn yes() -> bool {
    true
}

/// How a move sows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SowingSpec {
    /// The direction seeds travel. Default counter-clockwise.
    #[serde(default)]
    pub direction: SowDirection,
    /// One lap, or relay laps. Default one lap.
    #[serde(default)]
    pub laps: Laps,
    /// What a lap does with the hole it was lifted from. Default: it is sown into like
    /// any other hole when a lap goes all the way round.
    #[serde(default)]
    pub origin: Origin,
    /// Which stores a sowing drops seeds into, on a board with stores. Default (absent):
    /// the mover's own store only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stores: Option<StoreSowing>,
    /// The fewest seeds a hole must hold to be sown, at least 1. Default 1.
    #[serde(default = "one")]
    pub min_seeds: u32,
    /// Relay laps only: a lap relays only when its landing hole then holds exactly
    /// this many seeds. Default (absent): any count above 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relay_on: Option<u8>,
    /// Relay laps only: a lap relays only when its landing hole then holds at least
    /// this many seeds (at least 2). Default (absent): 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relay_from: Option<u8>,
    /// The holes whose sowing direction the player chooses at each move, by column
    /// counted from their owner's left (0 first), for every player alike; the other
    /// holes sow in `direction`. Default (empty): none, or every hole with
    /// `direction: player-chooses`.
    #[serde(default, skip_serializing_if = "Columns::is_empty")]
    pub chosen_holes: Columns,
    /// Relay laps only: what a lap that captures does after its capture. Default:
    /// the sowing ends.
    #[serde(default, skip_serializing_if = "is_default")]
    pub after_capture: AfterCapture,
    /// When the board holds at most this many seeds as a lap starts (the seeds
    /// lifted not counted), the seeds the lap would drop into the opponent's holes go
    /// to the opponent's captures instead, but a last seed that captures. Default
    /// (absent): never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent_takes_at_most: Option<u8>,
}

/// A set of columns (below 32), written as an ascending list of column numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Columns(pub u32);

impl Columns {
    /// Whether no column is in the set.
    pub const fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// Whether column `c` is in the set.
    pub const fn contains(&self, c: usize) -> bool {
        c < 32 && self.0 >> c & 1 == 1
    }
}

impl Serialize for Columns {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let list: Vec<u8> = (0..32u8).filter(|&c| self.contains(c as usize)).collect();
        list.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Columns {
    /// Any list of distinct columns below 32, in any order.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<u8>::deserialize(d)?;
        let mut set = 0u32;
        for c in list {
            if c >= 32 || set >> c & 1 == 1 {
                return Err(serde::de::Error::custom(format!(
                    "column {c} repeated or past the board (columns are below 32)"
                )));
            }
            set |= 1 << c;
        }
        Ok(Columns(set))
    }
}

impl Default for SowingSpec {
    fn default() -> Self {
        SowingSpec {
            direction: SowDirection::default(),
            laps: Laps::default(),
            origin: Origin::default(),
            stores: None,
            min_seeds: 1,
            relay_on: None,
            relay_from: None,
            chosen_holes: Columns::default(),
            after_capture: AfterCapture::default(),
            opponent_takes_at_most: None,
        }
    }
}

/// The direction seeds travel, seen from above with South at the bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SowDirection {
    /// Along South's row left to right, then North's right to left. The default.
    #[default]
    CounterClockwise,
    /// The other way.
    Clockwise,
    /// Each move chooses its direction, hole by hole ([`crate::Move::SowDir`]): the
    /// counter-clockwise circuits or the same circuits reversed (stores stay where
    /// they are).
    PlayerChooses,
    /// Split: each player's row is split in two halves; the holes of the left half
    /// (seen from their owner) sow clockwise, those of the right half
    /// counter-clockwise, each towards its nearer end of the row. On an odd row the
    /// middle hole has no direction of its own: `chosen_holes` must name it.
    Split,
    /// By the seeds lifted: a hole holding an odd number sows counter-clockwise, an
    /// even number clockwise (every lap of the move, and its capture chain, follow
    /// the first lap's direction). Stores stay where counter-clockwise sowing has
    /// them: a clockwise sowing passes South's store going from North's row to South's.
    OddCounterClockwise,
}

/// One lap or relay laps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Laps {
    /// One lap: the move's seeds are sown once. The default.
    #[default]
    Single,
    /// Relay: after a lap, unless it captured or its last seed fell into a store or an
    /// empty hole (which now holds 1), the landing hole's seeds are lifted and sown as
    /// the next lap. A relay that would never end is not a legal move.
    Relay,
    /// Relay from the next hole (the South Indian way): after a lap, unless it
    /// captured or its last seed fell into a store, the hole after the landing hole is
    /// looked at; if it holds seeds, they are lifted and sown as the next lap,
    /// otherwise the sowing ends. With stores sown into, the hole after a lap's last
    /// hole may be the mover's store, whose seeds (all the mover has captured) are
    /// then lifted and sown. A relay that would never end is not a legal move.
    RelayNext,
}

/// What a lap does with the hole it was lifted from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Origin {
    /// The emptied hole is sown into like any other when a lap goes all the way round.
    /// The default.
    #[default]
    SowInto,
    /// A lap that goes all the way round skips the hole it was lifted from.
    Skip,
    /// The first seed of every lap goes back into the hole it was lifted from.
    FirstSeedBack,
    /// The first seed of every lap is captured by the mover (into their store); the
    /// lap's other seeds are sown from the hole it was lifted from.
    FirstSeedCaptured,
}

/// Which stores a sowing drops seeds into.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StoreSowing {
    /// The mover's own store; the opponent's is passed over. The default.
    #[default]
    Own,
    /// Both stores, each to its owner's credit.
    Both,
}

/// A set of holes named by whose row they are in, as seen by the mover.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rows {
    /// Every hole. The default.
    #[default]
    Any,
    /// The mover's rows.
    Own,
    /// The opponent's rows.
    Opponent,
    /// The holes the mover owns at that moment: in a territory match
    /// (`rounds.territory`) the mover's territory, elsewhere the mover's rows.
    OwnTerritory,
    /// The holes the opponent owns at that moment: in a territory match their
    /// territory, elsewhere their rows.
    OpponentTerritory,
}

/// What a capture takes, counted from the hole where the last seed fell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Take {
    /// That hole (and its chain).
    Landing,
    /// The hole across from it: the other row's hole of the same column on two rows;
    /// on four rows, the opponent's front-row hole of the column of a front-row hole
    /// (back-row holes have nothing across).
    Opposite,
    /// Both.
    LandingAndOpposite,
    /// Nothing leaves the board: the seeds of the hole across move into the landing
    /// hole, now the mover's (empty-own-hole captures only).
    PullAcross,
}

fn take_landing() -> Take {
    Take::Landing
}

fn take_both() -> Take {
    Take::LandingAndOpposite
}

fn own_rows() -> Rows {
    Rows::Own
}

fn is_own_rows(r: &Rows) -> bool {
    *r == Rows::Own
}

/// Which ways a capture chain runs from the first hole taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChainSpec {
    /// No chain: the first hole only. The default.
    #[default]
    None,
    /// Against the sowing direction.
    Backward,
    /// With the sowing direction.
    Forward,
    /// Backward, then forward.
    Both,
}

/// What happens to a capture that would leave the opponent without a seed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GrandSlam {
    /// It captures as usual. The default.
    #[default]
    Allowed,
    /// The move is played but captures nothing (Abapa).
    CapturesNothing,
    /// The move is not legal.
    Forbidden,
    /// As `CapturesNothing`, except after a move that fed an opponent who had no
    /// seeds before it: that move captures as usual (MancalaGames' reading).
    CapturesNothingUnlessFed,
    /// Two rows: the capture takes, instead, every opponent's hole holding seeds but
    /// the first from the mover's right, when the opponent holds more than one
    /// (a move made while the opponent had no seeds captures as usual).
    LeaveRightmost,
    /// As `LeaveRightmost`, keeping the first from the mover's left.
    LeaveLeftmost,
}

/// What a sowing captures, decided on the hole where its last seed fell. JSON: an
/// object whose `on` field names the rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "on", rename_all = "kebab-case", deny_unknown_fields)]
pub enum CaptureSpec {
    /// Nothing is ever captured. The default. (A variant with no fields, so that
    /// fields next to `"on": "none"` are refused.)
    None {},
    /// The last seed makes the landing hole hold one of `counts`.
    Counts {
        /// The counts that capture (after the last seed), e.g. `[2, 3]`; each at
        /// least 1, no repeats.
        counts: Vec<u8>,
        /// Where the landing hole must be. Default any row.
        #[serde(default)]
        rows: Rows,
        /// What is taken. Default the landing hole.
        #[serde(default = "take_landing")]
        take: Take,
        /// The chain from the landing hole (only when the landing hole is what is
        /// taken): every next hole that also holds one of `counts` and is in
        /// `chain_rows`, stopping at the first that does not. Default none.
        #[serde(default)]
        chain: ChainSpec,
        /// Where the chain may run. Default (absent): `rows`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chain_rows: Option<Rows>,
        /// The most holes a capture takes, the landing hole included (at least 2,
        /// with a backward or forward chain). Default (absent): no limit.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chain_limit: Option<u8>,
        /// A capture that would leave the opponent without seeds. Default allowed.
        #[serde(default)]
        grand_slam: GrandSlam,
        /// Captures are off during the game's first turns (a turn: a player's moves
        /// until the other player is to move). Default 0.
        #[serde(default, skip_serializing_if = "is_default")]
        off_first_turns: u8,
    },
    /// The last seed falls into an empty hole of the mover's (it now holds 1), and
    /// takes what is across (Kalah; on four rows only front-row holes have something
    /// across).
    EmptyOwnHole {
        /// What is taken: the hole across, or it and the sowing's last seed. Default
        /// both.
        #[serde(default = "take_both")]
        take: Take,
        /// Whether the capture needs seeds across (otherwise the last seed stays and
        /// nothing is taken). Default true.
        #[serde(default = "yes")]
        opposite_must_hold_seeds: bool,
        /// Where the empty landing hole must be (two rows): the mover's row (the
        /// default), or any row, or the opponent's; what is across is taken whoever's
        /// it is.
        #[serde(default = "own_rows", skip_serializing_if = "is_own_rows")]
        rows: Rows,
        /// Four rows: also take the opponent's back-row hole behind the hole across.
        /// Default false.
        #[serde(default)]
        behind: bool,
        /// A capture that would leave the opponent without seeds. Default allowed.
        #[serde(default)]
        grand_slam: GrandSlam,
        /// Captures are off during the game's first turns. Default 0.
        #[serde(default, skip_serializing_if = "is_default")]
        off_first_turns: u8,
    },
    /// The hole after the landing hole (on the sowing's circuit) is empty and the hole
    /// past it holds seeds: those are taken ("two out", across the gap). After a
    /// single lap the landing hole must have held seeds before the last one fell;
    /// after relay laps, the sowing's end is enough.
    PastEmptyHole {
        /// Where the hole taken must be. Default any row.
        #[serde(default)]
        rows: Rows,
        /// `forward`: after a hole is taken, the pattern goes on from it (the next
        /// hole empty, the one past it holding seeds, in `rows`), hole after hole.
        /// Only after relay laps. Default none.
        #[serde(default)]
        chain: ChainSpec,
        /// Also take the hole across from the (first) hole taken, if it holds seeds
        /// and is in `rows`. Default false.
        #[serde(default, skip_serializing_if = "is_default")]
        also_across: bool,
        /// A capture that would leave the opponent without seeds. Default allowed.
        #[serde(default)]
        grand_slam: GrandSlam,
        /// Captures are off during the game's first turns. Default 0.
        #[serde(default, skip_serializing_if = "is_default")]
        off_first_turns: u8,
    },
}

impl Default for CaptureSpec {
    fn default() -> Self {
        CaptureSpec::None {}
    }
}

/// When the mover plays again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExtraTurnSpec {
    /// After a sowing whose last seed fell into the mover's store. Default false.
    #[serde(default)]
    pub store: bool,
    /// After a move that captured seeds. Default false.
    #[serde(default)]
    pub capture: bool,
    /// After a move that captured seeds, once: a sowing that earned an extra turn is
    /// not followed by another extra turn (a capture made in an extra turn earns none;
    /// a pass in between changes nothing). Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub capture_once: bool,
    /// After a sowing whose last seed fell into either store (with `sowing.stores:
    /// both`), the opponent's included. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub any_store: bool,
}

/// Which holes may be sown, and what a player without a move does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovesSpec {
    /// Feeding: while the opponent has no seeds, only a move whose first lap drops a
    /// seed into the opponent's holes may be played. Default false.
    #[serde(default)]
    pub must_feed: bool,
    /// What a player with no legal move does. Default: passes.
    #[serde(default)]
    pub no_move: NoMove,
    /// What feeding looks at: the move's first lap (the default), or the whole
    /// move, captures included (the opponent must hold seeds after it).
    #[serde(default, skip_serializing_if = "is_default")]
    pub feed: Feed,
    /// With `must_feed`: when no move feeds the opponent, every move the mover could
    /// otherwise play is legal (instead of none). Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub any_move_if_none_feeds: bool,
    /// A hole holding a single seed may be sown only when the hole that seed falls
    /// into is empty. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub single_seed_into_empty: bool,
    /// A hole holding at most `holes_per_row` seeds may be sown only when its first
    /// lap ends in the opponent's rows, in a store, or in a hole of the mover's that
    /// was empty before the move. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub short_lap_ends_across_or_empty: bool,
    /// A prescribed opening: the first move of the game (of each round, in a match)
    /// is not a sowing but this. Default: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opening: Option<Opening>,
}

/// A prescribed opening ([`MovesSpec::opening`]): what the first move does with the
/// hole the player chooses (one they could sow).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opening {
    /// The hole keeps its seeds; going round the board in the sowing direction from
    /// the next hole, the holes lose one seed and gain one in turn (the first loses),
    /// back to the chosen hole, and the hole across from it gains one more. The move
    /// then ends as a sowing whose last seed fell into that hole across (captures,
    /// children and extra turns as usual, no relay).
    PlusOneMinusOne,
}

/// What a move must do to feed an opponent without seeds ([`MovesSpec::must_feed`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Feed {
    /// Its first lap drops a seed into the opponent's holes. The default.
    #[default]
    FirstLap,
    /// After the whole move (every lap and the capture) the opponent holds seeds.
    Move,
}

fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

/// What a player with no legal move does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoMove {
    /// Passes (their only legal move); the game goes on. The default.
    #[default]
    Pass,
    /// The game ends, the board swept as `end.remaining` says.
    End,
    /// They lose (the board is left as it is).
    Lose,
}

/// When the game ends (checked after every move, any one condition suffices), and
/// where the seeds left on the board go. The result: more seeds captured wins, equal
/// is a draw (unless a player without a move loses, [`NoMove::Lose`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndSpec {
    /// When either player's holes are all empty. Default false.
    #[serde(default)]
    pub one_side_empty: bool,
    /// When the player who just moved has no seeds left in their holes. Default
    /// false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub mover_side_empty: bool,
    /// When the opponent of the player who just moved has no seeds left in their
    /// holes. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub opponent_side_empty: bool,
    /// When every hole holds at most this many seeds. Default: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub every_hole_at_most: Option<u8>,
    /// When the board holds at most this many seeds. Default: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seeds_on_board_at_most: Option<u32>,
    /// When a player has captured more than half of the seeds, or both exactly half.
    /// Default false.
    #[serde(default)]
    pub majority: bool,
    /// Where the seeds still on the board go when the game ends. Default: to the
    /// owner of their hole.
    #[serde(default)]
    pub remaining: Remaining,
    /// What a player plays for. Default: the most seeds.
    #[serde(default, skip_serializing_if = "is_default")]
    pub goal: Goal,
    /// When a player has captured more than this many seeds. Default: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captured_above: Option<u32>,
    /// With feeding and `no_move: "end"`: when the game ends because the player to
    /// move has a hole they may sow but no move that feeds the opponent, whose holes
    /// hold none, that opponent (the unfed player) takes every seed left on the board.
    /// Other ends go by `remaining`. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub unfed_takes_remaining: bool,
    /// After every sowing, when few seeds are left, a player takes them all.
    /// Default: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_seeds: Option<LastSeedsSpec>,
}

/// What a player plays for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// The most seeds captured at the end. The default.
    #[default]
    MostSeeds,
    /// To empty one's own holes: after a move, the mover wins if their holes are
    /// empty, else their opponent wins if theirs are; the board stays as it is.
    EmptyOwnHoles,
    /// To leave the opponent without seeds: after a move, the mover wins if the
    /// opponent's holes are empty, else the opponent wins if the mover's are; the
    /// board stays as it is.
    EmptyOpponentHoles,
}

impl Goal {
    /// Whether the goal is decided by empty holes (captures do not count).
    pub const fn by_empty_holes(self) -> bool {
        matches!(self, Goal::EmptyOwnHoles | Goal::EmptyOpponentHoles)
    }
}

/// Where the seeds still on the board go when the game ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Remaining {
    /// Each hole's seeds to the player who owns it. The default.
    #[default]
    Owner,
    /// Every seed to the player who made the last move.
    Mover,
    /// Nobody: the seeds stay on the board, uncounted; the captures decide.
    Nobody,
    /// Divided: each player takes half; an odd seed goes to the player who has
    /// captured fewer (never as many: every game's total is even).
    Divided,
}

/// What a repeated position does. Only a [`crate::Game`] knows the positions seen, so
/// a bare position never applies it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Repetition {
    /// Nothing: repeated positions are allowed. The default.
    #[default]
    None,
    /// The game is drawn.
    Draw,
    /// The game ends, each player taking the seeds in their own holes; more seeds
    /// wins (Oware as OpenSpiel plays it).
    SweepToOwners,
}

/// Why a description is not a game. Every refusal is one of these; nothing panics.
///
/// ```
/// use sowing::described::{Description, DescriptionError};
/// let e = Description::from_json(r#"{"name": "x", "board": {"rows": 3, "holes_per_row": 6, "seeds_per_hole": 4}}"#);
/// assert_eq!(e.unwrap_err(), DescriptionError::Rows { rows: 3 });
/// let e = Description::from_json(r#"{"name": "x", "board": {"holes_per_row": 6, "seeds_per_hole": 4, "size": 9}}"#);
/// assert!(matches!(e.unwrap_err(), DescriptionError::Parse { .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum DescriptionError {
    /// Not a description: bad JSON, an unknown field, a missing field, a wrong value.
    #[error("not a game description: {message}")]
    Parse {
        /// serde's message (it names the field and the line).
        message: String,
    },
    /// The name is empty or has characters other than `a-z`, `0-9` and `-`.
    #[error("a game's name is lowercase letters, digits and hyphens, not {name:?}")]
    BadName {
        /// The name given.
        name: String,
    },
    /// Boards have 2 or 4 rows.
    #[error("a board has 2 or 4 rows, not {rows}")]
    Rows {
        /// The rows given.
        rows: u32,
    },
    /// A row has no hole.
    #[error("a row has at least one hole")]
    NoHoles,
    /// More holes (and stores) than the kernel's boards hold.
    #[error("{holes} holes and stores do not fit on a board of at most {max}")]
    TooManyHoles {
        /// Holes plus stores.
        holes: u64,
        /// The most there can be.
        max: usize,
    },
    /// No seeds at the start.
    #[error("a game starts with at least one seed in every hole")]
    NoSeeds,
    /// More seeds than a position counts.
    #[error("{total} seeds in play; a game has at most {max}")]
    TooManySeeds {
        /// The seeds in play.
        total: u64,
        /// The most there can be.
        max: u32,
    },
    /// Stores on a four-row board.
    #[error("stores are for two-row boards")]
    StoresOnFourRows,
    /// A mechanism the language names but positions cannot play yet.
    #[error("{feature} is not supported yet")]
    Unsupported {
        /// The mechanism.
        feature: &'static str,
    },
    /// Two fields that cannot hold together, or a field that makes no sense with the
    /// others.
    #[error("contradiction: {0}")]
    Contradiction(&'static str),
}

/// The most seeds a described game may have in play: captures and holes count in
/// bytes.
pub const MAX_SEEDS: u32 = 255;

impl Description {
    /// Reads a description from JSON and checks it ([`Description::check`]).
    pub fn from_json(json: &str) -> Result<Description, DescriptionError> {
        let d: Description = serde_json::from_str(json).map_err(|e| DescriptionError::Parse {
            message: e.to_string(),
        })?;
        d.check()?;
        Ok(d)
    }

    /// The description as JSON (every field written, defaults included, except absent
    /// optional ones); [`Description::from_json`] reads it back equal.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The holes of the board (stores not counted).
    pub fn holes(&self) -> u64 {
        self.board.rows as u64 * self.board.holes_per_row as u64
    }

    /// The seeds in play.
    pub fn total_seeds(&self) -> u64 {
        match &self.board.start {
            Some(start) => start.iter().map(|&n| n as u64).sum(),
            None => self.holes() * self.board.seeds_per_hole as u64,
        }
    }

    /// The seeds each hole holds at the start, row-major: `board.start`, or
    /// `seeds_per_hole` in every hole.
    pub fn start_counts(&self) -> Vec<u32> {
        match (&self.board.start, self.board.random_start) {
            (Some(start), _) => start.clone(),
            (None, Some(seed)) => super::random_layout(
                self.holes() as usize,
                self.total_seeds().min(MAX_SEEDS as u64) as u32,
                seed,
            ),
            (None, None) => vec![self.board.seeds_per_hole; self.holes() as usize],
        }
    }

    /// Checks the board and that the fields do not contradict each other. The one
    /// check of the description alone; compiling ([`crate::described::Rules::compile`])
    /// adds that the start is not already over.
    pub fn check(&self) -> Result<(), DescriptionError> {
        use DescriptionError::{Contradiction, Unsupported};
        let name_ok = !self.name.is_empty()
            && self
                .name
                .bytes()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-');
        if !name_ok {
            return Err(DescriptionError::BadName {
                name: self.name.clone(),
            });
        }
        let b = &self.board;
        if b.rows != 2 && b.rows != 4 {
            return Err(DescriptionError::Rows { rows: b.rows });
        }
        if b.holes_per_row == 0 {
            return Err(DescriptionError::NoHoles);
        }
        if b.stores && b.rows == 4 {
            return Err(DescriptionError::StoresOnFourRows);
        }
        // Stores, and the seed each lap sets aside, take two slots past the holes.
        let aside = self.sowing.origin == Origin::FirstSeedCaptured;
        let slots = self.holes() + if b.stores || aside { 2 } else { 0 };
        if slots > MAX_HOLES as u64 {
            return Err(DescriptionError::TooManyHoles {
                holes: slots,
                max: MAX_HOLES,
            });
        }
        if b.seeds_per_hole == 0 {
            return Err(DescriptionError::NoSeeds);
        }
        if let Some(start) = &b.start {
            if start.len() as u64 != self.holes() {
                return Err(Contradiction(
                    "board.start names one count per hole, row-major",
                ));
            }
            if start.iter().all(|&n| n == 0) {
                return Err(DescriptionError::NoSeeds);
            }
            if self.rounds.is_some_and(|r| r.territory.is_none()) {
                return Err(Unsupported {
                    feature: "a start pattern in a match of rounds (the next rounds' layout)",
                });
            }
        }
        if b.random_start.is_some() && b.start.is_some() {
            return Err(Contradiction(
                "board.start and board.random_start together (one start)",
            ));
        }
        if b.random_start.is_some() && self.rounds.is_some() {
            return Err(Unsupported {
                feature: "a random start in a match of rounds (the next rounds' layout)",
            });
        }
        if self.total_seeds() > MAX_SEEDS as u64 {
            return Err(DescriptionError::TooManySeeds {
                total: self.total_seeds(),
                max: MAX_SEEDS,
            });
        }
        let s = &self.sowing;
        super::directions::check(self)?;
        if s.stores.is_some() && !b.stores {
            return Err(Contradiction("sowing.stores on a board without stores"));
        }
        if s.min_seeds == 0 {
            return Err(Contradiction("sowing.min_seeds is at least 1"));
        }
        let fullest = self.start_counts().into_iter().max().unwrap_or(0);
        if s.min_seeds > fullest {
            return Err(Contradiction(
                "sowing.min_seeds is above every hole's seeds: no hole can be sown at the start",
            ));
        }
        if (s.relay_on.is_some() || s.relay_from.is_some()) && s.laps != Laps::Relay {
            return Err(Contradiction(
                "sowing.relay_on or relay_from without relay laps",
            ));
        }
        if self.moves.single_seed_into_empty && s.origin == Origin::FirstSeedBack {
            return Err(Contradiction(
                "moves.single_seed_into_empty with origin \"first-seed-back\" (a single seed goes back into its hole)",
            ));
        }
        if s.origin == Origin::FirstSeedCaptured && s.min_seeds < 2 {
            return Err(Contradiction(
                "sowing.origin \"first-seed-captured\" needs sowing.min_seeds of at least 2 (a lap sows a seed)",
            ));
        }
        if s.origin == Origin::FirstSeedCaptured && b.stores {
            return Err(Unsupported {
                feature: "a first seed captured at every lap on a board with stores",
            });
        }
        if s.relay_on.is_some() && s.relay_from.is_some() {
            return Err(Contradiction("sowing.relay_on and relay_from together"));
        }
        if s.relay_on.is_some_and(|n| n < 2) || s.relay_from.is_some_and(|n| n < 2) {
            return Err(Contradiction(
                "a relay needs at least 2 seeds in the landing hole (sowing.relay_on, relay_from)",
            ));
        }
        if self.end.unfed_takes_remaining
            && !(self.moves.must_feed && self.moves.no_move == NoMove::End)
        {
            return Err(Contradiction(
                "end.unfed_takes_remaining needs moves.must_feed and moves.no_move \"end\"",
            ));
        }
        if self.moves.any_move_if_none_feeds && !self.moves.must_feed {
            return Err(Contradiction(
                "moves.any_move_if_none_feeds without moves.must_feed",
            ));
        }
        if self.moves.any_move_if_none_feeds
            && (s.direction == SowDirection::PlayerChooses || !s.chosen_holes.is_empty())
        {
            return Err(Unsupported {
                feature: "moves.any_move_if_none_feeds with directions the player chooses",
            });
        }
        if self.moves.feed != Feed::FirstLap && !self.moves.must_feed {
            return Err(Contradiction("moves.feed without moves.must_feed"));
        }
        if self.end.goal.by_empty_holes() && self.end.majority {
            return Err(Contradiction(
                "end.majority with a goal of empty holes (captures do not decide)",
            ));
        }
        super::next_hole::check(self)?;
        if self.extra_turn.store && !b.stores {
            return Err(Contradiction("extra_turn.store on a board without stores"));
        }
        if self.extra_turn.any_store && s.stores != Some(StoreSowing::Both) {
            return Err(Contradiction(
                "extra_turn.any_store needs sowing into both stores (sowing.stores \"both\")",
            ));
        }
        let leaves =
            |g: &GrandSlam| matches!(g, GrandSlam::LeaveRightmost | GrandSlam::LeaveLeftmost);
        match &self.capture {
            CaptureSpec::Counts { grand_slam, .. }
            | CaptureSpec::EmptyOwnHole { grand_slam, .. }
            | CaptureSpec::PastEmptyHole { grand_slam, .. }
                if leaves(grand_slam) && b.rows != 2 =>
            {
                return Err(Contradiction(
                    "grand_slam \"leave-rightmost\" or \"leave-leftmost\" needs two rows",
                ));
            }
            _ => {}
        }
        match &self.capture {
            CaptureSpec::None {} | CaptureSpec::PastEmptyHole { .. } => {}
            CaptureSpec::Counts {
                counts,
                take,
                chain,
                chain_rows,
                chain_limit,
                ..
            } => {
                if chain_limit.is_some_and(|n| n < 2) {
                    return Err(Contradiction(
                        "capture.chain_limit is at least 2 (the landing hole and one more)",
                    ));
                }
                if chain_limit.is_some()
                    && !matches!(chain, ChainSpec::Backward | ChainSpec::Forward)
                {
                    return Err(Contradiction(
                        "capture.chain_limit needs a backward or forward chain",
                    ));
                }
                if counts.is_empty() {
                    return Err(Contradiction(
                        "a capture on counts names at least one count",
                    ));
                }
                if counts.contains(&0) {
                    return Err(Contradiction(
                        "a capture count is at least 1 (the last seed is in the hole)",
                    ));
                }
                let mut sorted = counts.clone();
                sorted.sort_unstable();
                sorted.dedup();
                if sorted.len() != counts.len() {
                    return Err(Contradiction("a capture count is named twice"));
                }
                if *take == Take::PullAcross {
                    return Err(Contradiction(
                        "take \"pull-across\" is for empty-own-hole captures",
                    ));
                }
                if *chain != ChainSpec::None && *take != Take::Landing {
                    return Err(Contradiction(
                        "a capture chain runs from the landing hole, so it needs take \"landing\"",
                    ));
                }
                if chain_rows.is_some() && *chain == ChainSpec::None {
                    return Err(Contradiction("capture.chain_rows without a chain"));
                }
            }
            CaptureSpec::EmptyOwnHole {
                take, behind, rows, ..
            } => {
                if *rows != Rows::Own && (b.rows != 2 || *take == Take::PullAcross) {
                    return Err(Contradiction(
                        "an empty-hole capture outside the mover's row needs two rows and a take other than \"pull-across\"",
                    ));
                }
                if *take == Take::Landing {
                    return Err(Contradiction(
                        "an empty-own-hole capture takes what is across (take \"opposite\" or \"landing-and-opposite\")",
                    ));
                }
                if *behind && b.rows != 4 {
                    return Err(Contradiction(
                        "capture.behind needs four rows (a back row behind the hole across)",
                    ));
                }
            }
        }
        if let Some(above) = self.end.captured_above {
            if above as u64 >= self.total_seeds() {
                return Err(Contradiction(
                    "end.captured_above is at least the seeds in play: it never holds",
                ));
            }
            if self.end.goal.by_empty_holes() {
                return Err(Contradiction(
                    "end.captured_above with a goal of empty holes (captures do not decide)",
                ));
            }
        }
        if let Some(r) = &self.rounds {
            if b.rows != 2 {
                return Err(Contradiction("rounds are for two-row boards"));
            }
            if r.min_holes == 0 || r.min_holes > b.holes_per_row {
                return Err(Contradiction(
                    "rounds.min_holes is between 1 and holes_per_row",
                ));
            }
            if self.end.goal.by_empty_holes() {
                return Err(Contradiction(
                    "rounds with a goal of empty holes (the seeds won fill the next round)",
                ));
            }
            if self.moves.no_move == NoMove::Lose {
                return Err(Contradiction(
                    "rounds with moves.no_move \"lose\" (a round ends with the seeds each player holds)",
                ));
            }
            super::territory::check(self, r)?;
            if self.moves.single_seed_into_empty || self.moves.short_lap_ends_across_or_empty {
                // A round could then start with no move for its starter, an end the
                // rounds do not define yet.
                return Err(Unsupported {
                    feature: "rounds with moves.single_seed_into_empty or moves.short_lap_ends_across_or_empty",
                });
            }
        }
        if self.moves.opening.is_some() {
            if b.start.is_some() || b.rows != 2 {
                return Err(Unsupported {
                    feature: "a prescribed opening with a start pattern or on four rows",
                });
            }
            let emptied = |r: &RoundsSpec| {
                r.territory
                    .is_some_and(|t| t.partial_hole == PartialHole::LoserEmpty)
            };
            if self
                .rounds
                .is_some_and(|r| r.territory.is_none() || emptied(&r))
                || self.moves.must_feed
            {
                return Err(Unsupported {
                    feature: "a prescribed opening with feeding, or in rounds other than a territory match whose holes all start full",
                });
            }
        }
        if let Some(c) = &self.children {
            if c.convert == 0 || c.convert as u64 > self.total_seeds() {
                return Err(Contradiction(
                    "children.convert is between 1 and the seeds in play",
                ));
            }
            if c.kind == ChildKind::PairAcross && b.rows != 2 {
                return Err(Contradiction(
                    "children.kind \"pair-across\" is for two-row boards",
                ));
            }
            if self.rounds.is_some_and(|r| r.territory.is_none()) {
                return Err(Unsupported {
                    feature:
                        "children in a match of rounds (what becomes of them at a round's end)",
                });
            }
            if self.end.goal.by_empty_holes() {
                return Err(Contradiction(
                    "children with a goal of empty holes (the seeds in children would not count)",
                ));
            }
        }
        super::rules::passing::check(self)?;
        let e = &self.end;
        if e.seeds_on_board_at_most
            .is_some_and(|m| m as u64 >= self.total_seeds())
        {
            return Err(Contradiction(
                "end.seeds_on_board_at_most holds at the start: the game would be over before a move",
            ));
        }
        if e.every_hole_at_most.is_some_and(|m| m as u32 >= fullest) {
            return Err(Contradiction(
                "end.every_hole_at_most holds at the start: the game would be over before a move",
            ));
        }
        Ok(())
    }
}
