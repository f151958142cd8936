//! Layer files: the header, the checksum, the folder, writing under a temporary name
//! and renaming, and reading with every check (the module docs give the layout).

use super::tablebase::stored_size;
use super::{io_err, Solvable, SolveError};
use std::fs::{self, File};
use std::io::{BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The first 8 bytes of every layer file.
pub const LAYER_MAGIC: [u8; 8] = *b"SOWINGTB";

/// The version of the layer file format this crate writes and reads.
pub const LAYER_FORMAT: u16 = 1;

/// Bytes of a layer file before its boards.
pub const LAYER_HEADER_BYTES: u64 = 64;

/// Where the game's name and the rules lie in the header, and their widths.
const GAME_FIELD: std::ops::Range<usize> = 24..40;
const RULES_FIELD: std::ops::Range<usize> = 40..64;

/// Bytes read at a time (the checksum runs over each piece as it arrives).
const PIECE: usize = 1 << 20;

/// The file of the layer of `n` seeds.
pub(super) fn layer_path(dir: &Path, game: &str, n: u32) -> PathBuf {
    dir.join(format!("{game}-{n:02}.i8"))
}

/// The statistics file of the layer of `n` seeds.
pub(super) fn stats_path(dir: &Path, game: &str, n: u32) -> PathBuf {
    dir.join(format!("{game}-{n:02}.json"))
}

/// The name a file is written under before it is renamed to `path`.
fn temporary_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp");
    path.with_file_name(name)
}

/// `text` in a field of `width` bytes, padded with NUL (`None` if it does not fit).
fn padded<const W: usize>(text: &str) -> Option<[u8; W]> {
    let mut out = [0u8; W];
    (text.len() <= W && text.is_ascii()).then(|| {
        out[..text.len()].copy_from_slice(text.as_bytes());
        out
    })
}

/// The text of a NUL-padded field, as it can be shown.
fn field_text(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end])
        .escape_debug()
        .to_string()
}

/// The game and rules fields of `G`'s header; refused if either does not fit.
fn name_fields<G: Solvable>() -> Result<([u8; 16], [u8; 24]), SolveError> {
    match (padded::<16>(G::NAME), padded::<24>(G::RULES)) {
        (Some(game), Some(rules)) => Ok((game, rules)),
        _ => Err(SolveError::NamesDoNotFit {
            game: G::NAME,
            rules: G::RULES,
        }),
    }
}

/// The header of the layer of `n` seeds of `G` with `boards` boards and checksum `crc`.
fn header<G: Solvable>(
    n: u32,
    boards: u64,
    crc: u32,
) -> Result<[u8; LAYER_HEADER_BYTES as usize], SolveError> {
    let (game, rules) = name_fields::<G>()?;
    let mut h = [0u8; LAYER_HEADER_BYTES as usize];
    h[0..8].copy_from_slice(&LAYER_MAGIC);
    h[8..10].copy_from_slice(&LAYER_FORMAT.to_le_bytes());
    h[10..12].copy_from_slice(&(n as u16).to_le_bytes());
    h[12..16].copy_from_slice(&crc.to_le_bytes());
    h[16..24].copy_from_slice(&boards.to_le_bytes());
    h[GAME_FIELD].copy_from_slice(&game);
    h[RULES_FIELD].copy_from_slice(&rules);
    Ok(h)
}

/// Writes the layer of `n` seeds of `G` to `path`: header, then one byte per board.
/// The bytes go to a temporary name first (the checksum computed on the way, the
/// header written last), are flushed to the disk, and the file is renamed: a file of
/// the layer's name is always complete.
pub(super) fn write_layer<G: Solvable>(
    path: &Path,
    n: u32,
    values: &[i8],
) -> Result<(), SolveError> {
    name_fields::<G>()?;
    let tmp = temporary_path(path);
    let file = File::create(&tmp).map_err(io_err(&tmp))?;
    let mut out = BufWriter::with_capacity(PIECE, file);
    out.write_all(&[0u8; LAYER_HEADER_BYTES as usize])
        .map_err(io_err(&tmp))?;
    let mut crc = crc32fast::Hasher::new();
    let mut piece = Vec::with_capacity(PIECE);
    for chunk in values.chunks(PIECE) {
        piece.clear();
        piece.extend(chunk.iter().map(|&v| v as u8));
        crc.update(&piece);
        out.write_all(&piece).map_err(io_err(&tmp))?;
    }
    let mut file = out.into_inner().map_err(|e| io_err(&tmp)(e.into_error()))?;
    let head = header::<G>(n, values.len() as u64, crc.finalize())?;
    file.seek(SeekFrom::Start(0)).map_err(io_err(&tmp))?;
    file.write_all(&head).map_err(io_err(&tmp))?;
    file.sync_all().map_err(io_err(&tmp))?;
    drop(file);
    rename_into_place(&tmp, path)
}

/// Writes `bytes` to a temporary name, then renames it to `path`: a file of that name
/// is always complete.
pub(super) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), SolveError> {
    let tmp = temporary_path(path);
    let mut f = File::create(&tmp).map_err(io_err(&tmp))?;
    f.write_all(bytes).map_err(io_err(&tmp))?;
    f.sync_all().map_err(io_err(&tmp))?;
    drop(f);
    rename_into_place(&tmp, path)
}

/// Renames `tmp` to `path`, then flushes the folder so that the rename itself lasts
/// (best effort: not every system opens folders as files).
fn rename_into_place(tmp: &Path, path: &Path) -> Result<(), SolveError> {
    fs::rename(tmp, path).map_err(io_err(path))?;
    if let Some(dir) = path.parent() {
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }
    Ok(())
}

/// Reads into `buf` until it is full or the file ends; the bytes read.
fn read_up_to(f: &mut File, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match f.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(k) => got += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(got)
}

/// The layer of `n` seeds of `G` in `dir`; `None` if its file is missing (a build
/// resumes there). Every field of the header is checked against what the file must
/// be, then its length ([`open_layer`]), then the checksum, computed as the boards
/// are read.
pub(super) fn read_layer<G: Solvable>(dir: &Path, n: u32) -> Result<Option<Vec<i8>>, SolveError> {
    let Some((mut f, path, boards, stored)) = open_layer::<G>(dir, n)? else {
        return Ok(None);
    };
    let mut bytes = vec![0u8; boards as usize];
    let mut crc = crc32fast::Hasher::new();
    for piece in bytes.chunks_mut(PIECE) {
        f.read_exact(piece).map_err(io_err(&path))?;
        crc.update(piece);
    }
    let computed = crc.finalize();
    if computed != stored {
        return Err(SolveError::Checksum {
            path,
            stored,
            computed,
        });
    }
    // Same size and alignment: the conversion reuses the allocation.
    Ok(Some(bytes.into_iter().map(|b| b as i8).collect()))
}

/// The file of the layer of `n` seeds of `G` in `dir`, its header read and checked
/// and its length too, positioned at the first board; with its path, its number of
/// boards and the checksum its header gives. `None` if the file is missing.
#[allow(clippy::type_complexity)]
pub(super) fn open_layer<G: Solvable>(
    dir: &Path,
    n: u32,
) -> Result<Option<(File, PathBuf, u64, u32)>, SolveError> {
    let (game, rules) = name_fields::<G>()?;
    let path = layer_path(dir, G::NAME, n);
    let mut f = match File::open(&path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io_err(&path)(e)),
    };
    let len = f.metadata().map_err(io_err(&path))?.len();
    let expected_boards = stored_size::<G>(n);
    let mut head = [0u8; LAYER_HEADER_BYTES as usize];
    let got = read_up_to(&mut f, &mut head).map_err(io_err(&path))?;
    if got < LAYER_MAGIC.len() || head[..8] != LAYER_MAGIC {
        // The format before headers: the boards alone.
        return Err(if len == expected_boards {
            SolveError::HeaderlessLayer { path }
        } else {
            SolveError::NotALayerFile { path }
        });
    }
    if got < head.len() {
        return Err(SolveError::BadLayer {
            path,
            seeds: n,
            found: len,
            expected: LAYER_HEADER_BYTES + expected_boards,
        });
    }
    let u16_at = |i: usize| u16::from_le_bytes([head[i], head[i + 1]]);
    let version = u16_at(8);
    if version != LAYER_FORMAT {
        return Err(SolveError::LayerFormat {
            path,
            found: version,
        });
    }
    if head[GAME_FIELD] != game {
        return Err(SolveError::WrongGame {
            path,
            found: field_text(&head[GAME_FIELD]),
            expected: G::NAME,
        });
    }
    if head[RULES_FIELD] != rules {
        return Err(SolveError::WrongRules {
            path,
            found: field_text(&head[RULES_FIELD]),
            expected: G::RULES,
        });
    }
    let seeds = u16_at(10) as u32;
    if seeds != n {
        return Err(SolveError::WrongLayer {
            path,
            found: seeds,
            expected: n,
        });
    }
    let mut b8 = [0u8; 8];
    b8.copy_from_slice(&head[16..24]);
    let boards = u64::from_le_bytes(b8);
    if boards != expected_boards {
        return Err(SolveError::WrongBoardCount {
            path,
            seeds: n,
            found: boards,
            expected: expected_boards,
        });
    }
    if len != LAYER_HEADER_BYTES + boards {
        return Err(SolveError::BadLayer {
            path,
            seeds: n,
            found: len,
            expected: LAYER_HEADER_BYTES + boards,
        });
    }
    let stored = u32::from_le_bytes([head[12], head[13], head[14], head[15]]);
    Ok(Some((f, path, boards, stored)))
}

/// Makes `dir` ready to hold layer files: creates it and any missing parent folder,
/// and checks that a file can be written there (by writing and removing one).
/// Returns whether the folder was created. A path that is a file, or has a file
/// where a folder should be, is refused ([`SolveError::NotAFolder`]), as is a folder
/// that cannot be created or written ([`SolveError::FolderNotWritable`]).
pub fn prepare_folder(dir: &Path) -> Result<bool, SolveError> {
    check_folder(dir)?;
    let created = !dir.is_dir();
    let not_writable = |source| SolveError::FolderNotWritable {
        path: dir.to_path_buf(),
        source,
    };
    fs::create_dir_all(dir).map_err(not_writable)?;
    let probe = dir.join(format!(".sowing-write-check-{}", std::process::id()));
    File::create(&probe).map_err(not_writable)?;
    fs::remove_file(&probe).map_err(not_writable)?;
    Ok(created)
}

/// Refuses `dir` if it, or the nearest of its ancestors that exists, is not a folder;
/// creates nothing.
pub(super) fn check_folder(dir: &Path) -> Result<(), SolveError> {
    for p in dir.ancestors() {
        if p.as_os_str().is_empty() {
            break;
        }
        match fs::metadata(p) {
            Ok(m) if m.is_dir() => return Ok(()),
            Ok(_) => {
                return Err(SolveError::NotAFolder {
                    path: dir.to_path_buf(),
                    file: p.to_path_buf(),
                })
            }
            Err(_) => continue,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{name_fields, padded, temporary_path};
    use crate::{DjenonAboure, HoyitoIii};
    use std::path::Path;

    #[test]
    fn every_game_s_name_and_rules_fit_their_fields() {
        assert!(name_fields::<DjenonAboure>().is_ok());
        assert!(name_fields::<HoyitoIii>().is_ok());
        assert!(padded::<4>("abcd").is_some() && padded::<4>("abcde").is_none());
        assert!(padded::<8>("é").is_none());
    }

    #[test]
    fn temporary_names_keep_the_extension() {
        assert_eq!(
            temporary_path(Path::new("d/x-05.i8")),
            Path::new("d/x-05.i8.tmp")
        );
    }
}
