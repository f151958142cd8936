//! English for the rules pages that every mechanism's prose shares.

pub(in crate::described) fn plural(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}
