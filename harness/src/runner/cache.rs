//! The results cache of every cell kind (a compile, a migration, a crate's UI test), built
//! without the store: one rule ([`through`]) decides when a kept result answers a cell and when
//! a fresh one is kept, whatever keeps it. Two keepers implement [`Cache`]: the results store
//! (the suites', with the `matrix` feature) and [`Folder`], one JSON file per key (a crate's UI
//! cells, whose test binary builds without the store). Both are keyed by the one derivation,
//! [`CellKey`].

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::key::CellKey;
use crate::error::Error;
use crate::invoke;

/// A cell's result as a cache keeps it: one implementation per kind of result.
pub trait Kept: Sized {
    /// Whether this kept result answers a run whose per-process limit is `timeout`: a result
    /// that ran past a limit may end under a longer one, so it answers no run with a longer
    /// limit than it had.
    fn answers(&self, timeout: Duration) -> bool;

    /// Whether deciding it again costs something (an unsupported cell costs nothing).
    fn worth_keeping(&self) -> bool;
}

/// What keeps results of kind `T` by their key.
pub trait Cache<T>: Sync {
    /// The result kept under `key`, if any; a kept entry that does not read back whole is a
    /// miss, never an error and never a result.
    fn lookup(&self, key: &CellKey) -> Result<Option<T>, Error>;

    /// Keeps `result` under `key`, replacing what was kept, so that no reader ever sees a
    /// part of it.
    fn keep(&self, key: &CellKey, result: &T) -> Result<(), Error>;
}

/// Where a cell's result came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// The cache.
    Kept,
    /// A fresh run.
    Fresh,
}

/// The one rule of the cache: the result kept under `key` when `read` and it
/// [answers](Kept::answers) a run limited to `timeout`; else `run`'s, kept by
/// [`super::keep_fresh`] (only when the run is not interrupted, and when worth keeping).
pub fn through<T: Kept>(
    cache: &dyn Cache<T>,
    key: &CellKey,
    read: bool,
    timeout: Duration,
    run: impl FnOnce() -> Result<T, Error>,
) -> Result<(T, Origin), Error> {
    if read && let Some(kept) = cache.lookup(key)?.filter(|kept| kept.answers(timeout)) {
        return Ok((kept, Origin::Kept));
    }
    let fresh = run()?;
    let worth_keeping = fresh.worth_keeping();
    super::keep_fresh(fresh, worth_keeping, |fresh| cache.keep(key, fresh)).map(|fresh| (fresh, Origin::Fresh))
}

impl Kept for crate::verdict::CellResult {
    /// A compile that timed out answers no run (the store does not serve it either): its
    /// limit is not kept with it.
    fn answers(&self, _: Duration) -> bool {
        self.outcome != crate::verdict::Outcome::Timeout
    }

    fn worth_keeping(&self) -> bool {
        match self.outcome {
            crate::verdict::Outcome::Unsupported => false,
            crate::verdict::Outcome::Accepted
            | crate::verdict::Outcome::Rejected
            | crate::verdict::Outcome::Ice
            | crate::verdict::Outcome::Timeout
            | crate::verdict::Outcome::Crash => true,
        }
    }
}

impl Kept for crate::model::MigrationResult {
    /// A migration that timed out somewhere is not served by the store (it looks for the words
    /// in the kept result); every other answers.
    fn answers(&self, _: Duration) -> bool {
        true
    }

    fn worth_keeping(&self) -> bool {
        true
    }
}

/// The most a kept file may hold: a result's streams are each capped at
/// [`invoke::OUTPUT_LIMIT`], and JSON escaping at most sextuples them.
pub const KEPT_LIMIT: usize = 16 * invoke::OUTPUT_LIMIT;

/// The bytes of a kept file (a result, a build's record), or none when it is missing, not a
/// regular file, or larger than [`KEPT_LIMIT`]: a folder sandboxed processes run in may hold
/// anything, so what lies there is read bounded, and what is not a whole record is not read.
pub fn read_kept(path: &Path) -> Option<Vec<u8>> {
    crate::fsutil::read_regular(path, KEPT_LIMIT).ok().filter(|capped| !capped.cut).map(|capped| capped.bytes)
}

/// A cache of one JSON file per key, `<folder>/<key>.json`, written whole or not at all
/// ([`crate::fsutil::write_atomic`]) and read bounded ([`read_kept`]).
#[derive(Debug, Clone)]
pub struct Folder {
    /// The folder.
    pub folder: PathBuf,
}

impl Folder {
    /// The file of `key`.
    pub fn file(&self, key: &CellKey) -> PathBuf {
        self.folder.join(format!("{}.json", key.key))
    }
}

impl<T: serde::Serialize + serde::de::DeserializeOwned> Cache<T> for Folder {
    fn lookup(&self, key: &CellKey) -> Result<Option<T>, Error> {
        Ok(read_kept(&self.file(key)).and_then(|bytes| serde_json::from_slice(&bytes).ok()))
    }

    fn keep(&self, key: &CellKey, result: &T) -> Result<(), Error> {
        let text = serde_json::to_string(result).map_err(|e| Error::Bug(format!("a result does not serialize: {e}")))?;
        crate::fsutil::write_atomic(&self.file(key), text.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Edition;
    use std::cell::Cell;

    /// A result that ran past `ran_past` seconds, or finished.
    #[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
    struct Canned {
        text: String,
        ran_past: Option<u64>,
    }

    impl Kept for Canned {
        fn answers(&self, timeout: Duration) -> bool {
            self.ran_past.is_none_or(|secs| secs >= timeout.as_secs())
        }

        fn worth_keeping(&self) -> bool {
            true
        }
    }

    /// The key every test here keeps its result by.
    fn key() -> CellKey {
        let identity = crate::model::Identity {
            release: crate::model::Release::parse("1.95.0").unwrap(),
            commit_hash: "abc".to_string(),
            commit_date: "2026-01-01".to_string(),
            host: "x86_64-unknown-linux-gnu".to_string(),
            llvm: "20".to_string(),
            version_line: "rustc 1.95.0".to_string(),
        };
        CellKey::crate_ui("demo/ui/a", "hash", Edition::E2021, &identity, "build")
    }

    /// `through` with a run that gives `fresh` and counts its calls.
    fn ask(cache: &Folder, timeout: u64, fresh: &Canned, runs: &Cell<usize>) -> (Canned, Origin) {
        through(cache, &key(), true, Duration::from_secs(timeout), || {
            runs.set(runs.get() + 1);
            Ok(fresh.clone())
        })
        .unwrap()
    }

    #[test]
    fn a_result_that_ran_past_its_limit_answers_no_run_with_a_longer_one() {
        let dir = tempfile::tempdir().unwrap();
        let cache = Folder { folder: dir.path().join("results") };
        let runs = Cell::new(0);
        let timed_out = Canned { text: "timed out".into(), ran_past: Some(5) };
        assert_eq!(ask(&cache, 5, &timed_out, &runs), (timed_out.clone(), Origin::Fresh));
        assert_eq!(ask(&cache, 5, &timed_out, &runs).1, Origin::Kept, "the same limit: kept");
        assert_eq!(ask(&cache, 3, &timed_out, &runs).1, Origin::Kept, "a shorter limit: it would time out too");
        let finished = Canned { text: "finished".into(), ran_past: None };
        assert_eq!(ask(&cache, 10, &finished, &runs), (finished.clone(), Origin::Fresh), "a longer limit runs it again");
        assert_eq!(ask(&cache, 10, &finished, &runs), (finished, Origin::Kept), "and keeps what it gave");
        assert_eq!(runs.get(), 2);
    }

    #[test]
    fn an_entry_that_is_not_whole_is_a_miss_and_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let cache = Folder { folder: dir.path().to_path_buf() };
        let fresh = Canned { text: "fresh".into(), ran_past: None };
        // A file cut short (as a write stopped by Ctrl-C would leave it, were it not atomic), and
        // one too long to be read whole.
        let whole = serde_json::to_string(&fresh).unwrap();
        for bad in [whole[..whole.len() / 2].to_string(), format!("{whole}{}", " ".repeat(KEPT_LIMIT))] {
            std::fs::write(cache.file(&key()), &bad).unwrap();
            let runs = Cell::new(0);
            assert_eq!(ask(&cache, 5, &fresh, &runs), (fresh.clone(), Origin::Fresh), "not read as a result");
            assert_eq!(std::fs::read_to_string(cache.file(&key())).unwrap(), whole, "replaced by the fresh result");
        }
    }

    #[test]
    fn a_result_not_worth_keeping_is_not_kept_and_reading_can_be_skipped() {
        struct Cheap;
        impl Kept for Cheap {
            fn answers(&self, _: Duration) -> bool {
                true
            }
            fn worth_keeping(&self) -> bool {
                false
            }
        }
        struct Refuses;
        impl Cache<Cheap> for Refuses {
            fn lookup(&self, _: &CellKey) -> Result<Option<Cheap>, Error> {
                Err(Error::Bug("not read".into()))
            }
            fn keep(&self, _: &CellKey, _: &Cheap) -> Result<(), Error> {
                Err(Error::Bug("not kept".into()))
            }
        }
        let (_, origin) = through(&Refuses, &key(), false, Duration::from_secs(1), || Ok(Cheap)).unwrap();
        assert_eq!(origin, Origin::Fresh);
    }

    #[test]
    fn a_kept_file_is_read_bounded_and_only_whole() {
        let dir = tempfile::tempdir().unwrap();
        let small = dir.path().join("small.json");
        std::fs::write(&small, b"{}").unwrap();
        assert_eq!(read_kept(&small), Some(b"{}".to_vec()));
        // Valid JSON one byte past the limit (`{}` and spaces): not read whole, so not kept.
        let huge = dir.path().join("huge.json");
        let mut text = vec![b' '; KEPT_LIMIT + 1];
        text[..2].copy_from_slice(b"{}");
        std::fs::write(&huge, &text).unwrap();
        assert_eq!(read_kept(&huge), None);
        assert_eq!(read_kept(dir.path()), None, "a folder is no kept file");
        assert_eq!(read_kept(&dir.path().join("absent.json")), None);
    }
}
