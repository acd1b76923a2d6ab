//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-46 sha256:1edf716ed1258a21efc0c0ac5ca0c4cb1d57bfdfd89115f4c1de1823492f1242
//@ section: Inferred precise capturing
//@ prose-annotations
//@ claim: "The goal would be to allow, e.g., this code to work rather than error": today it errors with `returns a value referencing data owned by the current function`
//@ stale-since: 1.63 "the RFC quotes a span label, which annotations cannot match; on 1.63 the error is E0515 (`cannot return value referencing function parameter `x``, with the quoted label), on 1.85, 1.95, 1.96 and nightly it is E0597 (`x` does not live long enough, `argument requires that `x` is borrowed for `'static``), where the quoted text appears nowhere; own annotation E0597 (changed between 1.63 and 1.85, not bisected)"
fn foo<'o, T>(_: T) -> impl Sized + 'o {}

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
//~^ ERROR returns a value referencing data owned by the
//~|       current function
//~^^^ ERROR E0597
}
