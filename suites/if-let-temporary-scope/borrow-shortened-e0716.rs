//@ claim: "the temporary values generated from evaluating `$expr` will be dropped before the program enters the `else` branch instead of after"
//@ note: "a borrow of a scrutinee temporary that escapes the then-block: accepted in 2021 (the temporary lives to the end of the statement), E0716 in 2024"
//@ migrate: breaks "no migration lint fires: if_let_rescope does not flag this scrutinee temporary (a String, no significant destructor), so nothing is rewritten and 2024 rejects the escaping borrow with E0716 (every lane 1.85 to nightly)"
pub fn len() -> usize {
    (if let Some(s) = Some(String::from("abc")).as_deref() { s } else { "" }).len()
    //[e2024]~^ ERROR E0716
}
