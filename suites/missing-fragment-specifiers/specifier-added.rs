//@ variant-of: missing-macro-fragment-specifiers.md#block-1
//@ claim: "a meta-variable (e.g. `$e`) that was not followed by a fragment specifier (e.g. `:expr`)"
//@ note: "giving the meta-variable a specifier (here `:ident`) is the other way to keep the rule; it then matches and runs in both editions"
//@ run-pass
macro_rules! foo {
   () => { "empty" };
   ($name:ident) => { stringify!($name) };
}

fn main() {
   println!("{} {}", foo!(), foo!(x));
}
