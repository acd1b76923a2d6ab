//@ rfc: 3606
//@ source: 3606-temporary-lifetimes-in-tail-expressions.md#block-5 sha256:7121cb28bc3854ee7fc8ea2de29eece96eccf8ebc46cde281d0a0223b14361c7
//@ section: Breakage
//@ verbatim: block-05-in-fn.rs
//@ note: "a `let` statement outside any fn: it does not parse as a file; block-05-in-fn.rs checks the claim"
    let zero = { String::new().as_str() }.len();
