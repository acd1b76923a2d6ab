//! `edrift ui --adopt-toolchain-files`: the expectation files a crate keeps per toolchain by
//! hand (`x.stderr_nightly`, `x.stderr_beta`, `x.stdout_stable`, renamed into place by its own
//! test before trybuild runs) turned into lane deltas, the files `edrift ui` reads for a lane
//! ([`super::expect::expectation_file`]: `x.nightly.stderr`, or `<deltas>/nightly/<test>.stderr`).
//! A file equal to the baseline is removed instead (a delta is kept only where a lane differs);
//! a delta already there that says something else is an error naming both files, and nothing
//! is moved. It touches the files of the tests the globs select only.

use std::path::{Path, PathBuf};

use super::expect::{Stream, expectation_file};
use super::normalize::tidy;
use super::{CrateManifest, UiTest};
use crate::error::Error;

/// What adopting one per-toolchain file does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// `from` becomes the lane's delta `to`.
    Rename {
        /// The hand-kept file (absolute).
        from: PathBuf,
        /// The lane's delta (absolute).
        to: PathBuf,
    },
    /// `from` equals the baseline: removed.
    Remove {
        /// The hand-kept file (absolute).
        from: PathBuf,
    },
}

/// The steps that turn the per-toolchain files beside `tests` into lane deltas, or the files
/// that conflict; nothing is changed.
pub fn plan(krate: &CrateManifest, tests: &[UiTest]) -> Result<Vec<Step>, Error> {
    let mut steps = Vec::new();
    let mut conflicts = Vec::new();
    for test in tests {
        let source = krate.dir.join(&test.path);
        let stem = source.file_stem().unwrap_or_default().to_string_lossy().into_owned();
        let Some(folder) = source.parent() else { continue };
        let mut found = Vec::new();
        for entry in std::fs::read_dir(folder).map_err(|e| Error::io("read", folder, e))? {
            let path = entry.map_err(|e| Error::io("read", folder, e))?.path();
            let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
            for stream in [Stream::Stderr, Stream::Stdout] {
                let prefix = format!("{stem}.{}_", stream.extension());
                if let Some(lane) = name.strip_prefix(&prefix).filter(|lane| is_lane_name(lane)) {
                    found.push((path.clone(), stream, lane.to_string()));
                }
            }
        }
        found.sort_by(|a, b| a.0.cmp(&b.0));
        for (from, stream, lane) in found {
            let text = read(krate, &from)?;
            let baseline = read(krate, &expectation_file(krate, test, stream, None))?;
            let to = expectation_file(krate, test, stream, Some(&lane));
            crate::fsutil::stays_inside(&to, &krate.dir)?;
            let delta = read(krate, &to)?;
            match (delta, baseline) {
                (Some(delta), _) if Some(&delta) != text.as_ref() => {
                    conflicts.push(format!("{} and {} differ", relative(krate, &from), relative(krate, &to)))
                }
                (_, Some(baseline)) if Some(&baseline) == text.as_ref() => steps.push(Step::Remove { from }),
                (Some(_), _) => steps.push(Step::Remove { from }),
                (None, _) => steps.push(Step::Rename { from, to }),
            }
        }
    }
    if !conflicts.is_empty() {
        return Err(Error::Config {
            path: krate.manifest.clone(),
            message: format!(
                "a per-toolchain file and the lane's delta say different things, nothing was moved:\n  {}\n  \
                 keep the one that is right (remove the other) and run again",
                conflicts.join("\n  ")
            ),
        });
    }
    Ok(steps)
}

/// Carries out `steps`; each is said as one line, relative to the crate.
pub fn apply(krate: &CrateManifest, steps: &[Step]) -> Result<Vec<String>, Error> {
    let mut said = Vec::new();
    for step in steps {
        match step {
            Step::Rename { from, to } => {
                if let Some(folder) = to.parent() {
                    std::fs::create_dir_all(folder).map_err(|e| Error::io("create", folder, e))?;
                }
                std::fs::rename(from, to).map_err(|e| Error::io("rename", from, e))?;
                said.push(format!("renamed {} -> {}", relative(krate, from), relative(krate, to)));
            }
            Step::Remove { from } => {
                crate::fsutil::remove_optional(from)?;
                said.push(format!("removed {} (equal to what the lane's files already say)", relative(krate, from)));
            }
        }
    }
    Ok(said)
}

/// A toolchain suffix edrift takes as a lane's name (`nightly`, `beta`, `stable`, `1.85`).
fn is_lane_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
}

/// A file of the crate, tidied as expectations are compared, if it exists.
fn read(krate: &CrateManifest, path: &Path) -> Result<Option<String>, Error> {
    let text = crate::fsutil::read_inside(path, &krate.dir, crate::expectations::EXPECTATION_LIMIT)?;
    Ok(text.map(|t| tidy(&t.replace("\r\n", "\n"))))
}

fn relative(krate: &CrateManifest, path: &Path) -> String {
    path.strip_prefix(&krate.dir).unwrap_or(path).display().to_string()
}
