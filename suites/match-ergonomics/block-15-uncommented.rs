//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-15
//@ claim: "All editions: let [&mut x] = &[3u8]; // ERROR"
pub fn f() {
let [&mut x] = &[3u8]; // ERROR
//~^ ERROR E0308
}
