//@ variant-of: never-type-fallback.md#block-9
//@ run-pass
//@ claim: "Again, this can be fixed by specifying the type explicitly"
#![deny(dependency_on_unit_never_type_fallback)]
fn main() {
() = if true {
    Default::default()
} else {
    return
};

// ...or:

if true {
    <() as Default>::default()
} else {
    return
};
}
