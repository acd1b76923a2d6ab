//@ normalize-stderr: "(" -> "x"
//@ normalize-stderr: "a" -> 
//@ compile-flags: --edition=2024
