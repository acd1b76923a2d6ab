//@ rfc: 3513
//@ source: 3513-gen-blocks.md#block-4 sha256:82bc3b1a8913144c08731648aa7305671e33deb44febc36362d44d86db853ceb
//@ section: Error handling
//@ verbatim: block-04-question-mark.rs
//@ note: "verbatim, a `match` expression at item level does not parse; block-04-question-mark.rs checks the behaviour it describes on nightly"
match foo.branch() {
    ControlFlow::Break(err) => {
        yield <_ as FromResidual>::from_residual(err);
        return
    },
    ControlFlow::Continue(val) => val,
}
