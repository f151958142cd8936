//! Layer files: the header, the checksum, the folder, writing under a temporary name
//! and renaming, and reading with every check (the module docs give the layout).

use super::value::stored_size;
use super::{io_err, Endless, Solvable, SolveError, Tables};
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

/// The game and rules fields of the header of `G`'s `tables`; refused if either does
/// not fit.
fn name_fields<G: Solvable>(game: &G, tables: &Tables) -> Result<([u8; 16], [u8; 24]), SolveError> {
    let rules = tables.header_rules();
    match (padded::<16>(game.table_name()), padded::<24>(&rules)) {
        (Some(game), Some(rules)) => Ok((game, rules)),
        _ => Err(SolveError::NamesDoNotFit {
            game: game.table_name(),
            rules,
        }),
    }
}

/// The tables of `G` whose header rules field is `field` (any of its rules, with either
/// count of endless lines), if any.
fn tables_of_field<G: Solvable>(field: &[u8]) -> Option<Tables> {
    G::RULES.iter().find_map(|&rules| {
        [Endless::Neither, Endless::Extremes]
            .into_iter()
            .map(|endless| Tables { rules, endless })
            .find(|t| padded::<24>(&t.header_rules()).is_some_and(|f| f[..] == field[..]))
    })
}

/// The header of the layer of `n` seeds of `G` with `boards` boards and checksum `crc`.
fn header<G: Solvable>(
    game: &G,
    n: u32,
    tables: &Tables,
    boards: u64,
    crc: u32,
) -> Result<[u8; LAYER_HEADER_BYTES as usize], SolveError> {
    let (game, rules) = name_fields(game, tables)?;
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
    game: &G,
    path: &Path,
    n: u32,
    tables: &Tables,
    values: &[i8],
) -> Result<(), SolveError> {
    name_fields(game, tables)?;
    let tmp = temporary_path(path);
    // The file is closed at the end of this block, before the rename (some systems
    // refuse to rename an open file).
    {
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
        let head = header(game, n, tables, values.len() as u64, crc.finalize())?;
        file.seek(SeekFrom::Start(0)).map_err(io_err(&tmp))?;
        file.write_all(&head).map_err(io_err(&tmp))?;
        file.sync_all().map_err(io_err(&tmp))?;
    }
    rename_into_place(&tmp, path)
}

/// Writes `bytes` to a temporary name, then renames it to `path`: a file of that name
/// is always complete.
pub(super) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), SolveError> {
    let tmp = temporary_path(path);
    {
        // Closed at the end of the block, before the rename.
        let mut f = File::create(&tmp).map_err(io_err(&tmp))?;
        f.write_all(bytes).map_err(io_err(&tmp))?;
        f.sync_all().map_err(io_err(&tmp))?;
    }
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

/// The layer of `n` seeds of `G` in `dir` and the tables it belongs to; `None` if its
/// file is missing (a build resumes there). Every field of the header is checked
/// against what the file must be (the rules against `want`, when given), then its
/// length ([`open_layer`]), then the checksum, computed as the boards are read.
pub(super) fn read_layer<G: Solvable>(
    game: &G,
    dir: &Path,
    n: u32,
    want: Want,
) -> Result<Option<(Vec<i8>, Tables)>, SolveError> {
    let Some(OpenLayer {
        mut file,
        path,
        boards,
        checksum: stored,
        tables,
    }) = open_layer(game, dir, n, want)?
    else {
        return Ok(None);
    };
    let f = &mut file;
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
    Ok(Some((bytes.into_iter().map(|b| b as i8).collect(), tables)))
}

/// Which tables a layer file must belong to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Want {
    /// Exactly these (a build, or the layers after a folder's first).
    Tables(Tables),
    /// These rules, with either count of endless lines.
    Rules(super::TableRules),
    /// Any of the game's.
    Any,
}

/// A layer file opened and checked, at its first board.
pub(super) struct OpenLayer {
    /// The file.
    pub file: File,
    /// Its path.
    pub path: PathBuf,
    /// Its number of boards.
    pub boards: u64,
    /// The checksum its header gives.
    pub checksum: u32,
    /// The tables its header names.
    pub tables: Tables,
}

/// The file of the layer of `n` seeds of `G` in `dir`, its header read and checked
/// (its rules against `want`) and its length too, positioned at the first board.
/// `None` if the file is missing.
pub(super) fn open_layer<G: Solvable>(
    of: &G,
    dir: &Path,
    n: u32,
    want: Want,
) -> Result<Option<OpenLayer>, SolveError> {
    let guess = match want {
        Want::Tables(t) => t,
        Want::Rules(rules) => Tables {
            rules,
            endless: Endless::Neither,
        },
        Want::Any => Tables::of::<G>(),
    };
    let (game, _) = name_fields(of, &guess)?;
    let path = layer_path(dir, of.table_name(), n);
    let mut f = match File::open(&path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io_err(&path)(e)),
    };
    let len = f.metadata().map_err(io_err(&path))?.len();
    let mut expected_boards = stored_size(of, n, &guess);
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
            expected: of.table_name(),
        });
    }
    let found = tables_of_field::<G>(&head[RULES_FIELD]);
    let tables = match (want, found) {
        (Want::Tables(t), Some(f)) if f == t => f,
        (Want::Rules(r), Some(f)) if f.rules == r => f,
        (Want::Any, Some(f)) => f,
        _ => {
            let expected = match want {
                Want::Tables(t) => t.header_rules(),
                Want::Rules(r) => r.name.to_string(),
                Want::Any => G::RULES
                    .iter()
                    .map(|r| r.name)
                    .collect::<Vec<_>>()
                    .join("\" or \""),
            };
            return Err(SolveError::WrongRules {
                path,
                found: field_text(&head[RULES_FIELD]),
                expected,
            });
        }
    };
    expected_boards = stored_size(of, n, &tables);
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
    let checksum = u32::from_le_bytes([head[12], head[13], head[14], head[15]]);
    Ok(Some(OpenLayer {
        file: f,
        path,
        boards,
        checksum,
        tables,
    }))
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
    use crate::{DjenonAboure, HoyitoIii, Ruleset};
    use std::path::Path;

    #[test]
    fn every_game_s_name_and_rules_fit_their_fields() {
        use crate::solve::{Endless, Solvable, Tables};
        for endless in [Endless::Neither, Endless::Extremes] {
            for &rules in DjenonAboure::RULES {
                assert!(name_fields(&DjenonAboure::start(), &Tables { rules, endless }).is_ok());
            }
            for &rules in HoyitoIii::RULES {
                assert!(name_fields(&HoyitoIii::start(), &Tables { rules, endless }).is_ok());
            }
        }
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
