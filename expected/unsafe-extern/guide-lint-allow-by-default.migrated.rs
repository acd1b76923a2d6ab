//@ rfc: 3484
//@ claim: "Editions < 2024 *should* prefix `extern` blocks with `unsafe`; this will eventually be a warn-by-default compatibility lint when `unsafe` is missing"
//@ note: "not yet: `missing_unsafe_on_extern` is allow-by-default, so a plain `extern` block in 2021 compiles without any warning (denied `warnings` here)"
//@ edition: 2021
//@ compile-flags: -D warnings
//@ check-pass
unsafe extern "C" {
    pub fn cos(x: f64) -> f64;
}
