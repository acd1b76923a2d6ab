//@ rfc: 3550
//@ source: 3550-new-range.md#block-1 sha256:5235b6aa6490bd56abe001d2cfb8aa840d655e376f0f634839e1f136af763c36
//@ section: Motivation
//@ observe
//@ note: "statements outside any fn (RFC style): the block does not parse as a file. It motivates the RFC with a hypothetical (a Copy range iterator used twice) and claims nothing a compiler can check as written, so its cells observe"
for x in it.take(3) {  // a *copy* of the iterator is used here
    // ..
}

match it.next() {  // the original iterator (not advanced) is used here
    // ..
}
