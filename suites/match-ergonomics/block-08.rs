//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-8 sha256:4e743a34e01be199966d54332481b4b51f898f9002fbd71e4f34d7af24027444
//@ section: Matching against inherited references
//@ claim: "Edition ≥ 2024: `&` pattern consumes inherited `&` reference"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! Edition ≥ 2024

// `&` pattern consumes inherited `&` reference.
let [&x] = &[42];
//[e2021]~^ ERROR E0308
let _: u8 = x;

// Examples from motivation section

fn foo(arg: &(String, Vec<i32>, u8)) {
    let (s, v, &u) = arg;
    //[e2021]~^ ERROR E0308
    let _: (&String, &Vec<i32>, u8) = (s, v, u);
}

let [&x] = &[&42];
let _: &u8 = x;
//[e2021]~^ ERROR E0308
