//! Holes named by whose row they are in (`rows`, `chain_rows`, `across_rows` and the
//! other fields that name rows): the description type and its words on the rules page.
//! Which holes a player owns is the board's ([`crate::Board::owner`]) and the compiled
//! rules' ([`super::Rules::own`]); this is only the name.

use serde::{Deserialize, Serialize};

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

/// The rules page's words for a set of holes named by [`Rows`].
pub(in crate::described) fn rows_phrase(r: Rows) -> &'static str {
    match r {
        Rows::Any => "in either player's holes",
        Rows::Own => "in the mover's own holes",
        Rows::Opponent => "in the opponent's holes",
        Rows::OwnTerritory => "in the holes the mover owns at the time",
        Rows::OpponentTerritory => "in the holes the opponent owns at the time",
    }
}
