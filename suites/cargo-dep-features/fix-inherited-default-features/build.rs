// The claim's test, written for this suite: `cargo fix --edition` migrates the manifest before
// it builds the package, so this script reads the rewritten Cargo.toml. The guide says the
// migration removes the member's `default-features = false` (ignored on an inherited
// dependency); if it is left, the build script fails, and so does `cargo fix`.
fn main() {
    println!("cargo:rerun-if-changed=Cargo.toml");
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let manifest = std::fs::read_to_string(format!("{dir}/Cargo.toml")).expect("the package's Cargo.toml");
    let mut inherited = manifest.lines().filter(|line| !line.starts_with('#') && line.contains("workspace = true"));
    if inherited.any(|line| line.contains("default-features")) {
        panic!("cargo fix --edition left `default-features` on the inherited dependency");
    }
}
