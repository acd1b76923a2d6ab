//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-47 sha256:6544191bbf67141198d3193d48597f8f524394071175a4016f36a5ed3499e8cf
//@ section: The case for `use<..>` before `impl`
//@ claim: "Each *bound*, separated by `+`, may be a *lifetime* or a *trait bound*. Each trait bound may include a higher ranked `for<..>` *binder*" (compiles)
//@ check-pass
fn foo() -> impl 'static + Unpin + for<'a> FnMut(&'a ()) {
    |_| ()
}
