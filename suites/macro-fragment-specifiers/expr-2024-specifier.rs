//@ claim: "when releasing Rust 2024, we would add an `expr_2024` fragment specifier to all editions ... Consequently, for these reasons, we've decided not to do this"
//@ note: "RFC 3531, rejected alternative: there is no `expr_2024`, in any edition"
macro_rules! m {
    ($e:expr_2024) => {};
    //~^ ERROR invalid fragment specifier `expr_2024`
}
