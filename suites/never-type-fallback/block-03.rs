//@ source: never-type-fallback.md#block-3 sha256:bc5e703dfd91e67fc9a64d41c1de54802b07e48d26e346a035b306251a388c8e
//@ section: Details
//@ verbatim: block-03-doctest.rs
//@ note: "rustdoc block: `# ` lines are rustdoc hidden lines and the statements rely on the implicit `fn main` of doctests, so the block as written is not a Rust file; the -doctest variant is what rustdoc compiles"
# #![feature(never_type)]
# fn absurd<T>(x: !) -> T { x }
type Fallback = /* An arbitrarily selected type! */ !;
{ absurd::<Fallback>(panic!()) }
