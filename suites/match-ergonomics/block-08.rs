//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-8 sha256:4e743a34e01be199966d54332481b4b51f898f9002fbd71e4f34d7af24027444
//@ section: Matching against inherited references
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! Edition ≥ 2024

// `&` pattern consumes inherited `&` reference.
let [&x] = &[42];
//~^ ERROR expected item, found keyword `let`
let _: u8 = x;

// Examples from motivation section

fn foo(arg: &(String, Vec<i32>, u8)) {
    let (s, v, &u) = arg;
    let _: (&String, &Vec<i32>, u8) = (s, v, u);
}

let [&x] = &[&42];
let _: &u8 = x;
