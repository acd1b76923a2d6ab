//@ rfc: 3513
//@ source: 3513-gen-blocks.md#block-1 sha256:b1147c5bbabde06874439898efe9fc9c59d1185b429586bc8336c992352114ff
//@ section: Motivation
//@ claim: "consider these alternate ways of expressing run-length encoding"
//@ note: "verbatim, the block defines `rl_encode` three times (E0428 x2). In 2021 `gen { .. }` parses as a struct literal of a type `gen`; in 2024 `gen` blocks and `yield` are unstable (E0658; rustc reports each `yield` twice per occurrence). Each version is run separately in block-01-gen.rs (nightly), block-01-manual.rs and block-01-from-fn.rs"
//@ note: "drift: 1.85 reports `yield syntax is experimental` once per `yield`, 1.95 and later twice; the annotations follow 1.95, so the e2024 cell fails on 1.85 on the count alone"
//@[e2024] holds-since: 1.87 "duplicate count only: 1.85 already rejects every yield and the gen block with E0658, once per yield; the annotations follow the later count (twice per yield); bisected with edrift bisect over rustup 1.86.0 and 1.87.0: the old count on 1.86.0 (6 E0658 lines), the new on 1.87.0 (10); the PR is not identified here"
// This example uses `gen` blocks, introduced in this RFC.
fn rl_encode<I: IntoIterator<Item = u8>>(
    xs: I,
) -> impl Iterator<Item = u8> {
    gen {
    //[e2021]~^ ERROR E0422
    //[e2024]~| ERROR E0658
        let mut xs = xs.into_iter();
        //[e2021]~^ ERROR expected identifier, found keyword `let`
        let (Some(mut cur), mut n) = (xs.next(), 0) else { return };
        //[e2021]~^ ERROR expected identifier, found `0`
        //[e2021]~| ERROR expected identifier, found keyword `mut`
        for x in xs {
            if x == cur && n < u8::MAX {
                n += 1;
            } else {
                yield n; yield cur;
                //[e2024]~^ ERROR E0658
                //[e2024]~| ERROR E0658
                //[e2024]~| ERROR E0658
                //[e2024]~| ERROR E0658
                (cur, n) = (x, 0);
            }
        }
        yield n; yield cur;
        //[e2024]~^ ERROR E0658
        //[e2024]~| ERROR E0658
        //[e2024]~| ERROR E0658
        //[e2024]~| ERROR E0658
    }.into_iter()
}

// This example uses a manual implementation of `Iterator`.
fn rl_encode<I: IntoIterator<Item = u8>>(
//~^ ERROR E0428
    xs: I,
) -> impl Iterator<Item = u8> {
    struct RlEncode<I: IntoIterator<Item = u8>> {
        into_xs: Option<I>,
        xs: Option<<I as IntoIterator>::IntoIter>,
        cur: Option<<I as IntoIterator>::Item>,
        n: u8,
        yield_x: Option<<I as IntoIterator>::Item>,
    }
    impl<I: IntoIterator<Item = u8>> Iterator for RlEncode<I> {
        type Item = u8;
        fn next(&mut self) -> Option<Self::Item> {
            let xs = self.xs.get_or_insert_with(|| unsafe {
                self.into_xs.take().unwrap_unchecked().into_iter()
            });
            if let Some(x) = self.yield_x.take() {
                return Some(x);
            }
            loop {
                match (xs.next(), self.cur) {
                    (Some(x), Some(cx))
                        if x == cx && self.n < u8::MAX => self.n += 1,
                    (Some(x), Some(cx)) => {
                        let n_ = self.n;
                        (self.cur, self.n) = (Some(x), 0);
                        self.yield_x = Some(cx);
                        return Some(n_);
                    }
                    (Some(x), None) => {
                        (self.cur, self.n) = (Some(x), 0);
                    }
                    (None, Some(cx)) => {
                        self.cur = None;
                        self.yield_x = Some(cx);
                        return Some(self.n);
                    }
                    (None, None) => return None,
                }
            }
        }
    }
    RlEncode {
        into_xs: Some(xs), xs: None, cur: None, n: 0, yield_x: None,
    }
}

// This example uses `iter::from_fn`.
fn rl_encode<I: IntoIterator<Item = u8>>(
//~^ ERROR E0428
    xs: I,
) -> impl Iterator<Item = u8> {
    let (mut cur, mut n, mut yield_x) = (None, 0, None);
    let (mut into_xs, mut xs) = (Some(xs), None);
    core::iter::from_fn(move || loop {
        let xs = xs.get_or_insert_with(|| unsafe {
            into_xs.take().unwrap_unchecked().into_iter()
        });
        if let Some(x) = yield_x.take() {
            return Some(x);
        }
        match (xs.next(), cur) {
            (Some(x), Some(cx)) if x == cx && n < u8::MAX => n += 1,
            (Some(x), Some(cx)) => {
                let n_ = n;
                (cur, n) = (Some(x), 0);
                yield_x = Some(cx);
                return Some(n_);
            }
            (Some(x), None) => (cur, n) = (Some(x), 0),
            (None, Some(cx)) => {
                cur = None;
                yield_x = Some(cx);
                return Some(n);
            }
            (None, None) => return None,
        }
    })
}
