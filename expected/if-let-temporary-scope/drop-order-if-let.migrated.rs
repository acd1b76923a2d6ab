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
    let a = match Noisy("drop scrutinee (then taken)", Some(1)).get() { Some(v) => {
        event("then block");
        v
    } _ => {
        0
    }} + {
        event("rest of the statement");
        0
    };
    println!("statement done: {a}");

    match Noisy("drop scrutinee (else taken)", None).get() { Some(_) => {
        event("then block");
    } _ => {
        event("else block");
    }}

    match Noisy("drop first scrutinee", None).get() { Some(_) => {
        event("first then");
    } _ => { match Noisy("drop second scrutinee", None).get() { Some(_) => {
        event("second then");
    } _ => {
        event("final else");
    }}}}
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
