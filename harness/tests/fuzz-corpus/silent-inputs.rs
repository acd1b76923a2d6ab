//@ run-fail
//@ run-fail
//@[e2024] check-pass
//@ min-rust: 1.90
//@ max-rust: 1.80
//@ normalize-stderr: "" -> "0123456789"
//@ cargo: publish
fn main() {}
//~vvvvv ERROR E0308
