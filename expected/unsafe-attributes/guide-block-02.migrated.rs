//@ source: unsafe-attributes.md#block-2 sha256:ac78cb7edf8276d53c90b688d2d55031c4b776c0ebb7809f3de0e7153f374ae2
//@ section: Safety requirements
//@ claim: "in previous editions the following crashes on most Unix-like platforms despite containing only safe code"
//@ note: "the guide marks it no_run: 2021 builds it (build-pass; run by hand on this Linux host it dies with SIGSEGV, exit 139, which `run-fail` cannot express since it expects an exit code); 2024 rejects the bare `export_name`"
//@[e2021] build-pass
fn main() {
    println!("Hello, world!");
}

#[unsafe(export_name = "malloc")]
//[e2024]~^ ERROR unsafe attribute used without unsafe
fn foo() -> usize { 1 }
