//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-1 sha256:f442cea04427b976255ef4121ef80eedf9a0f8e17598a6c51d7c029d63885fa4
//@ section: Background
//@ prose-annotations
//@ claim: "captured generic parameters that are not used by the hidden type still affect borrow checking: `foo` overcaptures `T`, so `bar` is rejected with `returns a value referencing data owned by the current function` (every edition)"
//@ note: "the RFC quotes the primary span label of E0515 (its message is `cannot return value referencing function parameter `x``): an annotation's text may match its diagnostic's primary label; the RFC's wrapped continuation line (`current function`, no level) is prose and is ignored, so the own `LABEL` annotation checks the whole label; block-01-is-static.rs shows the same overcapture with a `T: 'static` caller"
fn foo<T>(_: T) -> impl Sized {}
//                 ^^^^^^^^^^
//                 ^ The returned opaque type captures `T`
//                   but the hidden type does not.

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
//~^ ERROR returns a value referencing data owned by the
//~|       current function
//~^^^ LABEL returns a value referencing data owned by the current function
}
