//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-17 sha256:fca6ec88842d736eaffc10bb49b2f2408e24b0f1fa371a0e924339b83b192fff
//@ section: Avoiding capture of higher ranked lifetimes in nested opaques
//@ prose-annotations
//@ claim: "in Rust 2024, this code, which is valid in Rust 2021, fails to compile: `impl Trait` cannot capture higher-ranked lifetime from outer `impl Trait`"
//@ note: "the block narrows itself to 2024; block-17-e2021.rs runs it in both editions (valid in 2021, as the RFC says). The wrapped continuation line (`from outer ...`, no level) is prose: ignored"
//@ edition: 2024
trait Trait<'a> { type Ty; }
impl<F> Trait<'_> for F { type Ty = (); }

fn foo() -> impl for<'a> Trait<'a, Ty = impl Sized> {
    //~^ ERROR `impl Trait` cannot capture higher-ranked lifetime
    //~|        from outer `impl Trait`
    fn f(_: &()) -> &'static () { &() }
    f
}
