// The claim's test, written for this suite: `cargo fix --edition` migrates the manifest before
// it builds the package, so this script reads the rewritten Cargo.toml. RFC 3491 says the
// migration adds `giffy = ["dep:giffy"]` for the optional dependency; without it the build
// script fails, and so does `cargo fix`.
fn main() {
    println!("cargo:rerun-if-changed=Cargo.toml");
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let manifest = std::fs::read_to_string(format!("{dir}/Cargo.toml")).expect("the package's Cargo.toml");
    let added = manifest.lines().any(|line| line.split_whitespace().collect::<String>() == r#"giffy=["dep:giffy"]"#);
    if !added {
        panic!("cargo fix --edition did not add `giffy = [\"dep:giffy\"]` to Cargo.toml");
    }
}
