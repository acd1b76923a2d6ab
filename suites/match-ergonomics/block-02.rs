//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-2 sha256:206cc56d08d74612a64b34dde6f7b6a13f3629ffcaa2e699aca8e222b1f76fd5
//@ section: Can’t cancel out an inherited reference
//@ claim: "We want to extract `&String`, `&Vec`, and `u8` from the tuple ... we have to abandon match ergonomics entirely"
//@ note: "both forms compile in both editions (the fully explicit `&(ref s, ref v, u)` is allowed in 2024)"
fn foo(arg: &(String, Vec<i32>, u8)) {
    // We want to extract `&String`, `&Vec`, and `u8` from the tuple.
    let (s, v, u) = arg; // u is &u8, not what we wanted
    let &(ref s, ref v, u) = arg; // we have to abandon match ergonomics entirely
}
