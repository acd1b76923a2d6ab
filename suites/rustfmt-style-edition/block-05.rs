//@ source: rustfmt-formatting-fixes.md#block-5 sha256:0536f36c21d4b274831357f9773e701674aec248de6e9d7a5f83d6136eaf3f34
//@ section: Long strings don't prevent formatting expressions
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-05.rs
//@[e2024] formats-to: block-06.rs
fn main() {
    let value = if x == "Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum." { 0 } else {10};

    let x = Testing {
              foo: "long_long_long_long_long_long_long_lo_long_long_long_long_long_long__long_long_long_long_long_long_",
bar: "long_long_long_long_long_long_long_long_long_long_lo_long_long_lolong_long_long_lo_long_long_lolong_long_long_lo_long_long_lo",
};
}
