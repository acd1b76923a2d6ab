//@ check-pass
//@[e2021 check-fail
//@[] edition: 2015
//@ edition: ..
fn main() {}
