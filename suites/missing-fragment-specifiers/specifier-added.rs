//@ variant-of: missing-macro-fragment-specifiers.md#block-1
//@ observe
//@ note: "giving the meta-variable a specifier (here `:ident`) is another way to keep the rule than the guide's (remove the unused rule); it then matches and runs in both editions. The guide claims nothing of it, so this records what each lane does"
//@ run-pass
macro_rules! foo {
   () => { "empty" };
   ($name:ident) => { stringify!($name) };
}

fn main() {
   println!("{} {}", foo!(), foo!(x));
}
