//! The registry of described games: compiling ([`Rules::compile`], above the rules and
//! the positions, which do not know the registry), every compiled description
//! (interned, so that a description is compiled once and its positions share one
//! `&'static` [`Rules`]),
//! each with its [`GameKind::Described`] name; the library of `variants/*.json`
//! embedded when building; and the reading of game names ([`GameKind`]'s
//! [`FromStr`]), which knows both.

use super::rules::Rules;
use crate::described::{Description, DescriptionError};
use crate::rules::Position;
use crate::types::{DescribedId, GameKind, ParseError};
use std::str::FromStr;
use std::sync::Mutex;

/// Every compiled description, in the order of compiling ([`DescribedId::index`]).
static INTERNED: Mutex<Vec<&'static Rules>> = Mutex::new(Vec::new());

/// The prefix that names a described game whose name a built-in game has
/// (`described:oware`); it may stand before any described game's name.
pub const DESCRIBED_PREFIX: &str = "described:";

/// The rules compiled from `description` before, or `build` called with the next id
/// (its result interned when it compiles).
pub(super) fn intern(
    description: &Description,
    build: impl FnOnce(DescribedId) -> Result<Rules, DescriptionError>,
) -> Result<&'static Rules, DescriptionError> {
    let mut interned = INTERNED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(r) = interned.iter().find(|r| r.description == *description) {
        return Ok(r);
    }
    let d = &description.board;
    let name = if GameKind::builtin(&description.name).is_some() {
        format!("{DESCRIBED_PREFIX}{}", description.name)
    } else {
        description.name.clone()
    };
    let id = DescribedId::new(
        &name,
        d.rows as usize,
        d.holes_per_row as usize,
        interned.len(),
        super::rules::directions::chosen_holes(description),
        description.trades.map_or(0, |t| t.most_offered as usize),
    );
    let rules: &'static Rules = Box::leak(Box::new(build(id)?));
    interned.push(rules);
    Ok(rules)
}

impl Rules {
    /// Checks `description` and compiles it, or returns the rules compiled before from
    /// an equal description. The rules live as long as the program (a description is
    /// compiled once, however many positions play it).
    ///
    /// ```
    /// use sowing::described::{Description, Rules};
    /// let d = Description::from_json(r#"{"name": "tiny", "board": {"holes_per_row": 3, "seeds_per_hole": 2}}"#).unwrap();
    /// let a = Rules::compile(&d).unwrap();
    /// let b = Rules::compile(&d).unwrap();
    /// assert!(std::ptr::eq(a, b));
    /// assert_eq!(a.total_seeds(), 12);
    /// ```
    ///
    /// Refused: what [`Description::check`] refuses, and a game already over at the
    /// start (South without a legal move where that ends the game, e.g. every sowing
    /// endless). Such rules stay interned, so that asking again costs nothing more.
    pub fn compile(description: &Description) -> Result<&'static Rules, DescriptionError> {
        let rules = intern(description, |id| Rules::build(description, id))?;
        if rules.start().is_over() {
            return Err(DescriptionError::Contradiction(
                "the game is over at the start (South has no legal move)",
            ));
        }
        Ok(rules)
    }

    /// Reads, checks and compiles a JSON description ([`Description::from_json`],
    /// [`Rules::compile`]).
    pub fn from_json(json: &str) -> Result<&'static Rules, DescriptionError> {
        Rules::compile(&Description::from_json(json)?)
    }

    /// The rules a [`DescribedId`] names.
    ///
    /// ```
    /// use sowing::described::{library, Rules};
    /// let kalah = library().get("kalah").unwrap();
    /// let id = kalah.kind().described().unwrap();
    /// assert!(std::ptr::eq(Rules::of(id), kalah));
    /// ```
    pub fn of(id: DescribedId) -> &'static Rules {
        let interned = INTERNED.lock().unwrap_or_else(|e| e.into_inner());
        // Ids are made only by `intern`, for the rules it then pushes.
        interned[id.index()]
    }

    /// The game's [`GameKind`]: [`GameKind::Described`], named by the description's
    /// name (`described:NAME` where a built-in game has that name).
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The compiled game named `name` (without the `described:` prefix) that
    /// compiled first and whose start is not over, if any.
    fn named(name: &str) -> Option<&'static Rules> {
        let interned = INTERNED.lock().unwrap_or_else(|e| e.into_inner());
        interned
            .iter()
            .find(|r| r.description.name == name && !crate::Position::is_over(&r.start()))
            .copied()
    }
}

impl FromStr for GameKind {
    type Err = ParseError;

    /// A built-in game's name (`oware`), or a described game's: one compiled already
    /// (the first of that name), else the library's game of that name. `described:`
    /// may stand before a described game's name, and must where a built-in game has
    /// the name.
    ///
    /// ```
    /// use sowing::GameKind;
    /// assert_eq!("oware".parse::<GameKind>().unwrap(), GameKind::Oware);
    /// let kalah: GameKind = "kalah".parse().unwrap();
    /// assert_eq!((kalah.name(), kalah.rows(), kalah.cols()), ("kalah", 2, 6));
    /// let described: GameKind = "described:oware".parse().unwrap();
    /// assert_eq!(described.name(), "described:oware");
    /// assert!("chess".parse::<GameKind>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if let Some(game) = GameKind::builtin(s) {
            return Ok(game);
        }
        let name = s.strip_prefix(DESCRIBED_PREFIX).unwrap_or(s);
        if let Some(rules) = Rules::named(name) {
            return Ok(rules.kind);
        }
        library()
            .get(name)
            .map(Rules::kind)
            .map_err(|_| ParseError::UnknownGame(s.to_string()))
    }
}

mod files {
    include!(concat!(env!("OUT_DIR"), "/library.rs"));
}

/// A game the library does not have, or cannot compile.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LibraryError {
    /// No `variants/NAME.json`.
    #[error("the library has no game {name:?} (`mancala games` lists them)")]
    Unknown {
        /// The name asked for.
        name: String,
    },
    /// The file does not compile (a library test keeps this from happening).
    #[error("the library's {name:?} does not compile: {error}")]
    Invalid {
        /// The game's name.
        name: String,
        /// Why.
        error: DescriptionError,
    },
}

/// The library of described games: the repository's `variants/*.json`, embedded
/// when the crate is built (a file added there joins it). A game's name is its file
/// name without `.json`, which is also its description's `name`.
///
/// ```
/// use sowing::described::library;
/// use sowing::Position;
/// let lib = library();
/// assert!(lib.names().any(|n| n == "kalah"));
/// let kalah = lib.get("kalah").unwrap();
/// assert_eq!(kalah.start().board().total(), 48);
/// assert!(lib.get("chess").is_err());
/// ```
#[derive(Debug)]
pub struct Library {
    files: &'static [(&'static str, &'static str)],
}

/// The library ([`Library`]).
pub fn library() -> &'static Library {
    static LIBRARY: Library = Library {
        files: files::FILES,
    };
    &LIBRARY
}

impl Library {
    /// The games' names, in alphabetical order.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.files.iter().map(|&(name, _)| name)
    }

    /// How many games the library holds.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Whether the library is empty.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The JSON text of the game `name`.
    pub fn json(&self, name: &str) -> Result<&'static str, LibraryError> {
        self.files
            .iter()
            .find(|&&(n, _)| n == name)
            .map(|&(_, json)| json)
            .ok_or_else(|| LibraryError::Unknown {
                name: name.to_string(),
            })
    }

    /// The description of the game `name`.
    pub fn description(&self, name: &str) -> Result<Description, LibraryError> {
        Description::from_json(self.json(name)?).map_err(|error| LibraryError::Invalid {
            name: name.to_string(),
            error,
        })
    }

    /// The game `name`, compiled (once: [`Rules::compile`] interns it).
    pub fn get(&self, name: &str) -> Result<&'static Rules, LibraryError> {
        Rules::compile(&self.description(name)?).map_err(|error| LibraryError::Invalid {
            name: name.to_string(),
            error,
        })
    }
}
