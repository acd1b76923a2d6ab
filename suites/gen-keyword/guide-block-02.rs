//@ source: gen-keyword.md#block-2 sha256:21bdbd0e16b5f462f686e1b4814578d3471e20db7ddc4edc30dbb61cb58bad5e
//@ section: Migration
//@ claim: "Rust supports the `r#` prefix for a raw identifier, which allows identifiers to overlap with keywords ... so that code continues to work on both editions"
//@ run-pass
fn r#gen() {
    println!("generating!");
}

fn main() {
    r#gen();
}
