//! The harness's fingerprint: a SHA-256 of every file under the crate's `src/`, its `build.rs`,
//! its `Cargo.toml` and the workspace's `Cargo.lock` (the dependencies' versions), each named by its
//! path relative to the crate. `build.rs` computes it at build time (it includes this file with
//! `#[path]`), so the results cache's key (the store's harness version) covers the whole harness
//! without a list kept by hand: a new module is covered the day it is written.
//!
//! Takes a crate folder; gives a hex digest. Uses only `std` and `sha2`, since the build script
//! compiles it too. Never follows a symbolic link out of `src/`.

use std::io;
use std::path::{Path, PathBuf};

use sha2::{Digest as _, Sha256};

/// The files the fingerprint covers, relative to `crate_dir`, sorted: every file under `src/`,
/// then `build.rs`, `Cargo.toml` and `../Cargo.lock` where they exist.
pub fn covered_files(crate_dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    walk(crate_dir, Path::new("src"), &mut files)?;
    files.sort();
    for extra in ["build.rs", "Cargo.toml", "../Cargo.lock"] {
        if crate_dir.join(extra).is_file() {
            files.push(PathBuf::from(extra));
        }
    }
    Ok(files)
}

fn walk(crate_dir: &Path, relative: &Path, files: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in std::fs::read_dir(crate_dir.join(relative))? {
        let entry = entry?;
        let path = relative.join(entry.file_name());
        let kind = entry.file_type()?;
        if kind.is_dir() {
            walk(crate_dir, &path, files)?;
        } else if kind.is_file() {
            files.push(path);
        }
    }
    Ok(())
}

/// The hex SHA-256 of the covered files: for each, its relative path, a NUL, its length and
/// its bytes (so neither a rename nor moving bytes between files goes unseen).
pub fn of_crate(crate_dir: &Path) -> io::Result<String> {
    let mut hasher = Sha256::new();
    for file in covered_files(crate_dir)? {
        let bytes = std::fs::read(crate_dir.join(&file))?;
        hasher.update(file.to_string_lossy().as_bytes());
        hasher.update([0]);
        hasher.update((bytes.len() as u64).to_le_bytes());
        hasher.update(&bytes);
    }
    Ok(hasher.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    fn crate_dir() -> &'static Path {
        Path::new(env!("CARGO_MANIFEST_DIR"))
    }

    #[test]
    fn the_built_fingerprint_is_that_of_the_sources_on_disk() {
        // What build.rs saw is every file there is now: a file it skipped would make them differ.
        assert_eq!(of_crate(crate_dir()).unwrap(), crate::store::FINGERPRINT);
        let files = covered_files(crate_dir()).unwrap();
        for needed in [
            "build.rs",
            "src/lib.rs",
            "src/store.rs",
            "src/model/migration.rs",
            "src/invoke/process.rs",
            "src/invoke/sandbox.rs",
            "src/fingerprint.rs",
        ] {
            assert!(files.contains(&PathBuf::from(needed)), "{needed} is not covered: {files:?}");
        }
        assert!(files.contains(&PathBuf::from("../Cargo.lock")), "the dependencies' versions are not covered");
    }

    /// A copy of the crate's covered files under a temporary `harness/`.
    fn copy_of_crate() -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let copy = dir.path().join("harness");
        for file in covered_files(crate_dir()).unwrap() {
            let to = copy.join(&file);
            std::fs::create_dir_all(to.parent().unwrap()).unwrap();
            std::fs::copy(crate_dir().join(&file), to).unwrap();
        }
        (dir, copy)
    }

    #[test]
    fn changing_adding_or_renaming_any_source_file_changes_the_fingerprint() {
        let (_dir, copy) = copy_of_crate();
        let original = of_crate(&copy).unwrap();
        assert_eq!(original, crate::store::FINGERPRINT, "the copy is not the crate");
        let files = covered_files(&copy).unwrap();
        assert!(files.len() > 50, "{files:?}");
        for file in &files {
            let path = copy.join(file);
            let before = std::fs::read(&path).unwrap();
            let mut edited = before.clone();
            edited.push(b'\n');
            std::fs::write(&path, &edited).unwrap();
            assert_ne!(of_crate(&copy).unwrap(), original, "editing {} left the fingerprint unchanged", file.display());
            std::fs::write(&path, &before).unwrap();
        }
        assert_eq!(of_crate(&copy).unwrap(), original);
        std::fs::write(copy.join("src/invoke/new_stage.rs"), "").unwrap();
        assert_ne!(of_crate(&copy).unwrap(), original, "a new, empty module went unseen");
        std::fs::remove_file(copy.join("src/invoke/new_stage.rs")).unwrap();
        std::fs::rename(copy.join("src/normalize.rs"), copy.join("src/normalise.rs")).unwrap();
        assert_ne!(of_crate(&copy).unwrap(), original, "a rename went unseen");
    }
}
