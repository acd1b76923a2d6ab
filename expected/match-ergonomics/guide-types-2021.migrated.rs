//@ variant-of: match-ergonomics.md#block-5
//@ edition: 2021
//@ claim: "let [x, mut y] = &[(), ()]; // x: &(), mut y: () ... let [&x, y] = &[&(), &()]; // x: (), y: &&()"
//@ note: "the types the guide states for the 2021 meaning of the patterns it makes errors in 2024"
pub fn f() {
    let &[ref x, mut y] = &[(), ()];
    let _: (&(), ()) = (x, y);
    let &[&x, ref y] = &[&(), &()];
    let _: ((), &&()) = (x, y);
    let [x] = &[()];
    let _: &() = x;
}
