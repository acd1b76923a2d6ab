//@ run-pass
//@ claim: "Now when you pass `!` and there is no reason to coerce it to something else, it is kept as `!`"
//@ note: "which impl is used changes per edition without a lint: `!` is named on stable through `<fn() -> ! as Ret>::Out`"
//@ migrate: breaks "no migration lint fires (both editions compile), yet the fallback to ! picks another impl and the program prints another line under 2024 (every lane 1.85 to nightly)"
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
    println!("{}", pick(|| panic!()));
    println!("{}", pick(|| -> () { panic!() }));
}
