//! File helpers shared by the stages: reads that name the file on error, and atomic writes.

use std::io::Write as _;
use std::path::Path;

use crate::error::Error;

/// Reads a UTF-8 file, naming it in the error.
pub fn read_to_string(path: &Path) -> Result<String, Error> {
    std::fs::read_to_string(path).map_err(|e| Error::io("read", path, e))
}

/// Reads a file if it exists.
pub fn read_optional(path: &Path) -> Result<Option<String>, Error> {
    match std::fs::read_to_string(path) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Error::io("read", path, e)),
    }
}

/// Writes a file atomically: a temporary file in the same folder, then a rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| Error::io("create", dir, e))?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| Error::io("create a temporary file in", dir, e))?;
    tmp.write_all(bytes).map_err(|e| Error::io("write", tmp.path(), e))?;
    tmp.as_file().sync_all().map_err(|e| Error::io("sync", tmp.path(), e))?;
    tmp.persist(path).map_err(|e| Error::io("rename into", path, e.error))?;
    Ok(())
}

/// Removes a file if it exists.
pub fn remove_optional(path: &Path) -> Result<(), Error> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(Error::io("remove", path, e)),
    }
}

/// Every file under `dir`, sorted; a missing `dir` has none.
pub fn files_under(dir: &Path) -> Result<Vec<std::path::PathBuf>, Error> {
    fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) -> Result<(), Error> {
        let entries = match std::fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
            Err(e) => return Err(Error::io("read folder", dir, e)),
        };
        for entry in entries {
            let path = entry.map_err(|e| Error::io("read folder", dir, e))?.path();
            if path.is_dir() {
                walk(&path, out)?;
            } else {
                out.push(path);
            }
        }
        Ok(())
    }
    let mut files = Vec::new();
    walk(dir, &mut files)?;
    files.sort();
    Ok(files)
}
