//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-1 sha256:acfe9fa07f8c6f43520fa635ea3c2c30a24728bbb45d946fb89841463217c369
//@ section: Capturing lifetimes
//@ claim: "`async fn` captures the lifetime parameter `'a` in its returned opaque type (returns `impl Future<Output = ()> + Captures<&'a ()>`), in every edition"
//@ check-pass
// Returns: `impl Future<Output = ()> + Captures<&'a ()>`
async fn foo<'a>(x: &'a ()) { _ = (x,); }
