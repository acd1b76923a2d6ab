//@ claim: "the temporary values generated from evaluating `$expr` will be dropped before the program enters the `else` branch instead of after"
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "Mutex version: `try_lock` in the else branch, asserted to succeed (the scrutinee's guard is gone); in 2021 it reports WouldBlock instead of deadlocking, and the assertion fails"
//@ migrate: breaks since 1.86 "no migration lint fires, yet under 2024 the else branch locks again (2021: would block): if_let_rescope flags this `if let ... else` with --force-warn on 1.85.0 and 1.85.1 and not on rustup 1.86.0, 1.94.0 or 1.95.0 (bisected by hand on those toolchains); the change that stopped it is not identified (rust-lang/rust#133753 narrowed the lint's cases in Dec 2024; rust-lang/rust#155010 reports a like false negative on 1.94.1)"
use std::sync::{Mutex, TryLockError};

fn main() {
    let m = Mutex::new(Vec::<u8>::new());
    let mut locked_again = false;
    if let Some(first) = m.lock().unwrap().first().copied() {
        println!("first is {first}");
    } else {
        match m.try_lock() {
            Ok(mut v) => {
                v.push(1);
                locked_again = true;
                println!("else: locked again");
            }
            Err(TryLockError::WouldBlock) => println!("else: would block"),
            Err(TryLockError::Poisoned(_)) => println!("else: poisoned"),
        }
    }
    println!("len = {}", m.lock().unwrap().len());
    assert!(locked_again, "the scrutinee's guard is dropped before the else branch");
}
