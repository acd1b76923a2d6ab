//@ source: rpit-lifetime-capture.md#block-4 sha256:d5aacae1ad5a777477cd9197cd2fceeb34d254e2a630fa7070e302e0bd790e6a
//@ section: Edition-specific rules when no `use<..>` bound is present
//@ min-rust: 1.82
//@ claim: "In all editions, all in-scope type and const generic parameters are captured implicitly when the `use<..>` bound is not present"
fn f_implicit<T, const C: usize>() -> impl Sized {}
//                                    ~~~~~~~~~~
//                         No `use<..>` bound is present here.
//
// In all editions, the above is equivalent to:
fn f_explicit<T, const C: usize>() -> impl Sized + use<T, C> {}
