//! Relays from the next hole (`sowing.laps: relay-next`), captures past an empty hole
//! (`capture.on: past-empty-hole`) and an extra turn once a turn
//! (`extra_turn.capture_once`), as a description states them: the checks of the first
//! two (the extra turn's are `rules/extra_turn.rs`'s). Their play is in
//! `rules/next_hole.rs`.

use super::description::{CaptureSpec, ChainSpec, Description, DescriptionError, Laps};

/// The checks of the fields: a chain past empty holes only forward and only after
/// relay laps, no capture past an empty hole with stores (the hole after the landing
/// could be a store), and no relay from the next hole with children.
pub(super) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    if let CaptureSpec::PastEmptyHole { chain, .. } = &d.capture {
        match chain {
            ChainSpec::None => {}
            ChainSpec::Forward if d.sowing.laps != Laps::Single => {}
            ChainSpec::Forward => {
                return Err(Contradiction(
                    "a chain past empty holes needs relay laps (after a single lap the hole taken would have to hold seeds)",
                ))
            }
            ChainSpec::Backward | ChainSpec::Both => {
                return Err(Contradiction(
                    "a chain past empty holes runs forward only (capture.chain \"forward\")",
                ))
            }
        }
        if d.board.stores {
            return Err(Unsupported {
                feature: "captures past an empty hole on a board with stores",
            });
        }
    }
    if d.sowing.laps == Laps::RelayNext && d.children.is_some() {
        return Err(Unsupported {
            feature: "relays from the next hole with children",
        });
    }
    Ok(())
}
