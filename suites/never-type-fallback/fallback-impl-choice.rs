//@ claim: "Now when you pass `!` and there is no reason to coerce it to something else, it is kept as `!`"
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "which impl is used changes per edition without a lint: `!` is named on stable through `<fn() -> ! as Ret>::Out`. The program asserts that the diverging closure picks the impl for `!` (and the closure returning `()` the impl for `()`); under 2021 the fallback is `()` and the assertion fails"
//@ migrate: breaks "no migration lint fires (both editions compile), yet the fallback to ! picks another impl: the program passes its assertion under 2024 and fails it under 2021 (every lane 1.85 to nightly)"
trait Ret {
    type Out;
}
impl<T> Ret for fn() -> T {
    type Out = T;
}
type Never = <fn() -> ! as Ret>::Out;

trait Who {
    fn who() -> &'static str;
}
impl Who for () {
    fn who() -> &'static str {
        "impl for ()"
    }
}
impl Who for Never {
    fn who() -> &'static str {
        "impl for !"
    }
}

fn pick<T: Who>(_: impl FnOnce() -> T) -> &'static str {
    T::who()
}

fn main() {
    let diverging = pick(|| panic!());
    let unit = pick(|| -> () { panic!() });
    println!("{diverging}");
    println!("{unit}");
    assert_eq!((diverging, unit), ("impl for !", "impl for ()"), "the diverging closure's return type is kept as `!`");
}
