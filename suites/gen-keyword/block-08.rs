//@ rfc: 3513
//@ source: 3513-gen-blocks.md#block-8 sha256:0b5e091030774fa34d86d5965c964339f0d444adb30bcd4d8758396a0cb96feb
//@ section: Rust
//@ verbatim: block-08-async-gen.rs
//@ note: "verbatim, the block is statements at item level and uses a `Gen` type it does not define: a parse error. block-08-async-gen.rs writes a small `Gen` on stable async closures and runs the block's loop"
let odd_dup = |xs| {
    Gen::new(async move |mut y| {
        for x in xs {
            if x % 2 == 1 {
                y.r#yield(x * 2).await;
            }
        }
    })
};

let odd_dup = pin!(odd_dup(1u8..20));
let odd_dup = odd_dup.init();

for (i, x) in odd_dup.enumerate() {
    assert_eq!((i as u8 * 2 + 1) * 2, x);
}
