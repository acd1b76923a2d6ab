//@ variant-of: let-chains.md#block-1
//@ claim: "The `let` expressions still have to appear at the top level, so `if (let Some(hi) = foo || let Some(hi) = bar)` is not allowed"
//@ note: "rejected in both editions, by the parser"
//@[e2021] holds-since: 1.74 "1.63 reports an extra E0658 (let expressions in this position are unstable) beside the three parse errors; 1.85 reports the parse errors only; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.73.0 and holds from 1.74.0 on"
pub fn f(foo: Option<u8>, bar: Option<u8>) -> u8 {
    if (let Some(hi) = foo || let Some(hi) = bar) {
        //~^ ERROR expected expression, found
        //~| ERROR expected expression, found
        hi
    } else {
        0
    }
}

pub fn g(foo: Option<u8>, b: bool) -> u8 {
    if (let Some(hi) = foo) && b {
        //~^ ERROR expected expression, found
        hi
    } else {
        0
    }
}
