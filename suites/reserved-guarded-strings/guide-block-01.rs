//@ source: reserved-syntax.md#block-1 sha256:623a47afd42d536f56483ab7c4375c28b68fa52165c8a0a2643df17ecaddcf89
//@ section: Details
//@ claim: "Starting in the 2024 Edition, the guarded-string line and the `###` line now generates a compile error because those forms are now reserved"
//@ note: "the invocations are outside any fn, so `println!` expands in item position: every edition reports that on the arm used and in std's `println!` (another file, so annotated without a line); the last invocation has no `;` so it is also reported on its own line. 2024 adds the two reservation errors, and `###` (one reserved token) no longer matches an arm"
macro_rules! demo {
    ( $a:tt ) => { println!("one token") };
//[e2021]~^ ERROR macros that expand to items must be delimited
//[e2021]~| ERROR macros that expand to items must be delimited
//[e2024]~^^^ ERROR macros that expand to items must be delimited
//[e2024]~| ERROR macros that expand to items must be delimited
//[e2024]~| ERROR macros that expand to items must be delimited
    ( $a:tt $b:tt $c:tt ) => { println!("three tokens") };
//[e2021]~^ ERROR macros that expand to items must be delimited
//[e2021]~| ERROR macros that expand to items must be delimited
}

demo!("foo");
demo!(r#"foo"#);
demo!(#"foo"#);
//[e2024]~^ ERROR invalid string literal
demo!(###)
//~^ ERROR macros that expand to items must be delimited
//[e2024]~| ERROR reserved multi-hash token is forbidden
//[e2024]~| ERROR unexpected end of macro invocation

//[e2021]~? ERROR macro expansion ignores
//[e2021]~? ERROR macro expansion ignores
//[e2021]~? ERROR macro expansion ignores
//[e2021]~? ERROR macro expansion ignores
//[e2024]~? ERROR macro expansion ignores
//[e2024]~? ERROR macro expansion ignores
//[e2024]~? ERROR macro expansion ignores
