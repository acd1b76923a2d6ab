//! Computes the harness's fingerprint (`src/fingerprint.rs`) for the results cache's key, and
//! asks cargo to build again when any file it covers changes.

#[path = "src/fingerprint.rs"]
mod fingerprint;

fn main() {
    let crate_dir = std::path::PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let digest = fingerprint::of_crate(&crate_dir).unwrap_or_else(|e| panic!("failed to fingerprint the harness's sources: {e}"));
    println!("cargo:rustc-env=EDRIFT_FINGERPRINT={digest}");
    // A folder is scanned whole (every file under it, at any depth).
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=Cargo.toml");
    if crate_dir.join("../Cargo.lock").is_file() {
        println!("cargo:rerun-if-changed=../Cargo.lock");
    }
}
