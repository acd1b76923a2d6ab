//@ claim: "The 2024 Edition shortens the lifetime of the temporaries to the point where the then-block is completely evaluated or the program control enters the `else` block"
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "the program records what it prints and drops, and asserts the 2024 order: the scrutinee's temporary is dropped when the then-block ends (before the rest of the statement) or before the else block is entered, and in an else-if chain before the next condition; under 2021 each lives to the end of the statement, so the assertion fails"
use std::sync::Mutex;

static EVENTS: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());

fn event(what: &'static str) {
    println!("{what}");
    EVENTS.lock().unwrap().push(what);
}

struct Noisy(&'static str, Option<u8>);

impl Noisy {
    fn get(&self) -> Option<u8> {
        self.1
    }
}

impl Drop for Noisy {
    fn drop(&mut self) {
        event(self.0);
    }
}

fn main() {
    let a = if let Some(v) = Noisy("drop scrutinee (then taken)", Some(1)).get() {
        event("then block");
        v
    } else {
        0
    } + {
        event("rest of the statement");
        0
    };
    println!("statement done: {a}");

    if let Some(_) = Noisy("drop scrutinee (else taken)", None).get() {
        event("then block");
    } else {
        event("else block");
    }

    if let Some(_) = Noisy("drop first scrutinee", None).get() {
        event("first then");
    } else if let Some(_) = Noisy("drop second scrutinee", None).get() {
        event("second then");
    } else {
        event("final else");
    }
    let events = EVENTS.lock().unwrap().clone();
    assert_eq!(
        events,
        [
            "then block",
            "drop scrutinee (then taken)",
            "rest of the statement",
            "drop scrutinee (else taken)",
            "else block",
            "drop first scrutinee",
            "drop second scrutinee",
            "final else",
        ],
        "each scrutinee's temporary is dropped when its then-block ends or before its else block"
    );
}
