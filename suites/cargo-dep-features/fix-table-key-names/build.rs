// The claim's test, written for this suite: `cargo fix --edition` migrates the manifest before
// it builds the package, so this script reads the rewritten Cargo.toml. The guide says the
// migration replaces `[dev_dependencies]` and `default_features` with the preferred names; if
// either old name is left, the build script fails, and so does `cargo fix`.
fn main() {
    println!("cargo:rerun-if-changed=Cargo.toml");
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let manifest = std::fs::read_to_string(format!("{dir}/Cargo.toml")).expect("the package's Cargo.toml");
    let code: Vec<&str> = manifest.lines().filter(|line| !line.starts_with('#')).collect();
    for old in ["[dev_dependencies]", "default_features"] {
        if code.iter().any(|line| line.contains(old)) {
            panic!("cargo fix --edition left `{old}` in Cargo.toml");
        }
    }
    if !code.iter().any(|line| line.contains("[dev-dependencies]")) || !code.iter().any(|line| line.contains("default-features")) {
        panic!("cargo fix --edition did not write `[dev-dependencies]` and `default-features`");
    }
}
