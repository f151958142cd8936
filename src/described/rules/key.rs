//! What a position's key starts from ([`CompiledKey`]): the description's tag and the
//! hasher's state after it, found once, and the words of seed counts the board takes.

use crate::rules::KeyHasher;

/// A description's key, as [`crate::Position::key`] hashes a position of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::described) struct CompiledKey {
    /// The key's tag word ([`crate::KeyHasher`]): a fingerprint of the description.
    pub(in crate::described) tag: u64,
    /// Words of seed counts in a key: `len / 8` rounded up.
    pub(in crate::described) words: usize,
    /// The key hasher's state after the tag ([`crate::KeyHasher`]), found once.
    pub(in crate::described) start: u64,
}

impl CompiledKey {
    /// The key of a description whose fingerprint is `fingerprint`, on a board of
    /// `len` holes.
    pub(super) fn new(fingerprint: u64, len: usize) -> CompiledKey {
        // The top bit keeps the tag apart from the built-in games' tags.
        let tag = fingerprint | 1 << 63;
        CompiledKey {
            tag,
            words: len.div_ceil(8),
            start: KeyHasher::start(tag),
        }
    }
}
