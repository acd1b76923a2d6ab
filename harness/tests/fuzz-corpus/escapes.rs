//@ formats-to: ../../etc/passwd.rs
//@ show-file: /etc/passwd
//@ crate-type: lib
//@ run-pass
