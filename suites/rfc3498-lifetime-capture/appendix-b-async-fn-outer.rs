//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-5
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: `async fn` | 2021 Outer LP: Y | 2024 Outer LP: Y" -- the future does not use `self`, yet the impl lifetime is captured in both editions
struct S<'a>(&'a ());
impl<'a> S<'a> {
    async fn make(self) {}
}

fn is_static<T: 'static>(_: T) {}

fn probe<'a>(s: S<'a>) {
    is_static(s.make());
    //~^ ERROR E0521
}
