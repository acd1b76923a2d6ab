//@ variant-of: static-mut-references.md#block-2
//@ claim: "Note that there are some cases where implicit references are automatically created without a visible `&` operator. For example, these situations will also trigger the lint"
//@ note: "the block's statements in `main`: the formatting macro and the autoref of `.len()` each create a shared reference"
//@[e2021] check-pass
//@[e2021] holds-since: 1.83 "no static_mut_refs lint on 1.63; the lint came in 1.77 (RELEASES.md 1.77.0 Language, rust-lang/rust#117556) for explicit references only; the implicit references of this block (format macro, autoref of .len()) are linted since rust-lang/rust#124895 (Disallow hidden references to mutable static, FCP rust-lang/rust#128794), merged about 2024-09-20 (edition-guide#322 and downstream nightly CI fixes follow it on 2024-09-21), so nightly 1.83; holds on 1.85"
fn main() {
    static mut NUMS: &[u8; 3] = &[0, 1, 2];

    unsafe {
        println!("{NUMS:?}");   // ERROR: shared reference to mutable static
        //[e2021]~^ WARN static_mut_refs
        //[e2024]~| ERROR static_mut_refs
        let n = NUMS.len();     // ERROR: shared reference to mutable static
        //[e2021]~^ WARN static_mut_refs
        //[e2024]~| ERROR static_mut_refs
    }
}
