//@ rfc: 3593
//@ source: 3593-unprefixed-guarded-strings.md#block-2 sha256:3346a6635c77c91f8bc3ff3e4a53dec3a678905f38cdc28aa936ce4c9c7f5069
//@ section: Motivation
//@ claim: "Following the 2021 edition, the unprefixed guarded string in `demo!` would become a compiler error"
//@ note: "the invocations are outside any fn, so `println!` expands in item position: every edition reports that on the arm used (a line of the macro) and in std's `println!` (another file, so annotated without a line); 2024 adds the tokenization error of the third invocation"
macro_rules! demo {
    ( $a:tt ) => { println!("one token") };
//[e2021]~^ ERROR macros that expand to items must be delimited
//[e2021]~| ERROR macros that expand to items must be delimited
//[e2024]~^^^ ERROR macros that expand to items must be delimited
//[e2024]~| ERROR macros that expand to items must be delimited
//[e2024]~| ERROR macros that expand to items must be delimited
    ( $a:tt $b:tt $c:tt ) => { println!("three tokens") };
//[e2021]~^ ERROR macros that expand to items must be delimited
}

demo!("foo");
demo!(r#"foo"#);
demo!(#"foo"#);
//[e2024]~^ ERROR invalid string literal

//~? ERROR macro expansion ignores
//~? ERROR macro expansion ignores
//~? ERROR macro expansion ignores
