pub fn f() {
    let &[ref x, mut y] = &[(), ()];
    let _: (&(), ()) = (x, y);
    let &[&x, ref y] = &[&(), &()];
    let _: ((), &&()) = (x, y);
    let [x] = &[()];
    let _: &() = x;
}
