//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-6 sha256:718647a779bf7212146c22b84d536c6f6ca5a16cfdd602ed10b88f21b794a9cc
//@ section: Wrap `extern` in `unsafe { .. }`
//@ claim: "However, we currently don't support `unsafe { .. }` blocks at the item level"
//@ note: "the hypothetical syntax indeed does not parse: expected item, found keyword `unsafe`"
unsafe { extern {
//~^ ERROR expected item, found keyword `unsafe`
    pub safe fn sqrt(x: f64) -> f64;
    pub unsafe fn strlen(p: *const c_char) -> usize;
}}
