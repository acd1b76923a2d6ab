//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-46 sha256:1edf716ed1258a21efc0c0ac5ca0c4cb1d57bfdfd89115f4c1de1823492f1242
//@ section: Inferred precise capturing
//@ prose-annotations
//@ claim: "The goal would be to allow, e.g., this code to work rather than error": today it errors with `returns a value referencing data owned by the current function`
//@ stale-since: 1.66 "from 1.66 the compiler reports E0597 (`x` does not live long enough) instead of E0515, and the quoted label appears nowhere; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (6 probes): E0515 with the label on 1.65.0, E0597 from 1.66.0"
//@ note: "the RFC quotes the primary span label of E0515 (`cannot return value referencing function parameter `x``); newer compilers report E0597 instead (`x` does not live long enough, `argument requires that `x` is borrowed for `'static``), where the quoted text appears nowhere"
fn foo<'o, T>(_: T) -> impl Sized + 'o {}

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
//~^ ERROR returns a value referencing data owned by the
//~|       current function
}
