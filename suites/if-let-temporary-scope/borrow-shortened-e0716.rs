//@ claim: "the temporary values generated from evaluating `$expr` will be dropped before the program enters the `else` branch instead of after"
//@ note: "a borrow of a scrutinee temporary that escapes the then-block: accepted in 2021 (the temporary lives to the end of the statement), E0716 in 2024"
pub fn len() -> usize {
    (if let Some(s) = Some(String::from("abc")).as_deref() { s } else { "" }).len()
    //[e2024]~^ ERROR E0716
}
