//! Makes an unpacked lane run on the C runtime of its own suite: each program of the lane (a
//! dynamically linked executable in one of its `bin` folders) gets the lane's loader
//! (`ld-linux-x86-64.so.2` of the suite's `libc6`) as its interpreter and the lane's library
//! folders as its RPATH, relative to itself (`$ORIGIN/..`), with `patchelf`.
//!
//! So the lane's rustc, cargo, rustdoc and rustfmt find the suite's glibc, libstdc++ and
//! libLLVM without `LD_LIBRARY_PATH`, and what they start (the host's `cc`, build scripts, the
//! programs the cells build) runs on the host's libraries, as it would anywhere. The RPATH is a
//! `DT_RPATH` (`--force-rpath`), which also serves the libraries the programs load.

use std::path::{Component, Path, PathBuf};
use std::time::Duration;

use super::{Host, lane_error, last_lines};
use crate::error::Error;
use crate::lanes::LaneDecl;

/// The loader's file name on x86_64.
pub(super) const LOADER: &str = "ld-linux-x86-64.so.2";
const PATCHELF_TIMEOUT: Duration = Duration::from_secs(120);

/// The lane's loader, relative to the lane folder: a regular file (not a link: Debian's links
/// point into the host's `/lib64`) named [`LOADER`] in one of its library folders.
pub(super) fn find_loader(lane: &Path, library_folders: &[PathBuf]) -> Option<PathBuf> {
    library_folders
        .iter()
        .map(|folder| folder.join(LOADER))
        .find(|path| std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_file()))
        .and_then(|path| path.strip_prefix(lane).ok().map(Path::to_path_buf))
}

/// The programs to patch: executables with an ELF header in the lane's `bin` folders
/// (`usr/bin`, and `usr/lib/rustlib/<target>/bin` where a lane has one).
pub(super) fn programs(lane: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![lane.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let in_bin = dir.file_name().is_some_and(|n| n == "bin");
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() {
                stack.push(path);
            } else if kind.is_file() && in_bin && super::is_executable(&path) && is_elf(&path) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// The shared libraries (regular ELF files `lib*.so*`) of the lane's library folders.
fn libraries(library_folders: &[PathBuf]) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = library_folders
        .iter()
        .filter_map(|folder| std::fs::read_dir(folder).ok())
        .flat_map(|entries| entries.filter_map(Result::ok))
        .filter(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with("lib") && name.contains(".so") && e.file_type().is_ok_and(|t| t.is_file())
        })
        .map(|e| e.path())
        .filter(|p| is_elf(p))
        .collect();
    found.sort();
    found
}

fn is_elf(path: &Path) -> bool {
    use std::io::Read as _;
    let mut magic = [0u8; 4];
    std::fs::File::open(path).and_then(|mut f| f.read_exact(&mut magic)).is_ok() && magic == *b"\x7fELF"
}

/// Patches each program of the lane folder `lane` (to be renamed to `final_dir`): the
/// interpreter is the loader at its final place, the RPATH the library folders relative to
/// the program. A statically linked program (no interpreter) is left alone.
pub(super) fn patch(
    decl: &LaneDecl,
    host: &Host,
    lane: &Path,
    final_dir: &Path,
    loader: &Path,
    library_folders: &[PathBuf],
) -> Result<usize, Error> {
    let patchelf = host.find("patchelf").ok_or_else(|| {
        lane_error(
            decl,
            "`patchelf` is not on PATH: a Debian lane's programs are patched to start with their own \
             suite's loader. Install it (`apt-get install patchelf`, which `edrift report` does by \
             itself when it runs as root), then run `edrift lanes install` again"
                .to_string(),
        )
    })?;
    let interpreter = final_dir.join(loader).display().to_string();
    let rpath = |file: &Path| -> String {
        let dir = file.parent().unwrap_or(lane);
        library_folders.iter().filter_map(|folder| relative(dir, folder)).map(|r| format!("$ORIGIN/{r}")).collect::<Vec<_>>().join(":")
    };
    let mut jobs: Vec<(PathBuf, Vec<String>)> = Vec::new();
    for program in programs(lane) {
        let file = program.display().to_string();
        let probe = host.run(&patchelf, &["--print-interpreter".to_string(), file.clone()], None, PATCHELF_TIMEOUT)?;
        if !probe.status.success() {
            continue;
        }
        let args = vec![
            "--set-interpreter".to_string(),
            interpreter.clone(),
            "--force-rpath".to_string(),
            "--set-rpath".to_string(),
            rpath(&program),
            file,
        ];
        jobs.push((program, args));
    }
    for library in libraries(library_folders) {
        let file = library.display().to_string();
        let probe = host.run(&patchelf, &["--print-rpath".to_string(), file.clone()], None, PATCHELF_TIMEOUT)?;
        if probe.status.success() && !probe.stdout.trim().is_empty() {
            let args = vec!["--force-rpath".to_string(), "--set-rpath".to_string(), rpath(&library), file];
            jobs.push((library, args));
        }
    }
    let mut patched = 0;
    for (program, args) in jobs {
        let output = host.run(&patchelf, &args, None, PATCHELF_TIMEOUT)?;
        if !output.status.success() {
            return Err(lane_error(
                decl,
                format!(
                    "`patchelf` could not patch {} ({}): {}",
                    program.display(),
                    output.status,
                    last_lines(&format!("{}\n{}", output.stdout, output.stderr), 4)
                ),
            ));
        }
        patched += 1;
    }
    Ok(patched)
}

/// The path of `to` relative to the folder `from` (both under one lane folder), `../lib/x`.
fn relative(from: &Path, to: &Path) -> Option<String> {
    let from: Vec<Component> = from.components().collect();
    let to: Vec<Component> = to.components().collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    if common == 0 {
        return None;
    }
    let mut parts: Vec<String> = std::iter::repeat_n("..".to_string(), from.len() - common).collect();
    parts.extend(to[common..].iter().map(|c| c.as_os_str().to_string_lossy().into_owned()));
    Some(if parts.is_empty() { ".".to_string() } else { parts.join("/") })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths_climb_to_the_common_folder() {
        let lane = Path::new("/l/1.85");
        assert_eq!(relative(&lane.join("usr/bin"), &lane.join("usr/lib/x86_64-linux-gnu")).unwrap(), "../lib/x86_64-linux-gnu");
        assert_eq!(relative(&lane.join("usr/bin"), &lane.join("lib/x86_64-linux-gnu")).unwrap(), "../../lib/x86_64-linux-gnu");
        assert_eq!(relative(&lane.join("usr/bin"), &lane.join("usr/bin")).unwrap(), ".");
    }

    #[test]
    fn the_loader_is_a_file_not_a_link() {
        let lane = tempfile::tempdir().unwrap();
        let lib = lane.path().join("usr/lib/x86_64-linux-gnu");
        let lib64 = lane.path().join("usr/lib64");
        std::fs::create_dir_all(&lib).unwrap();
        std::fs::create_dir_all(&lib64).unwrap();
        std::os::unix::fs::symlink("/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2", lib64.join(LOADER)).unwrap();
        assert_eq!(find_loader(lane.path(), &[lib64.clone(), lib.clone()]), None);
        std::fs::write(lib.join(LOADER), "").unwrap();
        assert_eq!(find_loader(lane.path(), &[lib64, lib]).unwrap(), Path::new("usr/lib/x86_64-linux-gnu").join(LOADER));
    }
}
