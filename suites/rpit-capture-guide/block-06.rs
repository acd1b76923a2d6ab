//@ source: rpit-lifetime-capture.md#block-6 sha256:47815c320ecce2e9dfdc1d7585e46ffa5ebe9e7cbce76e8613d317ad03a34fce
//@ section: Outer generic parameters
//@ min-rust: 1.82
//@ claim: "Generic parameters from an outer impl are considered to be in scope when deciding what is implicitly captured"
struct S<T, const C: usize>((T, [(); C]));
impl<T, const C: usize> S<T, C> {
//   ~~~~~~~~~~~~~~~~~
// These generic parameters are in scope.
    fn f_implicit<U>() -> impl Sized {}
    //            ~       ~~~~~~~~~~
    //            ^ This generic is in scope too.
    //                    ^
    //                    |
    //     No `use<..>` bound is present here.
    //
    // In all editions, it's equivalent to:
    fn f_explicit<U>() -> impl Sized + use<T, U, C> {}
}
