//@ check-pass
//@ claim: "‮﻿"
fn main() {}