//! A random start (`board.random_start`): the seeds in play laid out at random, drawn
//! once from the description's seed, so that a description names one start.

use crate::rng::Rng;

/// The seeds of `holes` holes holding `total` in all, drawn from `seed`: every hole
/// first gets 2 seeds if the total allows 2 everywhere (none otherwise), then each
/// remaining seed goes to a hole drawn uniformly. The same seed gives the same layout.
///
/// ```
/// use sowing::described::random_layout;
/// let a = random_layout(14, 98, 7);
/// assert_eq!(a.iter().sum::<u32>(), 98);
/// assert!(a.iter().all(|&n| n >= 2));
/// assert_eq!(a, random_layout(14, 98, 7));
/// assert_ne!(a, random_layout(14, 98, 8));
/// ```
pub fn random_layout(holes: usize, total: u32, seed: u64) -> Vec<u32> {
    if holes == 0 {
        return Vec::new();
    }
    let floor = if total as usize >= 2 * holes { 2 } else { 0 };
    let mut layout = vec![floor; holes];
    let mut rng = Rng::new(seed);
    for _ in 0..total - floor * holes as u32 {
        layout[rng.below(holes)] += 1;
    }
    layout
}
