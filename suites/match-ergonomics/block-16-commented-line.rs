//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-16
//@ claim: "All editions: let &b = 17; // ERROR"
pub fn f() {
let &b = 17; // ERROR
//~^ ERROR E0308
}
