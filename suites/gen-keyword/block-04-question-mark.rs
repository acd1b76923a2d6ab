//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-4
//@ claim: "When its argument is a value indicating that short-circuiting is desired (e.g. `Option::None`, `Result::Err(..)`, `ControlFlow::Break(..)`), the value is first yielded (after being converted by `FromResidual::from_residual` as usual), then the block returns immediately"
//@ note: "expected by the RFC: prints Ok(1), Err(\"bad\") and stops. On nightly, `?` in a `gen` block is rejected (E0277: the `?` operator can only be used in a gen block that returns `Result` or `Option`)"
//@ needs-nightly
//@ edition: 2024
//@ run-pass
//@ stale-since: 1.75 "`?` inside `gen` blocks was never implemented as the RFC describes: rust-lang/rust#117486 (open), E0277 since `gen` blocks landed on nightly (1.75)"
#![feature(gen_blocks)]

fn parse(s: &str) -> Result<i32, &'static str> {
    s.parse().map_err(|_| "bad")
}

fn main() {
    let it = gen {
        let a = parse("1")?;
        yield Ok(a);
        let b = parse("x")?;
        yield Ok(b);
        yield Ok(99);
    };
    for item in it {
        println!("{:?}", item);
    }
}
