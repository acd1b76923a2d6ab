//! `cargo test` runs the whole suite: one trial per (snippet, edition, lane).
//! `cargo test -- --bless` (or `BLESS=1 cargo test`) writes the expectations of the cells that ran.

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    edrift::testing::main(&root).exit();
}
