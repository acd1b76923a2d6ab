//@ source: rustfmt-formatting-fixes.md#block-9 sha256:880d47a557eb36bdf21c72d5c055309602c01d154c07ba2f996a4b6b29109417
//@ section: Use correct indentation when formatting a complex `fn`
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-09.rs
//@[e2024] formats-to: block-10.rs
fn build_sorted_static_get_entry_names(
    mut entries: Vec<(u8, &'static str)>,
) -> (impl Fn(
    AlphabeticalTraversal,
    Box<dyn dirents_sink::Sink<AlphabeticalTraversal>>,
) -> BoxFuture<'static, Result<Box<dyn dirents_sink::Sealed>, Status>>
        + Send
        + Sync
        + 'static) {
}
