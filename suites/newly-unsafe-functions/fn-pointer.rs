//@ variant-of: newly-unsafe-functions.md#block-1
//@ claim: "To avoid the breaking change, these functions are marked as `unsafe` starting in the 2024 Edition, while not requiring `unsafe` in previous editions"
//@ note: "read literally, `set_var` is a safe function in Rust 2021, so it coerces to a safe `fn` pointer there. It does on 1.63; since the change (rust-lang/rust#124636) the function is `unsafe fn` in every edition and only *calls* are exempted before 2024, so the coercion is E0308 in 2021 too"
//@[e2021] check-pass
//@[e2021] stale-since: 1.80 "rust-lang/rust#124636 (May 2024) made `set_var`/`remove_var` `unsafe fn` in all editions, with an exemption for calls before 2024: coercion to a safe `fn` pointer fails with E0308 in 2021 as well"
pub fn pointer() -> fn(String, String) {
    std::env::set_var::<String, String>
    //[e2024]~^ ERROR E0308
}
