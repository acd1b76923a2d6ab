//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-1
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: `async fn` | 2021 Item LP: Y | 2024 Item LP: Y" -- the future does not use `'a`, yet it is captured in both editions
async fn make<'a>(_: &'a ()) {}

fn is_static<T: 'static>(_: T) {}

fn probe<'a>(x: &'a ()) {
    is_static(make(x));
    //~^ ERROR E0521
}
