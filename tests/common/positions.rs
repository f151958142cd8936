//! Boards and positions built from their holes, and rules the kernel tests state
//! themselves.

use sowing::games::bao_kigogo::Direction;
use sowing::{BaoKigogo, Board, HoleSet, Move, Player};

/// The set of `holes`.
pub fn hole_set(holes: &[usize]) -> HoleSet {
    holes.iter().copied().collect()
}

/// A two-row board (North's row first) holding `seeds`, hole by hole.
pub fn two_row_board<const N: usize>(seeds: [u8; N]) -> Board {
    let mut b = Board::two_rows(N / 2, 0);
    for (i, n) in seeds.into_iter().enumerate() {
        b.set_seeds(i, n);
    }
    b
}

/// A Bao Kigogo position from its four rows (row 0 on top).
pub fn bao_kigogo_at(rows: [[u8; 12]; 4], to_move: Player, dir: Direction) -> BaoKigogo {
    let mut holes = [0u8; 48];
    for (r, row) in rows.iter().enumerate() {
        holes[r * 12..r * 12 + 12].copy_from_slice(row);
    }
    BaoKigogo::from_parts(holes, to_move, dir).unwrap()
}

/// Bao Kigogo's rule 3, as the tests state it: a landing hole that now holds more
/// than one seed was occupied, so the sowing relays; one seed means it was empty, and
/// the move ends.
pub fn bao_lap_rule(board: &Board, landing: usize) -> sowing::sow::LapVerdict {
    if board.seeds(landing) > 1 {
        sowing::sow::LapVerdict::Relay
    } else {
        sowing::sow::LapVerdict::End
    }
}

/// A Bao Kigogo position and ten moves that bring it back (holes and player to move):
/// the repetition draw of rule 6. No capture on the way: South's landings are pattern
/// positions 15, 16, 5, 6 (loop positions 10, 11, 0, 1: back row) and 18 (loop 13 =
/// row 2 col 10), when North's row 1 col 10 (its position 10) is empty after its 4th
/// move. North's landings are positions 15, 16, 18 (row 0: back row), 5 and 6 (row 1
/// cols 5, 6) at its 3rd and 4th moves, when South's row 2 cols 5 and 6 (loop 18 and
/// 17, pattern 23 and 22) are empty after South's 3rd and 4th moves.
pub fn bao_kigogo_cycle() -> (BaoKigogo, [Move; 10]) {
    let start = bao_kigogo_at(
        [
            [1, 0, 1, 0, 1, 1, 1, 0, 0, 0, 1, 0],
            [0, 1, 0, 1, 0, 2, 1, 1, 0, 1, 0, 1],
            [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1],
            [2, 1, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0],
        ],
        Player::South,
        Direction::CounterClockwise,
    );
    (start, [36, 17, 37, 18, 46, 8, 34, 5, 47, 7].map(Move::Sow))
}
