//@ variant-of: static-mut-references.md#block-2
//@ claim: "Note that there are some cases where implicit references are automatically created without a visible `&` operator. For example, these situations will also trigger the lint"
//@ note: "the block's statements in `main`: the formatting macro and the autoref of `.len()` each create a shared reference"
//@[e2021] check-pass
//@[e2021] holds-since: 1.77 "no static_mut_refs lint on 1.63; the lint was added in 1.77 (RELEASES.md 1.77.0 Language: Add lint static_mut_refs to warn on references to mutable statics, rust-lang/rust#117556); issue 11 (21 stable releases run) saw it warn from 1.77; holds on 1.85"
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
